import "server-only";
import { DEFAULT_LANGUAGE, type Language } from "@/lib/i18n/languages";
import { readLocaleFile } from "@/lib/i18n/locale-files";
import type { CommunityNames } from "./communities";
import { vocabulary, type SearchWords, type Vocabulary } from "./search";

/**
 * The search's vocabulary on a page in `language`, on the server (the printable list, tests and
 * benchmarks): the language's search words (locales/<lang>/search.json) and English's, and its names
 * of communities (communities.json), read once per process. The browser loads the same files
 * (./search-words.ts).
 */
export function serverVocabulary(language: Language): Vocabulary {
  let words = built.get(language);
  if (!words) {
    const read = (l: Language) => readLocaleFile<SearchWords>(l, "search.json");
    const languages = language === DEFAULT_LANGUAGE ? [read(language)] : [read(language), read(DEFAULT_LANGUAGE)];
    words = vocabulary(languages, readLocaleFile<CommunityNames>(language, "communities.json"));
    built.set(language, words);
  }
  return words;
}
const built = new Map<Language, Vocabulary>();
