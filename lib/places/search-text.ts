import type { I18n } from "@lingui/core";
import { communitiesIn, type CommunityNames } from "./communities";
import { searchTextWith } from "./filters";
import type { DescriptionsPayload, LocalizedSummary } from "./summary";
import { CATEGORY_LABELS, KIND_LABEL_SINGULAR, KIND_LABELS, type LocalizedPlace } from "./types";

/**
 * What the map's search reads of a place on a page (components/map/place-explorer.tsx), in one
 * place so the search-quality test (tests/lib/places/search-quality.test.ts) measures the same
 * text: the place's own (English) text, its kind and category in the page's language, its name,
 * description and needed items as the server translated them, its description once the
 * descriptions have loaded (`described`: the map loads them when the visitor first searches), and
 * the page language's names of the communities it names (`communities`, with the search's words).
 * The printable list (components/print/sheet.ts) reads the same, so a search finds the same places in both.
 */
export function pageSearchText(i18n: Pick<I18n, "_">, described: DescriptionsPayload | null, communities: CommunityNames = {}) {
  return searchTextWith((p) => {
    const { translated } = p as LocalizedSummary;
    const description = p.description === undefined ? described?.[p.id] : undefined;
    return {
      all: [
        i18n._(KIND_LABELS[p.kind]),
        i18n._(KIND_LABEL_SINGULAR[p.kind]),
        i18n._(CATEGORY_LABELS[p.category]),
        (p as LocalizedPlace).translated?.description?.text ?? "",
        description?.description ?? "",
        description?.translated?.description?.text ?? "",
        // The communities it names, as the page's language names them ("Pasadena" → 帕萨迪纳).
        ...communitiesIn(`${p.name} ${p.address}`, communities),
      ],
      core: [translated?.name?.text ?? "", ...Object.values(translated?.items ?? {}).map((i) => i.text)],
    };
  });
}
