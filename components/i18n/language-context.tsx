"use client";

import { createContext, useContext, useMemo } from "react";
import { createI18n, translatorFor, type Messages, type Translator, type Values } from "@/lib/i18n/translator";
import { ENGLISH_CLIENT_FACTS, type ClientFacts } from "@/lib/i18n/facts";
import type { Language } from "@/lib/i18n/languages";

type I18nValue = { language: Language; i18n: Translator; facts: ClientFacts };

/** Outside a provider (a component tested on its own): the English id, its {arguments} filled. */
const fallback: Translator = {
  _: (id: string, values?: Values) => id.replace(/\{(\w+)\}/g, (match, name: string) => (values && name in values ? String(values[name]) : match)),
};
/** English's clock and weekdays, and no search words. */
const ENGLISH_FACTS = ENGLISH_CLIENT_FACTS;
const I18nContext = createContext<I18nValue>({ language: "en", i18n: fallback, facts: ENGLISH_FACTS });

/**
 * The page's language (from its address) and the interface messages client components need, in
 * that language only, compiled on the server (lib/i18n/catalog.ts).
 */
export function LanguageProvider({
  language,
  messages = {},
  facts = ENGLISH_FACTS,
  children,
}: {
  language: Language;
  messages?: Messages;
  facts?: ClientFacts;
  children: React.ReactNode;
}) {
  const value = useMemo(() => ({ language, i18n: translatorFor(createI18n(facts.locale, messages)), facts }), [language, messages, facts]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLanguage(): Language {
  return useContext(I18nContext).language;
}

/** The translate function for client components (the same messages as the server's). */
export function useI18n(): Translator {
  return useContext(I18nContext).i18n;
}

/** The page language's clock, weekdays and search words (lib/i18n/facts.ts). */
export function useLanguageFacts(): ClientFacts {
  return useContext(I18nContext).facts;
}
