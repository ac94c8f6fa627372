import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type english from "@/locales/en/messages.json";

export type { Messages } from "@lingui/core";

export type Values = Record<string, string | number>;

/** Every interface message id: the English catalog's (locales/en/messages.po, compiled by `npm run i18n:compile`). */
export type MessageId = keyof (typeof english)["messages"];

/**
 * A literal id must be in the catalog (a missing message fails the type-check); a string known
 * only at run time (a label from a table, a form error) is checked by tests/locales.test.ts,
 * which runs Lingui's extractor over the code.
 */
export type KnownId<T extends string> = string extends T ? T : T extends MessageId ? T : MessageId;

/**
 * Translates an interface message by its id, filling its ICU arguments:
 * `i18n._("{count} places", { count: 3 })` → "3 places", "3 lugares", "3 个地点". The name and
 * shape are Lingui's (`i18n._`), so `lingui extract` finds every message in the code.
 */
export type Translator = { _: <T extends string>(id: KnownId<T>, values?: Values) => string };

/**
 * A Lingui instance for one language over compiled messages (compiled on the server,
 * lib/i18n/catalog.ts: the browser never parses ICU). Plurals follow the language's rules
 * (Intl.PluralRules) and numbers its conventions.
 */
export function createI18n(locale: string, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

export function translatorFor(i18n: I18n): Translator {
  return { _: (id, values) => i18n._(id, values) };
}
