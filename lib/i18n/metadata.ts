import type { Metadata } from "next";
import { publicEnv } from "@/lib/env/public";
import { HTML_LANG, LANGUAGES, localizeHref, type Language } from "./languages";

/** What a page under app/[lang] receives. */
export type LangParams = { params: Promise<{ lang: string }> };

/**
 * The canonical address of a page in a language, and its address in every other language
 * (`hreflang` alternates; x-default is the English, unprefixed one, which negotiates). Absolute
 * (the layout's metadataBase is NEXT_PUBLIC_SITE_URL), as search engines require: without a site
 * address there are none, rather than relative ones they would reject.
 */
export function languageAlternates(language: Language, path: string): Metadata["alternates"] {
  if (!publicEnv.NEXT_PUBLIC_SITE_URL) return undefined;
  return {
    canonical: localizeHref(language, path),
    languages: {
      ...Object.fromEntries(LANGUAGES.map((l) => [HTML_LANG[l.code], localizeHref(l.code, path)])),
      "x-default": localizeHref("en", path),
    },
  };
}
