import { LANGUAGE } from "@/lib/config";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@/lib/languages";

/** The cookie that tells the server which language to render (mirrors localStorage `language`). */
export const LANGUAGE_COOKIE = LANGUAGE.storageKey;
/** The choice is remembered for a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** `<html lang>` values: Chinese is Simplified Chinese. */
export const HTML_LANG: Record<Language, string> = { en: "en", es: "es", zh: "zh-Hans", ko: "ko" };

export function languageFrom(value: string | undefined | null): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
