"use client";

import { useEffect } from "react";
import { LANGUAGE } from "@/lib/config";
import { readStoredLanguage, storeLanguage } from "@/lib/language-preference";
import { isLanguage } from "@/lib/languages";
import { useLanguage } from "./language-context";

const RELOADED_KEY = "language-sync-reloaded";

/**
 * Keeps the two records of the language choice together: a `?lang=` link is copied into
 * localStorage; a choice stored in localStorage that the server did not see (cookie missing or
 * expired) sets the cookie and reloads once, so the page comes back in that language.
 */
export function LanguageSync() {
  const rendered = useLanguage();
  useEffect(() => {
    const fromLink = new URLSearchParams(window.location.search).get("lang");
    if (isLanguage(fromLink)) {
      storeLanguage(fromLink);
      return;
    }
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LANGUAGE.storageKey);
    } catch {
      return;
    }
    if (!isLanguage(stored) || stored === rendered) return;
    storeLanguage(readStoredLanguage(rendered));
    try {
      if (window.sessionStorage.getItem(RELOADED_KEY)) return; // cookies blocked: do not loop
      window.sessionStorage.setItem(RELOADED_KEY, "1");
    } catch {
      return;
    }
    window.location.reload();
  }, [rendered]);
  return null;
}
