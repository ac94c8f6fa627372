import { NextResponse } from "next/server";
import { limitStore, translationStore, type TranslationStore } from "@/lib/data";
import { clientKeyFor } from "@/lib/forms/client-key";
import { serviceConfig } from "@/lib/i18n/service-config";
import { createServiceBudget, type Admission } from "@/lib/services/i18n/service-budget";
import { normalizeText } from "@/lib/i18n/normalize";
import { translateTexts } from "@/lib/services/i18n/translate";
import { onlyPlaceTexts } from "@/lib/services/places/place-texts";
import { placeTranslationsChanged } from "@/lib/places/revalidate";
import { readTranslateRequest } from "./read-request";

export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };

function json(body: unknown, status: number) {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

/** Per client: characters of cache misses sent to the paid service (kept in the database, shared by every instance). */
const serviceBudget = createServiceBudget(limitStore);

function limitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Machine translation limit reached: some texts stay in English. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * Translates place text for visitors' browsers: `POST { target, texts: string[] }` (target: a
 * language the site offers) → `{ translations: [{ text, source: "curated" | "machine" | "original" }] }`
 * in the same order, plus `limited: true, retryAfterSeconds, message` when the client's service
 * budget held some texts back.
 *
 * Visitors are not trusted with what is sent to the paid service or stored: every text is answered
 * from the curated translations and the cache, and only a **published place's own text** (name,
 * description, needed item) that has no translation yet goes to the service and into the cache
 * (lib/services/places/place-texts.ts); any other text stays in English. What is stored is the server's own
 * validated translation, never anything a visitor sent. New translations expire the cached pages
 * in that language at most once a minute (placeTranslationsChanged), never once per request. A
 * language the service does not offer (lib/i18n/service-languages.ts) is answered as without a
 * service: 200, the misses in English, nothing sent or spent.
 */
export async function POST(request: Request) {
  const input = await readTranslateRequest(request);
  if (!input.ok) return json({ error: input.error }, input.status);
  const { target, texts } = input;
  if (texts.length === 0) return json({ translations: [] }, 200);

  let store: TranslationStore | null = null;
  try {
    store = await translationStore();
  } catch (error) {
    console.error("Translation cache unavailable:", error instanceof Error ? error.message : error);
  }

  // Over budget, the cache hits and curated texts are still answered and only the misses stay in
  // English (with `limited`): the page keeps working in the visitor's language as far as it can,
  // whereas a 429 would leave all of it in English (the browser treats any error as "no
  // translations") for texts that cost us nothing.
  const client = clientKeyFor("translate", request.headers);
  const admissions: Admission[] = [];
  const admit = async (misses: readonly string[]) => {
    const ours = await onlyPlaceTexts(misses);
    if (ours.length === 0) return [];
    const admission = await serviceBudget(client, ours);
    admissions.push(admission);
    return admission.admitted;
  };

  try {
    const translations = await translateTexts(target, texts, { store, service: serviceConfig(), admit });
    // Pages expire only for translations made now (the service answered and they passed validation).
    const sent = new Set(admissions.flatMap((a) => a.admitted));
    placeTranslationsChanged(target, translations.some((t, i) => t.source === "machine" && sent.has(normalizeText(texts[i]!))));
    const retryAfterSeconds = admissions[0]?.retryAfterSeconds ?? null;
    if (retryAfterSeconds === null) return json({ translations }, 200);
    return json({ translations, limited: true, retryAfterSeconds, message: limitedMessage(retryAfterSeconds) }, 200);
  } catch (error) {
    console.error("Translation failed:", error);
    return json({ error: "Translation is unavailable; try again later." }, 503);
  }
}
