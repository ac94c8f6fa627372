/**
 * Web and e-mail addresses in a text: never translated (lib/i18n/glossary.ts puts them behind
 * placeholders) and required unchanged in a translation (lib/i18n/translation-checks.ts).
 */

/** http(s):// or www. up to the next space, without the punctuation that ends a sentence. */
export const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'’”]/gu;

export const EMAIL_RE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** Either, the web address first where both could start. */
export const ADDRESS_RE = new RegExp(`${URL_RE.source}|${EMAIL_RE.source}`, "gu");
