import Negotiator from "negotiator";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, type Language } from "./languages";

// Server only (proxy.ts): kept apart from ./languages so the browser never downloads it.

/** Chinese written in Traditional characters: the script, or the regions that write it. */
const TRADITIONAL = /^zh-(?:hant|tw|hk|mo)(?:-|$)/;
/** Tags that name one of our languages by another code (Filipino is the standard of Tagalog). */
const ALIASES: Record<string, string> = { fil: "tl" };

/** Our language for one Accept-Language tag, or null. */
export function languageForTag(tag: string): Language | null {
  const lower = tag.toLowerCase();
  const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  if (TRADITIONAL.test(lower) && isLanguage("zh-Hant")) return "zh-Hant";
  const primary = lower.split("-")[0] ?? "";
  const code = ALIASES[primary] ?? primary;
  return isLanguage(code) ? code : null;
}

/**
 * The best of our languages for an Accept-Language header, by the visitor's order of preference:
 * a regional or script variant counts for its language (es-MX → es; zh-TW, zh-HK, zh-Hant →
 * Traditional Chinese; zh, zh-CN, zh-Hans → Simplified; fil → Tagalog; fa-IR → fa).
 * Nothing we have → English.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  for (const tag of new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages()) {
    const language = languageForTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
