import { LANGUAGE_CODES } from "./languages";

/*
 * What routes and documents need of the language list, kept out of ./languages.ts, which the
 * browser loads (the language menu): none of this is sent to it. Relative imports only:
 * next.config.ts reads this file without the "@/" alias.
 */

/** The languages as one alternation for route patterns ("en|es|…"), from ./languages.ts. */
export const LANGUAGE_ALTERNATION = LANGUAGE_CODES.join("|");

/**
 * What a language's address segment looks like ("es", "zh-Hant"): the shape proxy.ts's matcher
 * skips, because Next reads a matcher at build and it cannot be computed from the list. Every code
 * in the list must match it (tests/proxy.test.ts); an address of this shape that is no language is a 404.
 */
export const LANGUAGE_SEGMENT = "[a-z]{2,3}(?:-[A-Za-z]{2,4})?";

