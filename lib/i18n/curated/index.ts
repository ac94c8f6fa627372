import { en } from "../messages/en";
import { es } from "../messages/es";
import { ko } from "../messages/ko";
import { zh } from "../messages/zh";
import { normalizeText } from "../normalize";
import type { CuratedEntries, TargetLanguage } from "../types";

/**
 * The interface messages that are plain text (no ICU arguments), as English text → its curated
 * translations. The translation pipeline answers them first, before the cache or the service (a
 * page's walker may meet an interface string in a region it translates), and never overwrites them.
 */
export const curatedEntries: CuratedEntries = Object.fromEntries(
  (Object.keys(en) as (keyof typeof en)[])
    .filter((id) => !en[id].includes("{"))
    .map((id) => [normalizeText(en[id]), { es: es[id], zh: zh[id], ko: ko[id] }]),
);

const outputs: Record<TargetLanguage, Set<string>> = {
  es: new Set(Object.values(curatedEntries).map((t) => normalizeText(t.es))),
  zh: new Set(Object.values(curatedEntries).map((t) => normalizeText(t.zh))),
  ko: new Set(Object.values(curatedEntries).map((t) => normalizeText(t.ko))),
};

/** The curated translation of an English text (any whitespace), or null. */
export function curatedTranslation(text: string, target: TargetLanguage): string | null {
  return curatedEntries[normalizeText(text)]?.[target] ?? null;
}

/** True when the text already is a curated translation (the server rendered it translated). */
export function isCuratedOutput(text: string, target: TargetLanguage): boolean {
  return outputs[target].has(normalizeText(text));
}
