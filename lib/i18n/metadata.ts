import type { Metadata } from "next";
import { HTML_LANG, LANGUAGES, localizeHref, type Language } from "./languages";

/** What a page under app/[lang] receives. */
export type LangParams = { params: Promise<{ lang: string }> };

/**
 * The canonical address of a page in a language, and its address in every other language
 * (`hreflang` alternates; x-default is the English, unprefixed one, which negotiates). Absolute,
 * as search engines require: the layout's metadataBase is the site's origin (SITE_URL, lib/site/origin.ts).
 */
export function languageAlternates(language: Language, path: string): Metadata["alternates"] {
  return {
    canonical: localizeHref(language, path),
    languages: {
      ...Object.fromEntries(LANGUAGES.map((l) => [HTML_LANG[l.code], localizeHref(l.code, path)])),
      "x-default": localizeHref("en", path),
    },
  };
}
