import "server-only";
import { translationStore } from "@/lib/data";
import { curatedTranslation } from "@/lib/i18n/curated";
import type { Language } from "@/lib/i18n/languages";
import { normalizeText } from "@/lib/i18n/normalize";
import { translatableTexts, type LocalizedPlace, type Place, type PlaceTranslation, type TranslatedText } from "@/lib/places/types";

export type Localized = {
  places: LocalizedPlace[];
  /** Some place text has no translation yet (it shows in English until the browser or an import translates it). */
  untranslated: boolean;
};

/**
 * The places in the page's language, from the translations already made: curated first, then the
 * cache (one query for every text of every place). Nothing is sent to the translation service
 * here — places are translated when they are written (lib/services/i18n/place-translation.ts), so a page
 * renders translated text in its HTML and the browser asks for nothing. A cache that cannot be
 * read leaves the text in English: the places still show.
 */
export async function localizePlaces(places: Place[], language: Language): Promise<Localized> {
  if (language === "en" || places.length === 0) return { places, untranslated: false };
  const texts = [...new Set(places.flatMap(translatableTexts).map(normalizeText))];
  const found = new Map<string, TranslatedText>();
  const uncurated: string[] = [];
  for (const text of texts) {
    const curated = curatedTranslation(text, language);
    if (curated) found.set(text, { text: curated, machine: false });
    else uncurated.push(text);
  }
  try {
    const cached = await (await translationStore()).lookup(language, uncurated);
    for (const [text, translation] of cached) found.set(text, { text: translation, machine: true });
  } catch (error) {
    console.error(`Place translations could not be read (${language}): ${error instanceof Error ? error.message : error}`);
  }

  const get = (text: string) => found.get(normalizeText(text));
  const localized = places.map((place): LocalizedPlace => {
    const items = Object.fromEntries(place.itemsNeeded.flatMap((i) => (get(i.item) ? [[i.item, get(i.item)!]] : [])));
    const translated: PlaceTranslation = {
      name: get(place.name),
      description: place.description ? get(place.description) : undefined,
      items: Object.keys(items).length ? items : undefined,
    };
    return translated.name || translated.description || translated.items ? { ...place, translated } : place;
  });
  return { places: localized, untranslated: texts.some((t) => !found.has(t)) };
}
