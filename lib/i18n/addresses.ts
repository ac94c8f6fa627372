/**
 * Web and e-mail addresses in a text: never translated (lib/i18n/glossary.ts puts them behind
 * placeholders) and required unchanged in a translation (lib/i18n/translation-checks.ts). Both
 * run on every text a visitor sends to /api/translate, so both must take linear time.
 */

/**
 * http(s):// or www. up to the next space, without the punctuation that ends a sentence. Linear:
 * an attempt scans one word, and fails only when nothing but punctuation follows the prefix,
 * so no other attempt starts inside that word.
 */
export const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'’”]/gu;

/**
 * name@domain.tld. The lookbehind lets a match start only where a run of the characters an
 * address's name may hold starts: without it every position of a long run without an "@"
 * ("aaaa…", "的的的…") was tried to the end of the run, O(n²) — 2,000 characters took 50 ms. The
 * only addresses it no longer finds are glued to the end of another one ("x@y.org+z@w.org"
 * finds only the first), which is no real text.
 */
export const EMAIL_RE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** Either, the web address first where both could start. */
export const ADDRESS_RE = new RegExp(`${URL_RE.source}|${EMAIL_RE.source}`, "gu");
