import { LANGUAGE_CODES } from "./languages";

/*
 * What routes and documents need of the language list, kept out of ./languages.ts, which the
 * browser loads (the language menu): none of this is sent to it. Relative imports only:
 * next.config.ts reads this file without the "@/" alias.
 */

/** The languages as one alternation for route patterns ("en|es|…"), from ./languages.ts. */
export const LANGUAGE_ALTERNATION = LANGUAGE_CODES.join("|");

/**
 * A language's address segment, exactly as written ("es", "zh-Hant", never "ES" or "zh-hant"): what
 * proxy.ts's matcher skips, written out there because Next reads a matcher at build
 * (tests/proxy.test.ts compares the two). Anything else in that place goes through the proxy,
 * which redirects another spelling of a language to its code and leaves the rest to be a 404.
 */
export const LANGUAGE_SEGMENT = `(?:${LANGUAGE_ALTERNATION})`;

