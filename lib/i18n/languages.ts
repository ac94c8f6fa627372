// Relative, not "@/…": next.config.ts builds its routes from this list, and loads it without the alias.
import { LANGUAGE } from "../config";

/**
 * The one module that owns the site's languages: their codes, names, HTML and Intl tags, where
 * they live in the URL (lib/i18n/negotiate.ts picks one for a first visit, on the server). English is at the unprefixed paths
 * (`/donate`), the others under their code (`/es/donate`, `/zh/…`, `/ko/…`).
 */
export const LANGUAGES = [
  { code: "en", name: "English", htmlLang: "en", locale: "en-US", dir: "ltr" },
  { code: "es", name: "Español", htmlLang: "es", locale: "es-US", dir: "ltr" },
  { code: "zh", name: "中文", htmlLang: "zh-Hans", locale: "zh-Hans-CN", dir: "ltr" },
  { code: "ko", name: "한국어", htmlLang: "ko", locale: "ko-KR", dir: "ltr" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];
export const DEFAULT_LANGUAGE: Language = "en";
export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((l) => l.code);

export function isLanguage(value: unknown): value is Language {
  return LANGUAGE_CODES.includes(value as Language);
}

/** Set by proxy.ts on every page request: the language of the address (for the 404 document). */
export const PAGE_LANGUAGE_HEADER = "x-page-language";

/** A language code, or English for anything else. */
export function languageFrom(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** `<html lang>` and hreflang values: Chinese is Simplified Chinese. */
export const HTML_LANG = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.htmlLang])) as Record<Language, string>;
/** Intl locales for dates, times and numbers (US conventions for each language). */
export const LOCALES = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.locale])) as Record<Language, string>;

/** The cookie that mirrors the visitor's stored choice (localStorage `language`) for the server. */
export const LANGUAGE_COOKIE = LANGUAGE.storageKey;
/** The choice is remembered for a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The language a path is explicitly in (`/es/…` → es, `/en/…` → en), or null for an unprefixed path. */
export function pathLanguage(pathname: string): Language | null {
  const first = pathname.split("/")[1];
  return isLanguage(first) ? first : null;
}

/** The path without its language prefix: `/es/donate` → `/donate`, `/es` → `/`. */
export function stripLanguage(pathname: string): string {
  const language = pathLanguage(pathname);
  if (!language) return pathname || "/";
  return pathname.slice(language.length + 1) || "/";
}

/**
 * A site-internal address in a language: `/donate` → `/es/donate`, `/#map` → `/es#map`,
 * `/?place=1#map` → `/es?place=1#map`. English stays unprefixed unless `explicit` (a link that
 * must open in English whatever the recipient prefers). Other addresses are returned unchanged.
 */
export function localizeHref(language: Language, href: string, { explicit = false } = {}): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const prefix = /^\/([^/?#]+)/.exec(href);
  const bare = prefix && isLanguage(prefix[1]) ? href.slice(prefix[0].length) || "/" : href;
  if (language === DEFAULT_LANGUAGE && !explicit) return bare;
  const rest = bare === "/" ? "" : bare.startsWith("/?") || bare.startsWith("/#") ? bare.slice(1) : bare;
  return `/${language}${rest}`;
}
