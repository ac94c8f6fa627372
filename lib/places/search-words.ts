import { DEFAULT_LANGUAGE, type Language } from "@/lib/i18n/languages";
import type { CommunityNames } from "./communities";
import { vocabulary, type SearchWords, type Vocabulary } from "./search";

/**
 * The search's vocabulary on a page in `language`, in the browser: the language's search words
 * (locales/<lang>/search.json) and English's, and its names of communities (communities.json),
 * each its own small chunk, loaded when the map first
 * needs them — never in a page's HTML nor in the first download of `/` (docs/benchmarks.md). The
 * service worker keeps the chunks with the other build files, so the search works offline.
 */
export function loadVocabulary(language: Language): Promise<Vocabulary> {
  let loading = loads.get(language);
  if (!loading) {
    const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
    loading = Promise.all([Promise.all(languages.map(searchWordsOf)), communitiesOf(language)]).then(([words, communities]) => vocabulary(words, communities));
    // A failed load (offline before the chunk was ever stored) is tried again next time.
    loading.catch(() => loads.delete(language));
    loads.set(language, loading);
  }
  return loading;
}
const loads = new Map<Language, Promise<Vocabulary>>();

async function searchWordsOf(language: Language): Promise<SearchWords> {
  return ((await import(`../../locales/${language}/search.json`)) as { default: SearchWords }).default;
}

async function communitiesOf(language: Language): Promise<CommunityNames> {
  return ((await import(`../../locales/${language}/communities.json`)) as { default: CommunityNames }).default;
}
