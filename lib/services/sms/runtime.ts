import "server-only";
import { alertStore, limitStore, smsStore } from "@/lib/data";
import { serverEnv } from "@/lib/env/server";
import type { Language } from "@/lib/i18n/languages";
import { decodedBody } from "@/lib/services/places/api-responses";
import { placesFromPayload } from "@/lib/places/summary";
import { smsChannel, type SmsChannel } from "@/lib/sms/channel";
import type { InboundDeps, PlacesRead } from "./inbound";

/** Text messages as this server runs them, from its settings (checked at start), or null when off. */
export const configuredSms = (): SmsChannel | null => smsChannel(serverEnv);

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
