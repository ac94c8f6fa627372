"use client";

import { createContext, useContext, useMemo } from "react";
import { createI18n, translatorFor, type Messages, type Translate } from "@/lib/i18n/translator";
import type { Language } from "@/lib/i18n/languages";

type I18nValue = { language: Language; t: Translate };

/** Outside a provider (a component tested on its own): the English id, its {arguments} filled. */
const fallback: Translate = (id, values) => id.replace(/\{(\w+)\}/g, (match, name: string) => (values && name in values ? String(values[name]) : match));
const I18nContext = createContext<I18nValue>({ language: "en", t: fallback });

/**
 * The page's language (from its address) and the interface messages client components need, in
 * that language only, compiled on the server (lib/i18n/catalog.ts).
 */
export function LanguageProvider({ language, messages = {}, children }: { language: Language; messages?: Messages; children: React.ReactNode }) {
  const value = useMemo(() => ({ language, t: translatorFor(createI18n(language, messages)) }), [language, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLanguage(): Language {
  return useContext(I18nContext).language;
}

/** The translate function for client components (the same messages as the server's). */
export function useT(): Translate {
  return useContext(I18nContext).t;
}
