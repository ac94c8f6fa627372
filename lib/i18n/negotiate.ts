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
 * A language tag of the shape people type into an address: a language, then perhaps a script and
 * a region ("fil", "zh-Hant", "zh-tw", "es-419", "zh-Hant-TW"). Narrower than BCP 47 on purpose:
 * "hi-there" or "ar-tickets" are not languages in an address, whatever their first letters.
 */
const ADDRESS_TAG = /^[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?$/i;

/**
 * The language an address's first segment means when it is not one of our codes as written: the
 * code in another case ("ZH-HANT", "ES") or a tag that negotiation maps to it ("zh-tw", "es-mx",
 * "en-us", "fil", "fa-ir"). proxy.ts sends such an address, for good, to the language's own one.
 * Null for a code as written, and for anything that names none of our languages.
 */
export function languageForSegment(segment: string): Language | null {
  if (isLanguage(segment) || !ADDRESS_TAG.test(segment)) return null;
  return languageForTag(segment);
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
