import type { CuratedEntries, TargetLanguage } from "../types";
import { normalizeText } from "../normalize";
import { guideTranslations } from "./guide";
import { pageTranslations } from "./pages";
import { uiTranslations } from "./ui";

/** Every curated dictionary. Curated translations always win over cached or machine ones. */
// Later entries win for a key found twice; the interface strings come last.
const DICTIONARIES: CuratedEntries[] = [guideTranslations, pageTranslations, uiTranslations];

const merged: CuratedEntries = Object.assign({}, ...DICTIONARIES);

const outputs: Record<TargetLanguage, Set<string>> = {
  es: new Set(Object.values(merged).map((t) => normalizeText(t.es))),
  zh: new Set(Object.values(merged).map((t) => normalizeText(t.zh))),
  ko: new Set(Object.values(merged).map((t) => normalizeText(t.ko))),
};

/** The curated translation of an English text (any whitespace), or null. */
export function curatedTranslation(text: string, target: TargetLanguage): string | null {
  return merged[normalizeText(text)]?.[target] ?? null;
}

/** True when the text already is a curated translation (the server rendered it translated). */
export function isCuratedOutput(text: string, target: TargetLanguage): boolean {
  return outputs[target].has(normalizeText(text));
}

export const curatedEntries = merged;
