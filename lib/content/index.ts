import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { SiteContent } from "./types";
import * as en from "./en";
import * as es from "./es";
import * as ko from "./ko";
import * as zh from "./zh";

/**
 * Every page's built-in copy, one document per language (lib/content/<lang>/), written whole by
 * people. Server only: a page gets its own language's copy and passes client components only what
 * they show.
 */
const CONTENT: Record<Language, SiteContent> = { en, es, zh, ko };

export function siteContent(language: Language): SiteContent {
  return CONTENT[language];
}
