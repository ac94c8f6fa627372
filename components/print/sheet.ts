import { PLACE_HAZARD_TEXT } from "@/components/places/hazard-warning";
import type { PlaceHazard } from "@/lib/hazards/payload";
import { keepsPeopleOut } from "@/lib/hazards/place-flags";
import type { ClientFacts } from "@/lib/i18n/facts";
import { msg } from "@/lib/i18n/msg";
import type { Translator } from "@/lib/i18n/translator";
import { AMENITIES } from "@/lib/places/amenities";
import { areaName, AREAS, type Area } from "@/lib/places/areas";
import { sheltersAnimalsOnly } from "@/lib/places/audience";
import { formatDateTime, laTime } from "@/lib/places/clock";
import { applyFilters, rankPlaces, searchRelevance, type PlaceFilters, type RankedPlace } from "@/lib/places/filters";
import { freshness } from "@/lib/places/freshness";
import { distanceKm, formatDistance, type LatLng } from "@/lib/places/geo";
import { describeOpenState, openState, weeklyLines } from "@/lib/places/hours";
import { NEEDS } from "@/lib/places/needs";
import type { Vocabulary } from "@/lib/places/search";
import { pageSearchText } from "@/lib/places/search-text";
import type { DescriptionsPayload, LocalizedSummary } from "@/lib/places/summary";
import { CATEGORY_LABELS, KIND_LABELS, PLACE_KINDS, STATUS_LABELS, type PlaceKind } from "@/lib/places/types";
import type { ListQuery } from "@/lib/print/link";
import { PRINT } from "@/lib/print/settings";

/** One place on the printed list and in the shared text: already in the page's language. */
export type SheetEntry = {
  id: string;
  kind: PlaceKind;
  name: string;
  /** "Open now · closes 5 PM"; null inside an evacuation order (the hazard says it all). */
  openState: string | null;
  /** "Temporarily closed", "Full": the place's own status when it is not open. */
  status: string | null;
  /** "Today: 9 AM – 5 PM", when it has hours today. */
  today: string | null;
  hazard: string | null;
  /** "For animals only: people cannot stay here.", on a shelter for animals (lib/places/audience.ts). */
  animalsOnly: string | null;
  address: string;
  phone: string | null;
  /** "1.2 mi away", when the list has a point. */
  distance: string | null;
  /** What they need or accept: "Water (urgent)". */
  needs: string[];
  verified: string;
  stale: boolean;
};

/** The printed list, in the page's language: everything the page, the print-out and the shared text say. */
export type Sheet = {
  title: string;
  /** The other filters, each on its own: "No ID needed", "Searched for “cots”". */
  qualifiers: string[];
  /** When it was made, Los Angeles time, on the language's clock. */
  madeAt: string;
  /** How many places match (more than `entries` holds past PRINT.maxPlaces). */
  total: number;
  /** Some of the listed places are sample data: the sheet says so at its top, on screen and on paper. */
  sample: boolean;
  entries: SheetEntry[];
};

export type SheetFacts = Pick<ClientFacts, "clock" | "date" | "weekdays" | "locale" | "dir" | "communities">;

const QUALIFIERS = AMENITIES.flatMap((a) => ("filter" in a ? [[a.filter.key, a.label] as const] : []));
const URGENCY_LABELS = { high: msg(/*i18n*/ "urgent"), medium: msg(/*i18n*/ "medium"), low: msg(/*i18n*/ "low") } as const;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/** A listings' community whose centre is within PRINT.namedAreaKm of the point: the only name a point is given. */
export function namedAreaNear(point: LatLng): Area | null {
  const near = AREAS.list.map((area) => ({ area, km: distanceKm(point, area) })).filter((a) => a.km <= PRINT.namedAreaKm);
  near.sort((a, b) => a.km - b.km);
  return near[0]?.area ?? null;
}

/** "Shelter tonight — open now near Pasadena": what was asked for, as the map's filters say it. */
export function sheetTitle({ filters, point }: ListQuery, i18n: Translator, { locale, communities }: Pick<SheetFacts, "locale" | "communities">): string {
  const need = NEEDS.find((n) => sameSet(n.kinds, filters.kinds) && sameSet(n.categories, filters.categories));
  const names = (labels: string[]) => new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(labels);
  const what = need
    ? i18n._(need.label)
    : filters.categories.length > 0
      ? names(filters.categories.map((c) => i18n._(CATEGORY_LABELS[c])))
      : filters.kinds.length < PLACE_KINDS.length
        ? names(filters.kinds.map((k) => i18n._(KIND_LABELS[k])))
        : i18n._("All places");
  const open = filters.openNow ? i18n._("{list} — open now", { list: what }) : what;
  if (!point) return open;
  const area = namedAreaNear(point);
  // The community's name in the page's language where it has one (lib/places/areas.ts).
  return area ? i18n._("{list} near {place}", { list: open, place: areaName(area.id, communities) }) : i18n._("{list} near you", { list: open });
}

function qualifiers(filters: PlaceFilters, i18n: Translator): string[] {
  const chosen = QUALIFIERS.filter(([key]) => filters[key]).map(([, label]) => i18n._(label));
  return filters.q ? [...chosen, i18n._("Searched for “{query}”", { query: filters.q })] : chosen;
}

function entryOf({ place, distanceKm: km }: RankedPlace, hazard: PlaceHazard | undefined, now: Date, i18n: Translator, facts: SheetFacts): SheetEntry {
  const today = laTime(now).day;
  const state = openState(place.hours, place.status, now);
  // "Open 24 hours" says today's hours already.
  const todayHours = state.kind === "always" ? undefined : weeklyLines({ [today]: place.hours[today] }, i18n, facts)[0];
  const fresh = freshness(place.lastVerifiedAt, now, i18n);
  return {
    id: place.id,
    kind: place.kind,
    name: place.translated?.name?.text ?? place.name,
    openState: keepsPeopleOut(hazard) ? null : describeOpenState(state, today, i18n, facts),
    status: place.status === "open" ? null : i18n._(STATUS_LABELS[place.status]),
    today: todayHours ? i18n._("Today: {hours}", { hours: todayHours.text }) : null,
    hazard: hazard ? i18n._(PLACE_HAZARD_TEXT[hazard.status]) : null,
    animalsOnly: sheltersAnimalsOnly(place) ? i18n._("For animals only: people cannot stay here.") : null,
    address: place.address,
    phone: place.phone?.trim() || null,
    distance: km === null ? null : i18n._("{distance} away", { distance: formatDistance(km, i18n) }),
    needs: place.itemsNeeded.map((i) => `${place.translated?.items?.[i.item]?.text ?? i.item} (${i18n._(URGENCY_LABELS[i.urgency])})`),
    verified: fresh.label,
    stale: fresh.stale,
  };
}

export type SheetInput = {
  /** Every place of the language, in summary: the map's own data (lib/places/summary.ts). */
  places: readonly LocalizedSummary[];
  /** The places inside an evacuation zone, as the map's data flags them. */
  hazards: Readonly<Record<string, PlaceHazard>>;
  /** The search's descriptions, when the list has a search (the map searches them too). */
  described: DescriptionsPayload | null;
  query: ListQuery;
  now: Date;
  i18n: Translator;
  facts: SheetFacts;
  /** The search's words on the page (lib/places/search-vocabulary.ts on the server, ./search-words.ts in the browser). */
  words: Vocabulary;
};

/**
 * The list the map shows for the same filters and point, in the same order (the map's own
 * applyFilters and rankPlaces, with the same search text and words), cut to PRINT.maxPlaces.
 * Runs on the server, and in the browser when a stored copy is rebuilt offline.
 */
export function buildSheet({ places, hazards, described, query, now, i18n, facts, words }: SheetInput): Sheet {
  const searchText = pageSearchText(i18n, described, words.communities);
  const filtered = applyFilters(places, query.filters, now, searchText, hazards, words);
  const ranked = rankPlaces(filtered, query.point, now, hazards, searchRelevance(filtered, query.filters.q, searchText, words));
  const listed = ranked.slice(0, PRINT.maxPlaces);
  return {
    title: sheetTitle(query, i18n, facts),
    qualifiers: qualifiers(query.filters, i18n),
    madeAt: i18n._("Made {time}, Los Angeles time", { time: formatDateTime(now.toISOString(), facts) }),
    total: ranked.length,
    sample: listed.some((r) => r.place.isSample),
    entries: listed.map((r) => entryOf(r, hazards[r.place.id], now, i18n, facts)),
  };
}
