import { DEFAULT_LANGUAGE, type Language } from "@/lib/i18n/languages";
import type { CommunityNames } from "./communities";
import { vocabulary, type SearchWords, type Vocabulary } from "./search";

/**
 * The search's vocabulary on a page in `language`, in the browser: the language's search words
 * (locales/<lang>/search.json) and English's, and its names of communities (communities.json),
 * each its own small chunk — never in a page's HTML nor in the first download of `/`
 * (docs/benchmarks.md). Built when the visitor first searches (preparing it costs a slow phone
 * ~100 ms); the chunks themselves are fetched with the map (preloadSearchWords), so the service
 * worker stores them with the other build files and the search works offline.
 */
export function loadVocabulary(language: Language): Promise<Vocabulary> {
  let building = vocabularies.get(language);
  if (!building) {
    building = loadWords(language).then(([words, communities]) => vocabulary(words, communities));
    // A failed load (offline before the chunk was ever stored) is tried again next time.
    building.catch(() => vocabularies.delete(language));
    vocabularies.set(language, building);
  }
  return building;
}
const vocabularies = new Map<Language, Promise<Vocabulary>>();

/** Fetches the search words' chunks without building anything (see loadVocabulary). */
export function preloadSearchWords(language: Language): void {
  loadWords(language).catch(() => undefined);
}

function loadWords(language: Language): Promise<[SearchWords[], CommunityNames]> {
  let loading = loads.get(language);
  if (!loading) {
    const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
    loading = Promise.all([Promise.all(languages.map(searchWordsOf)), communitiesOf(language)]);
    loading.catch(() => loads.delete(language));
    loads.set(language, loading);
  }
  return loading;
}
const loads = new Map<Language, Promise<[SearchWords[], CommunityNames]>>();

async function searchWordsOf(language: Language): Promise<SearchWords> {
  return ((await import(`../../locales/${language}/search.json`)) as { default: SearchWords }).default;
}

async function communitiesOf(language: Language): Promise<CommunityNames> {
  return ((await import(`../../locales/${language}/communities.json`)) as { default: CommunityNames }).default;
}
