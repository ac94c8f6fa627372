import { contentOf } from "@/lib/content/build";
import type { SiteContent } from "@/lib/content/types";
import type { LanguageFacts } from "@/lib/i18n/facts";
import { LANGUAGE_CODES, type Language } from "@/lib/i18n/languages";
import { readLocaleFile } from "@/lib/i18n/locale-files";
import { vocabulary, type SearchWords, type Vocabulary } from "@/lib/places/search";

/** A language's facts (locales/<lang>/facts.json), as the server reads them. */
export const factsOf = (language: Language): LanguageFacts => readLocaleFile(language, "facts.json");

/** A language's page copy, as the server builds it. */
export const contentIn = (language: Language): SiteContent => contentOf(language);

/** A language's search words (locales/<lang>/search.json). */
export const searchWordsOf = (language: Language): SearchWords => readLocaleFile(language, "search.json");

/** The search words of these languages, the page's first (all of them when none is named). */
export const vocabularyOf = (...languages: Language[]): Vocabulary => vocabulary((languages.length ? languages : LANGUAGE_CODES).map(searchWordsOf));
