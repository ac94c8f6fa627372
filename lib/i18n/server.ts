import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { i18nIn } from "./catalog";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";
import type { Translator } from "./translator";

/**
 * The language of this request comes from the URL (`app/[lang]`): the layout and every page call
 * pageLanguage(params) first, and the components they render read it with getLanguage(). A
 * per-request store (React's cache) carries it down, as next-intl's setRequestLocale does, so
 * nothing reads cookies or headers and the pages can be rendered ahead of time.
 */
const requestLanguage = cache(() => ({ current: DEFAULT_LANGUAGE as Language }));

/** The `[lang]` segment of a page or layout, checked (anything else is a 404), as this request's language. */
export async function pageLanguage(params: Promise<{ lang: string }>): Promise<Language> {
  const { lang } = await params;
  if (!isLanguage(lang)) notFound();
  requestLanguage().current = lang;
  return lang;
}

/** The visitor's language for this request. */
export async function getLanguage(): Promise<Language> {
  return requestLanguage().current;
}

/** The translate function for this request's language. */
export async function getI18n(): Promise<Translator> {
  return i18nIn(await getLanguage());
}
