import "server-only";
import { languageFacts, pageTexts } from "@/lib/i18n/catalog";
import { DEFAULT_LANGUAGE, type Language } from "@/lib/i18n/languages";
import { buildContent, ENGLISH_CONTENT } from "./build";
import type { SiteContent } from "./types";

/**
 * A page's built-in copy in its language (lib/content/build.ts), built once per process and
 * language. Server only: a page passes client components only what they show.
 */
const built = new Map<Language, SiteContent>();

export function siteContent(language: Language): SiteContent {
  if (language === DEFAULT_LANGUAGE) return ENGLISH_CONTENT;
  let content = built.get(language);
  if (!content) {
    content = buildContent(pageTexts(language), { rtl: languageFacts(language).dir === "rtl" });
    built.set(language, content);
  }
  return content;
}
