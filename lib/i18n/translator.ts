import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { LOCALES, type Language } from "./languages";

export type { Messages } from "@lingui/core";

export type Values = Record<string, string | number>;

/**
 * Translates an interface message by its id (the English text, lib/i18n/messages/en.ts), filling
 * its ICU arguments: `t("{count} places", { count: 3 })` → "3 places", "3 lugares", "3 个地点".
 */
export type Translate = (id: string, values?: Values) => string;

/**
 * A Lingui instance for one language over compiled messages (compiled on the server,
 * lib/i18n/catalog.ts: the browser never parses ICU). Plurals follow the language's rules
 * (Intl.PluralRules) and numbers its conventions.
 */
export function createI18n(language: Language, messages: Messages): I18n {
  return setupI18n({ locale: LOCALES[language], messages: { [LOCALES[language]]: messages } });
}

export function translatorFor(i18n: I18n): Translate {
  return (id, values) => i18n._(id, values);
}
