import { msg } from "@/lib/i18n/msg";
import { localizeHref, type Language } from "@/lib/i18n/languages";
import { DEFAULT_FILTERS, type PlaceFilters } from "@/lib/places/filters";
import type { LatLng } from "@/lib/places/geo";
import { printHref } from "@/lib/print/link";

/**
 * What a resident can text for (issue 39): every need the site's one-tap buttons offer. Each is
 * recognised by the search's own words for its concepts, in every language
 * (locales/<lang>/search.json, lib/places/search-concepts.ts), and answered with the map's filters
 * — the same filters as the printable list the reply links to, so the text and the list agree.
 */
export const SMS_NEEDS = [
  // A shelter is a place of kind shelter (its concept says so): no kind needed in the link.
  { id: "shelter", label: msg(/*i18n*/ "Shelter"), concepts: ["shelter"], filters: { q: "shelter" } },
  // The rest: places that give it out (resources), never a donation drive or a volunteer shift that names it.
  { id: "food", label: msg(/*i18n*/ "Food"), concepts: ["food", "meals", "groceries", "pantry"], filters: { kinds: ["resource"], q: "food" } },
  { id: "water", label: msg(/*i18n*/ "Water"), concepts: ["water"], filters: { kinds: ["resource"], q: "water" } },
  { id: "medical", label: msg(/*i18n*/ "Medical care"), concepts: ["medical", "first_aid"], filters: { kinds: ["resource"], q: "medical" } },
  { id: "pharmacy", label: msg(/*i18n*/ "Pharmacy"), concepts: ["medication"], filters: { kinds: ["resource"], q: "medication" } },
  // Animal shelters are shelters: both kinds.
  { id: "animals", label: msg(/*i18n*/ "Help for animals"), concepts: ["pets", "pet_food", "vet", "pet_supplies", "horses"], filters: { kinds: ["resource", "shelter"], q: "pets" } },
  { id: "charging", label: msg(/*i18n*/ "Phone charging"), concepts: ["charging"], filters: { kinds: ["resource"], q: "charging" } },
  { id: "hygiene", label: msg(/*i18n*/ "Showers & hygiene"), concepts: ["showers", "hygiene", "restroom"], filters: { kinds: ["resource"], q: "hygiene" } },
  { id: "supplies", label: msg(/*i18n*/ "Supplies"), concepts: ["household", "clothing", "blankets", "bedding", "diapers", "cleaning"], filters: { kinds: ["resource"], categories: ["essentials"] } },
  { id: "aid", label: msg(/*i18n*/ "Help applying for aid"), concepts: ["disaster_aid", "fema"], filters: { kinds: ["resource"], q: "disaster aid" } },
] as const satisfies readonly { id: string; label: string; concepts: readonly string[]; filters: Partial<PlaceFilters> }[];

export type SmsNeed = (typeof SMS_NEEDS)[number];
export type SmsNeedId = SmsNeed["id"];

/** A need's filters: every kind unless it names some; not "open now" — a reply names the nearest closed place and when it opens when none is open. */
export function smsNeedFilters(need: SmsNeed): PlaceFilters {
  const f = need.filters as Partial<PlaceFilters>;
  return { ...DEFAULT_FILTERS, q: f.q ?? "", kinds: [...(f.kinds ?? DEFAULT_FILTERS.kinds)], categories: [...(f.categories ?? [])] };
}

/**
 * The printable list a reply links to, in the reply's language, at the lookup's point: with the
 * reply's own filters, and a shorter one with every kind (the word and the point only) for a reply
 * the first does not fit in.
 */
export function listLinks(siteUrl: string, language: Language, need: SmsNeed, point: LatLng): { listUrl: string; shortListUrl: string } {
  const filters = smsNeedFilters(need);
  const url = (f: PlaceFilters) => `${siteUrl}${localizeHref(language, printHref(f, point), { explicit: true })}`;
  return { listUrl: url(filters), shortListUrl: url({ ...filters, kinds: [...DEFAULT_FILTERS.kinds] }) };
}
