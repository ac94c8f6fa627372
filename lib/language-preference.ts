import { LANGUAGE } from "./config";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from "./i18n/language";
import { isLanguage, type Language } from "./languages";

/** The visitor's stored language, else the one the page was rendered in (storage may be blocked). */
export function readStoredLanguage(fallback: Language): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE.storageKey);
    return isLanguage(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Remembers the language in localStorage (the visitor's choice) and the cookie (for the server). */
export function storeLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE.storageKey, language);
  } catch {
    // Storage blocked (private mode): the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** Saves the choice and reloads, so the server renders the whole page in that language. */
export function chooseLanguage(language: Language) {
  storeLanguage(language);
  window.location.reload();
}
