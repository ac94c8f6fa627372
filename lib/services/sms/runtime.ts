import "server-only";
import { alertStore, limitStore, smsStore } from "@/lib/data";
import { serverEnv } from "@/lib/env/server";
import type { Language } from "@/lib/i18n/languages";
import { decodedBody } from "@/lib/services/places/api-responses";
import { placesFromPayload } from "@/lib/places/summary";
import { alertsExample } from "@/lib/sms/alert-texts";
import { smsChannel, type SmsChannel } from "@/lib/sms/channel";
import { textUsLine, type TextUsPurpose } from "@/lib/sms/text-us";
import { rendering, type InboundDeps, type PlacesRead } from "./inbound";

/** Text messages as this server runs them, from its settings (checked at start), or null when off. */
export const configuredSms = (): SmsChannel | null => smsChannel(serverEnv);

/**
 * The site's "No smartphone? Text SHELTER 91101 to (213) 555-0100…" line in a language, with the
 * language's own word (lib/sms/text-us.ts), or null when the site answers no texts; for alerts, also
 * null until alerts by text are on (they need ALERTS_SECRET, as inboundDeps says).
 */
export function textUs(language: Language, purpose: TextUsPurpose): string | null {
  if (purpose === "alerts" && !serverEnv.ALERTS_SECRET) return null;
  const r = rendering(language);
  return textUsLine(r.i18n, configuredSms(), purpose === "alerts" ? alertsExample(r) : r.example, r.dir, purpose);
}

/**
 * The map's places for a lookup: the same cached, compressed data the map and the printable list
 * read (one cache entry per language, shared by every request), decoded once per change.
 */
async function mapPlaces(language: Language): Promise<PlacesRead> {
  const payload = await decodedBody(language, "list");
  return payload ? { places: placesFromPayload(payload), hazards: payload.hazards ?? {} } : null;
}

export async function inboundDeps(channel: SmsChannel, siteUrl: string): Promise<InboundDeps> {
  const [optOuts, limits, alerts] = await Promise.all([smsStore(), limitStore(), alertStore()]);
  // Alerts by text need ALERTS_SECRET like every channel (a follow's tokens are derived from it).
  const secret = serverEnv.ALERTS_SECRET;
  return { optOuts, limits, places: mapPlaces, siteUrl, counterKey: channel.authToken, alerts: secret ? { store: alerts, secret } : null };
}
