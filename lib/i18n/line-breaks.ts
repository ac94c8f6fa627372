/**
 * Lines that break between words, never inside one, in languages written without spaces between
 * words (Thai, Khmer). Browsers find their line breaks with a dictionary (ICU's), which does not
 * know transliterated names and splits some compounds: "ลอสแอนเจ|ลิส" (Los Angeles),
 * "เจ้า|หน้าที่" (officials). Node's Intl.Segmenter has the same dictionary and splits them the same
 * way, so it cannot find them: each such word is named once in the language's facts
 * (locales/<lang>/facts.json, `unbrokenWords`; scripts/i18n/checks.ts checks that each is used and
 * that the dictionary does split it), and its grapheme clusters are joined with WORD JOINER
 * (U+2060: invisible, no break on either side, ignored by screen readers). Only between whole
 * clusters (Intl.Segmenter), so a vowel or tone mark never leaves its consonant. Elsewhere the
 * browser's own breaks stay: between the dictionary's words, and at spaces.
 */
const WORD_JOINER = "\u2060";

/** `word` with no break opportunity inside it. */
export function unbroken(word: string, locale: string): string {
  return [...new Intl.Segmenter(locale, { granularity: "grapheme" }).segment(word)].map((s) => s.segment).join(WORD_JOINER);
}

/** `text` with each of `words` kept on one line (the longest first, so a compound wins over its parts). */
export function keepWordsWhole(text: string, words: readonly string[], locale: string): string {
  let out = text;
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    if (out.includes(word)) out = out.split(word).join(unbroken(word, locale));
  }
  return out;
}
