import { LANGUAGE } from "./settings";
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, localizeHref, stripLanguage, type Language } from "./languages";

/** The visitor's stored choice (localStorage `language`), or null (none, or storage blocked). */
export function readStoredLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE.storageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the choice in localStorage (the visitor's record) and the cookie (for the server's first answer). */
export function storeLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE.storageKey, language);
  } catch {
    // Storage blocked (private mode): the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * Where the reader is on a long page without an anchor in the address: the last section (an
 * element with an id) that starts above the top of the screen, so the page in the other language
 * opens at the same place.
 */
function readingPosition(): string {
  if (window.location.hash) return window.location.hash;
  let found = "";
  for (const el of document.querySelectorAll<HTMLElement>("main [id]")) {
    if (el.getBoundingClientRect().top <= 80) found = `#${el.id}`;
  }
  return window.scrollY > 0 ? found : "";
}

/** Saves the choice and opens the same page, at the same place, in that language. */
export function chooseLanguage(language: Language) {
  storeLanguage(language);
  // English is unprefixed: the cookie just set tells the server to answer it in English.
  const path = localizeHref(language, stripLanguage(window.location.pathname));
  // A full load on purpose: another language is another root layout (`<html lang>`, every string).
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`${path}${window.location.search}${readingPosition()}`);
}
