import { LANGUAGE } from "./config";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

/** The visitor's stored language, or English when nothing valid is stored (or storage is blocked). */
export function readStoredLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE.storageKey);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Saves the choice and reloads, so the whole page comes back in that language. */
export function chooseLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE.storageKey, language);
  } catch {
    // Storage blocked (private mode): the reload still happens, in the default language.
  }
  window.location.reload();
}
