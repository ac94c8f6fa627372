// Relative, not "@/…": next.config.ts builds its routes from this list, and loads it without the alias.
import { LANGUAGE } from "./settings";

/**
 * The one module that owns the site's languages: their codes, their names (in their own script,
 * for the language menu) and HTML tags. Everything else is derived from this list: routes, negotiation, hreflang,
 * the language menu, the translation API's targets, the tests. A language's text and facts live in
 * locales/<code>/ (docs/i18n.md: adding a language). English is at the unprefixed paths
 * (`/donate`), the others under their code (`/es/donate`, `/zh-Hant/…`). The order is the menu's:
 * Los Angeles County's threshold languages, the most spoken first. A language's writing direction
 * and Intl locale are among its facts (locales/<code>/facts.json, lib/i18n/facts.ts): the browser
 * gets only the page language's.
 */
export const LANGUAGES = [
  { code: "en", name: "English", htmlLang: "en" },
  { code: "es", name: "Español", htmlLang: "es" },
  { code: "zh", name: "简体中文", htmlLang: "zh-Hans" },
  { code: "zh-Hant", name: "繁體中文", htmlLang: "zh-Hant" },
  { code: "ko", name: "한국어", htmlLang: "ko" },
  { code: "hy", name: "Հայերեն", htmlLang: "hy" },
  { code: "tl", name: "Tagalog", htmlLang: "tl" },
  { code: "vi", name: "Tiếng Việt", htmlLang: "vi" },
  { code: "fa", name: "فارسی", htmlLang: "fa" },
  { code: "ru", name: "Русский", htmlLang: "ru" },
  { code: "ja", name: "日本語", htmlLang: "ja" },
  { code: "km", name: "ខ្មែរ", htmlLang: "km" },
  { code: "ar", name: "العربية", htmlLang: "ar" },
  { code: "th", name: "ไทย", htmlLang: "th" },
  { code: "hi", name: "हिन्दी", htmlLang: "hi" },
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

/** `<html lang>` and hreflang values (`zh` is Simplified Chinese, `zh-Hans`). */
export const HTML_LANG = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.htmlLang])) as Record<Language, string>;

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
