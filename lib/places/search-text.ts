import type { Translator } from "@/lib/i18n/translator";
import { searchTextWith } from "./filters";
import type { DescriptionsPayload, LocalizedSummary } from "./summary";
import { CATEGORY_LABELS, KIND_LABEL_SINGULAR, KIND_LABELS, type LocalizedPlace } from "./types";

/**
 * A place's search text in the page's language too: its names for kinds and categories, and the
 * place's own text as the server translated it, with its description once `described` (the
 * search's descriptions, lib/places/summary.ts) is at hand. One definition for the map and the
 * printable list, so a search finds the same places in both.
 */
export function localizedSearchText(i18n: Translator, described: DescriptionsPayload | null) {
  return searchTextWith((p) => {
    const { translated } = p as LocalizedSummary;
    const description = p.description === undefined ? described?.[p.id] : undefined;
    return [
      i18n._(KIND_LABELS[p.kind]),
      i18n._(KIND_LABEL_SINGULAR[p.kind]),
      i18n._(CATEGORY_LABELS[p.category]),
      translated?.name?.text ?? "",
      (p as LocalizedPlace).translated?.description?.text ?? "",
      description?.description ?? "",
      description?.translated?.description?.text ?? "",
      ...Object.values(translated?.items ?? {}).map((i) => i.text),
    ];
  });
}
