import { isolateNumbers } from "@/lib/i18n/bidi";
import type { LanguageFacts } from "@/lib/i18n/facts";
import { DEFAULT_LANGUAGE, type Language } from "@/lib/i18n/languages";
import { keepWordsWhole } from "@/lib/i18n/line-breaks";
import { readLocaleFile } from "@/lib/i18n/locale-files";
import * as english from "./en";
import { mapTexts, richTextFrom } from "./messages";
import type { SiteContent } from "./types";

/**
 * Every page's built-in copy in a language. The English documents (lib/content/en/) are the
 * structure — sections, anchors, links, phone numbers, sources — written once; each language
 * supplies only its sentences (locales/<lang>/pages.po; lib/content/messages.ts says how). A
 * sentence without a translation, or whose link tags do not match, stays in English.
 */
export function buildContent(texts: Readonly<Record<string, string>>, { rtl = false, unbrokenWords = [] as readonly string[], locale = "en" } = {}): SiteContent {
  const text = (t: string) => keepWordsWhole(rtl ? isolateNumbers(t) : t, unbrokenWords, locale);
  return Object.fromEntries(
    Object.entries(english).map(([page, document]) => [
      page,
      mapTexts(document, (node) => {
        const found = texts[`${page}\u0004${node.message}`];
        if (found === undefined) return undefined;
        const translated = text(found);
        return node.links.length ? (richTextFrom(translated, node.links) ?? undefined) : translated;
      }),
    ]),
  ) as unknown as SiteContent;
}

export const ENGLISH_CONTENT: SiteContent = english;

/**
 * A language's copy as every page shows it: its compiled sentences (locales/<lang>/pages.json),
 * numbers isolated in a right-to-left language, the words its line breaks must not split kept
 * whole (lib/i18n/line-breaks.ts). Built on each call: lib/content/index.ts keeps one per
 * language for the server; tests and the browser suite read the same.
 */
export function contentOf(language: Language): SiteContent {
  if (language === DEFAULT_LANGUAGE) return ENGLISH_CONTENT;
  const facts = readLocaleFile<LanguageFacts>(language, "facts.json");
  return buildContent(readLocaleFile(language, "pages.json"), { rtl: facts.dir === "rtl", unbrokenWords: facts.unbrokenWords, locale: facts.locale });
}
