import "server-only";
import { translationStore } from "@/lib/data";
import { placesChanged } from "@/lib/places/revalidate";
import { translatableTexts, type Place } from "@/lib/places/types";
import { serviceConfig } from "@/lib/i18n/service-config";
import { serviceLanguages } from "@/lib/i18n/service-languages";
import { translateTexts, type TranslateDeps } from "@/lib/services/i18n/translate";
import { TARGET_LANGUAGES, type TargetLanguage } from "@/lib/i18n/types";

type Texts = Pick<Place, "name" | "description" | "itemsNeeded">;

export type PlaceTranslationRun =
  | {
      texts: number;
      /** Per language the service offers (or every one, when its list could not be read): texts translated. */
      translated: Record<string, number>;
      /** Languages the service does not offer: nothing was sent for them, their texts stay in English. */
      notOffered: TargetLanguage[];
    }
  | { skipped: "no translation service" };

/**
 * Translates places' names, descriptions and needed items into every language, when they are
 * written (an import, an approved suggestion), so pages render them translated and visitors'
 * browsers ask for nothing. Through the same pipeline as the browser's requests: curated, then
 * the cache, then the service for what is missing, validated, written back to the cache. Only
 * missing texts cost anything; a text already translated is never sent again. Addresses, phone
 * numbers, web addresses and who verified a place are never sent. Without a service configured
 * it does nothing, and it skips the languages the service does not offer (lib/i18n/service-languages.ts):
 * pages in those say the details are in English.
 */
export async function translatePlaces(places: readonly Texts[], deps: Pick<TranslateDeps, "logger"> = {}): Promise<PlaceTranslationRun> {
  const service = serviceConfig();
  if (!service) return { skipped: "no translation service" };
  const texts = [...new Set(places.flatMap(translatableTexts))];
  const store = await translationStore();
  const offered = await serviceLanguages(service, { logger: deps.logger });
  const translated: Record<string, number> = {};
  const notOffered: TargetLanguage[] = [];
  for (const target of TARGET_LANGUAGES) {
    // Unknown (null): every language is tried.
    if (offered && !offered.has(target)) {
      notOffered.push(target);
      continue;
    }
    const results = await translateTexts(target, texts, { store, service, logger: deps.logger });
    translated[target] = results.filter((r) => r.source !== "original").length;
  }
  // Pages show the new translations at once (on this instance; others within the places TTL).
  placesChanged();
  return { texts: texts.length, translated, notOffered };
}
