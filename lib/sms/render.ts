import type { LanguageFacts } from "@/lib/i18n/facts";
import { LANGUAGE_CODES, type Language } from "@/lib/i18n/languages";
import type { Translator } from "@/lib/i18n/translator";
import type { SearchWords } from "@/lib/places/search";
import { normalizeSearch } from "@/lib/places/search-normalize";
import { SITE } from "@/lib/site/identity";
import type { Rendering } from "./replies";

/** The ZIP code every example uses (Pasadena's, as FEMA's and the examples). */
export const EXAMPLE_ZIP = "91101";

/**
 * The example a reply gives, in the language: its first word for a shelter that no other language
 * shares (避難所 is Japanese and Traditional Chinese: Japanese shows シェルター), upper case where the
 * script has cases, and a ZIP code: "REFUGIO 91101", "대피소 91101".
 */
export function exampleTexts(searchWords: Readonly<Record<Language, SearchWords>>): Record<Language, string> {
  const words = (l: Language) => (searchWords[l].shelter ?? []).map(normalizeSearch);
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => {
      const others = new Set(LANGUAGE_CODES.filter((l) => l !== language && l !== "en").flatMap(words));
      const list = searchWords[language].shelter ?? [];
      // English is read first when a Latin word is shared ("shelter" is Tagalog too): it keeps its own.
      const word = (language === "en" ? list[0] : list.find((w) => !others.has(normalizeSearch(w)))) ?? list[0] ?? "shelter";
      return [language, `${word.toLocaleUpperCase(language)} ${EXAMPLE_ZIP}`];
    }),
  ) as Record<Language, string>;
}

export function renderingFor(language: Language, i18n: Translator, facts: Pick<LanguageFacts, "dir">, examples: Record<Language, string>): Rendering {
  return { i18n, language, dir: facts.dir, site: SITE.name, example: examples[language] };
}
