import { normalizeText } from "@/lib/i18n/normalize";
import type { TargetLanguage } from "@/lib/i18n/types";
import type { MachineTranslation } from "./stores";

/** The translation cache's rows and the normalization every backend applies before a query. */

/** A row of public.lookup_translations()'s JSON. */
export type TranslationRow = { text: string; to_es: string | null; to_zh: string | null; to_ko: string | null; source: string };

const COLUMN: Partial<Record<TargetLanguage, "to_es" | "to_zh" | "to_ko">> = { es: "to_es", zh: "to_zh", ko: "to_ko" };

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
  const column = COLUMN[target];
  if (!column) return new Map();
  const wanted = new Set(asked);
  const found = new Map<string, string>();
  for (const row of rows ?? []) {
    const translation = row[column];
    // A row found through an md5 collision would carry another text: only answer what was asked.
    if (translation && wanted.has(row.text)) found.set(row.text, translation);
  }
  return found;
}
