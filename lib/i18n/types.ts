import { LANGUAGE_CODES, type Language } from "@/lib/i18n/languages";

/** The languages we translate into. English is the source of every string. */
export type TargetLanguage = Exclude<Language, "en">;
export const TARGET_LANGUAGES = LANGUAGE_CODES.filter((code): code is TargetLanguage => code !== "en");

export function isTargetLanguage(value: unknown): value is TargetLanguage {
  return TARGET_LANGUAGES.includes(value as TargetLanguage);
}

/**
 * Curated translations, written by people: the English source text (exactly as it appears in the
 * code, after normalizeText) → its version in every other language.
 */
export type CuratedEntries = Record<string, Record<TargetLanguage, string>>;

/** How to reach the LibreTranslate-compatible service (lib/i18n/libretranslate.ts). */
export type ServiceConfig = {
  /** Base URL, e.g. http://127.0.0.1:5000 (without /translate). */
  url: string;
  apiKey?: string;
  /** Per request. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Texts per request. Default 50. */
  maxTextsPerRequest?: number;
  /** Characters per request (LibreTranslate's char limit counts a whole batch). Default 10,000. */
  maxCharsPerRequest?: number;
  /** Requests in flight at once. Default 4. */
  concurrency?: number;
};
