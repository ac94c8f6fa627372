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
