"use client";

import { useEffect } from "react";
import { LANGUAGE_COOKIE, localizeHref, pathLanguage } from "@/lib/i18n/languages";
import { readStoredLanguage, storeLanguage } from "@/lib/i18n/language-preference";
import { useLanguage } from "./language-context";

const REDIRECTED_KEY = "language-sync-redirected";

/**
 * The visitor's stored choice (localStorage, as the original spec keeps it) is mirrored in a
 * cookie so the server can answer an unprefixed address in it. If the cookie is gone (cleared or
 * expired) while the choice is still stored, an unprefixed page came back in the negotiated
 * language: set the cookie again and open the page in the stored language, once. A page at an
 * explicit language address (`/es/…`, `/en/…`, a shared link) is never moved.
 */
export function LanguageSync() {
  const rendered = useLanguage();
  useEffect(() => {
    if (pathLanguage(window.location.pathname)) return;
    const stored = readStoredLanguage();
    if (!stored || stored === rendered) return;
    if (document.cookie.split("; ").includes(`${LANGUAGE_COOKIE}=${stored}`)) return;
    storeLanguage(stored);
    try {
      if (window.sessionStorage.getItem(REDIRECTED_KEY)) return; // cookies blocked: do not loop
      window.sessionStorage.setItem(REDIRECTED_KEY, "1");
    } catch {
      return;
    }
    const { pathname, search, hash } = window.location;
    window.location.replace(`${localizeHref(stored, pathname)}${search}${hash}`);
  }, [rendered]);
  return null;
}
