import { EMAIL_RE, URL_RE } from "./addresses";

/**
 * The checks a machine translation must pass (lib/i18n/libretranslate.ts): the engine can loop
 * ("Refugio Refugio Refugio …") or drop a number. Both sides come from visitors (the source is a
 * text a page sent, the output the engine's rendering of it), so each check must stay fast on
 * hostile text.
 */

/** How many more times a phrase may repeat back to back in the output than in the source. */
export const MAX_EXTRA_REPEATS = 4;

function occurrences(haystack: string, needle: string): number {
  if (!needle) return 0;
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++;
  return count;
}

/** The texts' phrases: up to 40 characters, starting with a non-space. */
const UNIT = "(\\S.{0,39}?)";

/**
 * The longest run of one phrase (with a letter) repeated back to back in the source,
 * case-insensitively: "help, help, help" → 3. Every position is tried (zero-width lookahead), so
 * an overlapping shorter run cannot hide a longer one. Double letters ("free", "all") are
 * spelling, not repetition: single characters do not count.
 */
export function longestRun(text: string): number {
  let longest = 1;
  for (const match of text.matchAll(new RegExp(`(?=(${UNIT}(?:\\s*\\2)+))`, "gisu"))) {
    const [, run, unit] = match as unknown as [string, string, string];
    if (unit.trim().length < 2 || !/\p{L}/u.test(unit)) continue;
    longest = Math.max(longest, occurrences(run.toLowerCase(), unit.toLowerCase()));
  }
  return longest;
}

/**
 * "Refugio Refugio Refugio Refugio …", "的的的的…": the engine looping. Rejected when a phrase
 * repeats back to back at least MAX_EXTRA_REPEATS times more than any phrase of the source does
 * (a source without repetition counts as 0), or when the output is far longer than the source.
 */
export function hasRunawayRepetition(source: string, output: string): boolean {
  if (output.length > 3 * source.length + 20) return true;
  const sourceRun = longestRun(source);
  const limit = (sourceRun > 1 ? sourceRun : 0) + MAX_EXTRA_REPEATS;
  const looping = new RegExp(`(?=${UNIT}(?:\\s*\\1){${limit - 1},})`, "gisu");
  for (const match of output.matchAll(looping)) {
    if (/\p{L}/u.test(match[1]!)) return true;
  }
  return false;
}

const DIGITS_RE = /\p{Nd}+/gu;

/** Numbers (times, phone numbers, addresses), web and e-mail addresses must survive unchanged. */
export function keepsFacts(source: string, output: string): boolean {
  const facts = [...(source.match(DIGITS_RE) ?? []), ...(source.match(URL_RE) ?? []), ...(source.match(EMAIL_RE) ?? [])];
  return facts.every((fact) => output.includes(fact));
}
