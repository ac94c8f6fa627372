"use client";

import { createContext, useContext, useMemo } from "react";
import { createTranslate, type Messages, type Translate } from "@/lib/i18n/translator";
import type { Language } from "@/lib/languages";

type I18n = { language: Language; messages: Messages };

const I18nContext = createContext<I18n>({ language: "en", messages: {} });

/**
 * The language the server rendered this page in (from the language cookie) and the curated
 * interface messages client components need, in that language only.
 */
export function LanguageProvider({ language, messages = {}, children }: { language: Language; messages?: Messages; children: React.ReactNode }) {
  const value = useMemo(() => ({ language, messages }), [language, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLanguage(): Language {
  return useContext(I18nContext).language;
}

/** The translate function for client components (same rules as the server's). */
export function useT(): Translate {
  const { language, messages } = useContext(I18nContext);
  return useMemo(() => createTranslate(language, messages), [language, messages]);
}
