import "server-only";
import type { I18n, Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LANGUAGE_CODES, type Language } from "./languages";
import { en, type MessageId } from "./messages/en";
import { es } from "./messages/es";
import { ko } from "./messages/ko";
import { zh } from "./messages/zh";
import { createI18n, translatorFor, type Translate } from "./translator";

/** Every interface message, per language, as people wrote them (ICU MessageFormat). */
export const CATALOGS: Record<Language, Record<MessageId, string>> = { en, es, zh, ko };

/** Compiled once per process, here on the server: the browser receives compiled messages only. */
const compiled = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [
    language,
    Object.fromEntries(Object.entries(CATALOGS[language]).map(([id, message]) => [id, compileMessage(message)])) as Messages,
  ]),
) as Record<Language, Messages>;

const instances = new Map<Language, I18n>();

/** The Lingui instance for a language (one per process and language). */
export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = createI18n(language, compiled[language]);
    instances.set(language, i18n);
  }
  return i18n;
}

export function translateIn(language: Language): Translate {
  return translatorFor(i18nFor(language));
}

/** The compiled messages with these ids, in one language: what client components need, nothing more. */
export function compiledMessages(language: Language, ids: Iterable<string> = Object.keys(en)): Messages {
  const all = compiled[language];
  return Object.fromEntries([...ids].flatMap((id) => (all[id] !== undefined ? [[id, all[id]]] : [])));
}
