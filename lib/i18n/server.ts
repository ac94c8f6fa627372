import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import type { Language } from "@/lib/languages";
import { curatedEntries } from "./curated";
import { LANGUAGE_COOKIE, languageFrom } from "./language";
import { createTranslate, type Messages, type Translate } from "./translator";
import { TARGET_LANGUAGES, type TargetLanguage } from "./types";

/** The visitor's language for this request, from the language cookie. */
export const getLanguage = cache(async (): Promise<Language> => languageFrom((await cookies()).get(LANGUAGE_COOKIE)?.value));

const tables = Object.fromEntries(
  TARGET_LANGUAGES.map((lang) => [lang, Object.fromEntries(Object.entries(curatedEntries).map(([en, t]) => [en, t[lang]]))]),
) as Record<TargetLanguage, Messages>;

/** Every curated message in one language (server side: the whole dictionary). */
export function messagesFor(language: Language): Messages {
  return language === "en" ? {} : tables[language];
}

/** The translate function for this request's language. */
export const getT = cache(async (): Promise<Translate> => {
  const language = await getLanguage();
  return createTranslate(language, messagesFor(language));
});

/** Only the messages for these English strings: what a client component needs, nothing more. */
export function pickMessages(language: Language, keys: Iterable<string>): Messages {
  const all = messagesFor(language);
  const picked: Messages = {};
  for (const key of keys) if (all[key] !== undefined) picked[key] = all[key];
  return picked;
}
