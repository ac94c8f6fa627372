import { normalizeText } from "@/lib/i18n/normalize";
import { isTargetLanguage, type TargetLanguage } from "@/lib/i18n/types";
import type { MachineTranslation } from "./stores";

/** The translation cache's rows and the normalization every backend applies before a query. */

/**
 * A row of public.lookup_translations()'s JSON: `translated` maps a language code (a code of
 * lib/i18n/languages.ts, hyphenated ones included) to the text's translation into that language;
 * a language without one is absent.
 */
export type TranslationRow = { text: string; translated: Readonly<Record<string, string>> | null; source: string };

/**
 * Refuses a target outside the site's languages (lib/i18n/languages.ts), with the error the
 * database gives for one that is not even shaped like a language code: the database knows the
 * shape of a code, only the application knows the list.
 */
export function checkTarget(target: unknown): asserts target is TargetLanguage {
  if (!isTargetLanguage(target)) throw new Error(`Unsupported target language: ${String(target)}`);
}

export function uniqueNormalized(texts: string[]): string[] {
  return [...new Set(texts.map(normalizeText).filter((t) => t !== ""))];
}

export function normalizedPairs(pairs: MachineTranslation[]): MachineTranslation[] {
  const byText = new Map<string, string>();
  for (const { text, translation } of pairs) {
    const key = normalizeText(text);
    const value = translation.trim();
    if (key && value) byText.set(key, value);
  }
  return [...byText].map(([text, translation]) => ({ text, translation }));
}

export function translationsFound(rows: TranslationRow[] | null, target: TargetLanguage, asked: string[]): Map<string, string> {
  const wanted = new Set(asked);
  const found = new Map<string, string>();
  for (const row of rows ?? []) {
    // Only the row's own key: never something an object inherits (`constructor`, `__proto__`).
    const translation = row.translated && Object.hasOwn(row.translated, target) ? row.translated[target] : undefined;
    // A row found through an md5 collision would carry another text: only answer what was asked.
    if (typeof translation === "string" && translation && wanted.has(row.text)) found.set(row.text, translation);
  }
  return found;
}
