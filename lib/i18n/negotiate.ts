import Negotiator from "negotiator";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

// Server only (proxy.ts): kept apart from ./languages so the browser never downloads it.

/**
 * The best of our languages for an Accept-Language header, by the visitor's order of preference:
 * any regional or script variant counts for its language (es-MX → es; zh-TW, zh-Hant → zh, the
 * only Chinese we have; ko-KR → ko). Nothing we have → English.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  for (const tag of new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages()) {
    const primary = tag.split("-")[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
