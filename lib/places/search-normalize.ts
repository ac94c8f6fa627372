/**
 * How the map's search compares text (lib/places/search.ts): the same two forms of a query and of
 * a place's text, so a word is found however a phone keyboard typed it.
 */

/**
 * Marks that people often leave out when they type: accents on Latin, Greek and Cyrillic letters
 * ("farmacia" finds "fármacia", "tieng viet" finds "Tiếng Việt") and Arabic short vowels. Never
 * the vowel signs of Khmer, Thai or Devanagari, which are letters there (Khmer ទឹក "water" is not
 * ទុក "keep").
 */
const ACCENTS = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+|()[\u064B-\u065F\u0670]/gu;

/**
 * Letters written more than one way by keyboards of the same script: Arabic and Persian keyboards
 * type different yeh and kaf (ي/ی, ك/ک), alef with or without hamza (أ إ آ ا), teh marbuta as heh;
 * Vietnamese đ has no decomposition; Devanagari's nukta (फ़ / फ) and chandrabindu (ँ / ं) are often
 * left out. One form of each, on both sides of a comparison.
 */
const VARIANTS: Record<string, string> = {
  "\u06CC": "\u064A", // Persian yeh → Arabic yeh
  "\u0649": "\u064A", // alef maksura → yeh
  "\u06A9": "\u0643", // Persian kaf → Arabic kaf
  "\u0623": "\u0627",
  "\u0625": "\u0627",
  "\u0622": "\u0627",
  "\u0629": "\u0647", // teh marbuta → heh
  "\u0111": "d", // đ
  "\u093C": "", // Devanagari nukta
  "\u0901": "\u0902", // chandrabindu → anusvara
};
const VARIANT_LETTERS = new RegExp(`[${Object.keys(VARIANTS).join("")}]`, "gu");

/** Anything but letters, digits and the marks of a letter: a word's edge. */
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;

/**
 * A text as compared, accents kept: compatibility forms unified (full-width letters), lower case,
 * one form of each variant letter, punctuation as single spaces ("mag-charge" → "mag charge").
 * Korean syllables stay whole ("물" never matches inside "무료").
 */
export function normalizeExact(text: string): string {
  return compared(text).exact;
}

/** A word as compared, its accents removed too (ACCENTS): "médico" → "medico", "tắm" → "tam". */
export function stripAccents(text: string): string {
  return ASCII.test(text) ? text : text.normalize("NFKD").replace(ACCENTS, "$1").normalize("NFC");
}

/** Both at once: what the search compares ("Ｆｏｏｄ" → "food", "baño" → "bano"). */
export function normalizeSearch(text: string): string {
  return compared(text).stripped;
}

/** A text in both compared forms, decomposed once (a query is compared both ways on every keystroke). */
export function compared(text: string): { exact: string; stripped: string } {
  const lower = text.toLowerCase();
  if (ASCII.test(lower)) {
    const plain = lower.replace(SEPARATORS, " ").trim();
    return { exact: plain, stripped: plain };
  }
  const decomposed = lower.normalize("NFKD").replace(VARIANT_LETTERS, (c) => VARIANTS[c]!);
  const exact = decomposed.normalize("NFC").replace(SEPARATORS, " ").trim();
  const unaccented = decomposed.replace(ACCENTS, "$1");
  // Most text has no accent to remove (Chinese, Thai, plain English): then both forms are one.
  return { exact, stripped: unaccented === decomposed ? exact : unaccented.normalize("NFC").replace(SEPARATORS, " ").trim() };
}
const ASCII = /^[\x00-\x7F]*$/;

/** Writing systems that put no spaces between words. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Khmer}\p{Script=Lao}\p{Script=Myanmar}]/u;

/** Korean: spaced, but compounds and particles are written onto a word ("휴대폰충전", "담요가"). */
export const HANGUL = /\p{Script=Hangul}/u;

/** Alphabets whose misspellings the search corrects (a word one slip from a known word). */
export const ALPHABETIC = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}]+$/u;
