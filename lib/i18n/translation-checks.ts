import { EMAIL_RE, URL_RE } from "./addresses";

/**
 * The checks a machine translation must pass (lib/i18n/libretranslate.ts): the engine can loop
 * ("Refugio Refugio Refugio …") or drop a number. Both sides come from visitors (the source is a
 * text a page sent, the output the engine's rendering of it), so each check must stay fast on
 * hostile text.
 */

/** How many more times a phrase may repeat back to back in the output than in the source. */
export const MAX_EXTRA_REPEATS = 4;

/** The longest phrase the repetition check looks for, in characters (code points). */
const MAX_UNIT = 40;

const WHITESPACE_RE = /\s+/gu;
const LETTER_RE = /^\p{L}$/u;
/** \p{L} of each BMP code point, worked out once when first seen: 0 not yet, 1 letter, 2 not. 64 KB. */
const BMP_LETTERS = new Uint8Array(0x10000);

function isLetter(c: number): boolean {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
  if (c > 0xffff) return LETTER_RE.test(String.fromCodePoint(c));
  if (BMP_LETTERS[c] === 0) BMP_LETTERS[c] = LETTER_RE.test(String.fromCharCode(c)) ? 1 : 2;
  return BMP_LETTERS[c] === 1;
}

/**
 * A text as the repetition check reads it: lower case (repeats are found case-insensitively),
 * without whitespace (whitespace between repeats is ignored), as code points. Code points rather
 * than UTF-16 code units: a phrase's 1–40 characters are counted as a reader counts them (as the
 * old check's u-flag regex did), and a character outside the BMP (CJK Extension B, emoji) is one
 * character — repeated, it is a "single character", never a two-unit "phrase", and it is tested
 * for being a letter whole.
 * letters[i] and same[i] are prefix counts: letters among chars[0..i), and positions j < i with
 * chars[j] === chars[j + 1].
 */
type Folded = { chars: Int32Array; length: number; letters: Int32Array; same: Int32Array };

function fold(text: string): Folded {
  const folded = text.toLowerCase().replace(WHITESPACE_RE, "");
  const chars = new Int32Array(folded.length);
  const letters = new Int32Array(folded.length + 1);
  const same = new Int32Array(folded.length + 1);
  let length = 0;
  for (let i = 0; i < folded.length; length++) {
    const c = folded.codePointAt(i)!;
    i += c > 0xffff ? 2 : 1;
    chars[length] = c;
    letters[length + 1] = letters[length]! + (isLetter(c) ? 1 : 0);
    if (length > 0) same[length] = same[length - 1]! + (chars[length - 1] === c ? 1 : 0);
  }
  return { chars, length, letters, same };
}

/**
 * The most times one phrase of exactly p characters, with a letter, repeats back to back in the
 * text (1 when none does); it stops looking once it has found `enough`. With `spelling`, a phrase
 * that is one character repeated ("ee" of "free") is not a phrase.
 *
 * A stretch of m positions s ≤ i < s + m where chars[i] === chars[i + p] is the text
 * chars[s .. s+m+p), which repeats its first p characters back to back floor((m + p) / p) times.
 * Any p consecutive characters of it are the same characters in another order, so the p after any
 * of its positions tell whether the phrase has a letter or is one character repeated. Probes are
 * at most p apart (0, p, 2p, …), so every stretch that repeats at all (m ≥ p) holds one; a probe
 * that hits a stretch worth counting is extended both ways to the stretch's ends, and probing
 * resumes after it. Each position is probed or extended over at most once: O(n) for one p, so
 * O(n · MAX_UNIT) in all, and about O(n / p) for text with little repetition. No backtracking:
 * the old regex tried every phrase length at every position and backtracked over the repeats
 * (seconds for 100 texts of "ab ab ab …").
 */
function longestRepeatOf(p: number, t: Folded, spelling: boolean, enough = Infinity): number {
  const { chars, length: n, letters, same } = t;
  let longest = 1;
  for (let i = 0; i + p < n; ) {
    const counts =
      chars[i] === chars[i + p] && letters[i + p]! > letters[i]! && !(spelling && p > 1 && same[i + p - 1]! - same[i]! === p - 1);
    if (!counts) {
      i += p;
      continue;
    }
    let start = i;
    while (start > 0 && chars[start - 1] === chars[start - 1 + p]) start--;
    let end = i + 1;
    while (end + p < n && chars[end] === chars[end + p]) end++;
    longest = Math.max(longest, Math.floor((end - start + p) / p));
    if (longest >= enough) break;
    i = end + 1;
  }
  return longest;
}

/**
 * The longest run of one phrase (2–40 characters, with a letter) repeated back to back in the
 * text, case-insensitively and ignoring whitespace: "help, help, help," → 3; 1 when nothing
 * repeats. Double letters ("free", "all") are spelling, not repetition: a single character, or a
 * phrase that is one character repeated, does not count. Phrases of p characters repeat at most
 * n / p times, so longer phrases are not looked for once they cannot beat the longest run found.
 */
export function longestRun(text: string): number {
  const t = fold(text);
  let longest = 1;
  for (let p = 2; p <= MAX_UNIT && Math.floor(t.length / p) > longest; p++) longest = Math.max(longest, longestRepeatOf(p, t, true));
  return longest;
}

/**
 * "Refugio Refugio Refugio Refugio …", "的的的的…": the engine looping. Rejected when a phrase
 * of 1–40 characters with a letter (here a single character counts too) repeats back to back at
 * least MAX_EXTRA_REPEATS times more than any phrase of the source does (a source without
 * repetition counts as 0), or when the output is far longer than the source.
 */
export function hasRunawayRepetition(source: string, output: string): boolean {
  if (output.length > 3 * source.length + 20) return true;
  const sourceRun = longestRun(source);
  const limit = (sourceRun > 1 ? sourceRun : 0) + MAX_EXTRA_REPEATS;
  const t = fold(output);
  for (let p = 1; p <= MAX_UNIT && Math.floor(t.length / p) >= limit; p++) {
    if (longestRepeatOf(p, t, false, limit) >= limit) return true;
  }
  return false;
}

const DIGITS_RE = /\p{Nd}+/gu;

const factsOf = (text: string) => [
  ...(text.match(DIGITS_RE) ?? []),
  ...(text.match(URL_RE) ?? []),
  // Linear either way; without an "@" not even one pass is needed.
  ...((text.includes("@") && text.match(EMAIL_RE)) || []),
];

/**
 * Numbers (times, phone numbers, addresses), web and e-mail addresses must survive unchanged.
 * Linear in what a visitor sends: a fact that is one of the output's own numbers or addresses is
 * found in a set; only the others are searched for in the whole output (a number may sit inside a
 * longer one, "5" in "15"), each distinct fact once — before, every fact was, and 100 texts of 500
 * different numbers took 30 ms.
 */
export function keepsFacts(source: string, output: string): boolean {
  const facts = new Set(factsOf(source));
  if (facts.size === 0) return true;
  const outputFacts = new Set(factsOf(output));
  for (const fact of facts) if (!outputFacts.has(fact) && !output.includes(fact)) return false;
  return true;
}
