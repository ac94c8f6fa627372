/**
 * Numbers with separators inside right-to-left text. After Arabic-script letters the Unicode bidi
 * algorithm reads digits as Arabic numbers, and a hyphen between them as a neutral: "2-1-1" is
 * shown "1-1-2" and "1-800-985-5990" as "5990-985-800-1" (tested by the phone review, Chromium,
 * Farsi and Arabic). Each such number is isolated left-to-right (U+2066 … U+2069), invisible and
 * ignored by screen readers, so it reads as it is dialled. Only for right-to-left languages.
 */
const NUMBER_WITH_SEPARATORS = /(?:\(\d{3}\)\s?)?\d+(?:[-–./:]\d+)+/g;
const LRI = "\u2066";
const PDI = "\u2069";

export function isolateNumbers(text: string): string {
  return text.replace(NUMBER_WITH_SEPARATORS, (number) => `${LRI}${number}${PDI}`);
}

/** A phone number or address inside a right-to-left sentence, isolated left-to-right; unchanged in a left-to-right page. */
export const ltrInside = (dir: "ltr" | "rtl" | undefined, text: string) => (dir === "rtl" && text ? `${LRI}${text}${PDI}` : text);

/** A number with separators, with the isolates a right-to-left page put around it. */
const NUMBER_RUN = new RegExp(`(${LRI}?${NUMBER_WITH_SEPARATORS.source}${PDI}?)`);

/**
 * The text split around its numbers with separators: the odd entries are the numbers. The page
 * keeps each on one line (components/content/unbroken-numbers.tsx): browsers break after a
 * hyphen, and "2-1-" at a line's end with "1" below, or "(626) 555-" with "0102", is misdialled.
 */
export function splitNumbers(text: string): string[] {
  return text.split(NUMBER_RUN);
}
