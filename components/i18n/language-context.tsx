"use client";

import { createContext, useContext, useMemo } from "react";
import { createI18n, translatorFor, type Messages, type Translator, type Values } from "@/lib/i18n/translator";
import { ENGLISH_CLIENT_FACTS, type ClientFacts } from "@/lib/i18n/facts";
import type { Language } from "@/lib/i18n/languages";

type I18nValue = { language: Language; i18n: Translator; facts: ClientFacts; messages: Messages };

/** Outside a provider (a component tested on its own): the English id, its {arguments} filled. */
const fallback: Translator = {
  _: (id: string, values?: Values) => id.replace(/\{(\w+)\}/g, (match, name: string) => (values && name in values ? String(values[name]) : match)),
};
/** English's clock and weekdays, and no search words. */
const ENGLISH_FACTS = ENGLISH_CLIENT_FACTS;
const I18nContext = createContext<I18nValue>({ language: "en", i18n: fallback, facts: ENGLISH_FACTS, messages: {} });

/**
 * Over the messages given: in development, a message the page was not given says so (the browser
 * would show its English id), which tests/i18n/client-messages.test.ts prevents at build time.
 */
function translator(locale: string, messages: Messages): Translator {
  const translate = translatorFor(createI18n(locale, messages));
  if (process.env.NODE_ENV !== "development" || Object.keys(messages).length === 0) return translate;
  return {
    _: (id, values) => {
      if (!(id in messages)) console.error(`Interface message not given to this page's client components: ${JSON.stringify(id)} (lib/i18n/client-messages.ts)`);
      return translate._(id, values);
    },
  };
}

/**
 * The page's language (from its address) and the interface messages its client components can
 * show, in that language only, compiled on the server (lib/i18n/client-messages.ts).
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
  const value = useMemo(() => ({ language, i18n: translator(facts.locale, messages), facts, messages }), [language, messages, facts]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** A page's own client messages, beside the layout's (components/i18n/page-messages.tsx). */
export function MoreMessages({ messages, children }: { messages: Messages; children: React.ReactNode }) {
  const outer = useContext(I18nContext);
  const value = useMemo(() => {
    const all = { ...outer.messages, ...messages };
    return { ...outer, i18n: translator(outer.facts.locale, all), messages: all };
  }, [outer, messages]);
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
