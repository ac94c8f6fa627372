import type { Messages } from "@lingui/core";
import { LANGUAGE_CODES, type Language } from "../languages";
import { compiledCatalog } from "../compiled-messages";
import { normalizeText } from "../normalize";
import type { CuratedEntries, TargetLanguage } from "../types";
import { TARGET_LANGUAGES } from "../types";

type Compiled = Messages[string];

/** The text of a compiled message that has no ICU arguments, or null. */
function plainText(message: Compiled | undefined): string | null {
  if (typeof message === "string") return message;
  if (Array.isArray(message) && message.every((part) => typeof part === "string")) return message.join("");
  return null;
}

// The messages as pages show them (./compiled-messages): a curated translation is the page's text.
const catalogs = Object.fromEntries(LANGUAGE_CODES.map((language) => [language, compiledCatalog(language)])) as Record<Language, Messages>;

/**
 * The interface messages that are plain text (no ICU arguments), as English text → its curated
 * translations in every language. The translation pipeline answers them first, before the cache
 * or the service (a page's walker may meet an interface string in a region it translates), and
 * never overwrites them.
 */
export const curatedEntries: CuratedEntries = Object.fromEntries(
  Object.entries(catalogs.en).flatMap(([id, message]) => {
    const english = plainText(message);
    if (english === null) return [];
    const translations = Object.fromEntries(TARGET_LANGUAGES.map((language) => [language, plainText(catalogs[language][id]) ?? english]));
    return [[normalizeText(english), translations as Record<TargetLanguage, string>]];
  }),
);

const outputs = Object.fromEntries(
  TARGET_LANGUAGES.map((language) => [language, new Set(Object.values(curatedEntries).map((t) => normalizeText(t[language])))]),
) as Record<TargetLanguage, Set<string>>;

/** The curated translation of an English text (any whitespace), or null. */
export function curatedTranslation(text: string, target: TargetLanguage): string | null {
  return curatedEntries[normalizeText(text)]?.[target] ?? null;
}

/** True when the text already is a curated translation (the server rendered it translated). */
export function isCuratedOutput(text: string, target: TargetLanguage): boolean {
  return outputs[target].has(normalizeText(text));
}
