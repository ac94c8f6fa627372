import "server-only";
import { translationStore } from "@/lib/data";
import { placesChanged } from "@/lib/places/revalidate";
import { translatableTexts, type Place } from "@/lib/places/types";
import { serviceConfig } from "./service-config";
import { translateTexts, type TranslateDeps } from "./translate";
import { TARGET_LANGUAGES } from "./types";

type Texts = Pick<Place, "name" | "description" | "itemsNeeded">;

export type PlaceTranslationRun = { texts: number; translated: Record<string, number> } | { skipped: "no translation service" };

/**
 * Translates places' names, descriptions and needed items into every language, when they are
 * written (an import, an approved suggestion), so pages render them translated and visitors'
 * browsers ask for nothing. Through the same pipeline as the browser's requests: curated, then
 * the cache, then the service for what is missing, validated, written back to the cache. Only
 * missing texts cost anything; a text already translated is never sent again. Addresses, phone
 * numbers, web addresses and who verified a place are never sent. Without a service configured
 * it does nothing (pages then say the details are in English).
 */
export async function translatePlaces(places: readonly Texts[], deps: Pick<TranslateDeps, "logger"> = {}): Promise<PlaceTranslationRun> {
  const service = serviceConfig();
  if (!service) return { skipped: "no translation service" };
  const texts = [...new Set(places.flatMap(translatableTexts))];
  const store = await translationStore();
  const translated: Record<string, number> = {};
  for (const target of TARGET_LANGUAGES) {
    const results = await translateTexts(target, texts, { store, service, logger: deps.logger });
    translated[target] = results.filter((r) => r.source !== "original").length;
  }
  // Pages show the new translations at once (on this instance; others within the places TTL).
  placesChanged();
  return { texts: texts.length, translated };
}
