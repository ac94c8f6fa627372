import { PLACES } from "@/lib/places/settings";
import { keepsPeopleOut } from "@/lib/hazards/place-flags";
import type { PlaceHazard } from "@/lib/hazards/payload";
import { AMENITIES, FILTER_AMENITIES, hasFact, type AmenityFilterKey } from "./amenities";
import { FILTER_PARAMS } from "./filter-params";
import { distanceKm, type LatLng } from "./geo";
import { isOpenNow, openState, type OpenState } from "./hours";
import { answerable, matchesTerm, noVocabulary, parseQuery, placeDoc, textHas, textHasWord, type ParsedQuery, type SearchablePlace, type SearchDoc, type Vocabulary } from "./search";
import type { LocalizedSummary, PlaceSummary } from "./summary";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  KIND_LABELS,
  PLACE_KINDS,
  type Category,
  type PlaceKind,
  type PlaceStatus,
} from "./types";

/** What the map shows; each filtered fact (./amenities.ts) is a yes/no filter by its own key. */
export type PlaceFilters = {
  kinds: PlaceKind[];
  categories: Category[];
  q: string;
  openNow: boolean;
} & Record<AmenityFilterKey, boolean>;

const noFacts = Object.fromEntries(FILTER_AMENITIES.map((a) => [a.filter.key, false])) as Record<AmenityFilterKey, boolean>;

export const DEFAULT_FILTERS: PlaceFilters = {
  kinds: [...PLACE_KINDS],
  categories: [],
  q: "",
  openNow: false,
  ...noFacts,
};

export { FILTER_PARAMS };

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function read(params: Params, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

function list<T extends string>(raw: string | undefined, allowed: readonly T[]): T[] {
  if (!raw) return [];
  const wanted = new Set(raw.split(",").map((s) => s.trim()));
  return allowed.filter((v) => wanted.has(v));
}

const flag = (raw: string | undefined) => raw === "1" || raw === "true";

/** A search as the address keeps it: trimmed, at most PLACES.maxQueryLength characters. */
export const cleanQuery = (q: string) => q.trim().slice(0, PLACES.maxQueryLength);

/**
 * Filters from URL parameters. Anything unknown or malformed is ignored, never an error: a
 * mistyped or truncated shared link still opens the map.
 */
export function parseFilters(params: Params): PlaceFilters {
  const kinds = list(read(params, FILTER_PARAMS.kinds), PLACE_KINDS);
  return {
    kinds: kinds.length ? kinds : [...PLACE_KINDS],
    categories: list(read(params, FILTER_PARAMS.categories), CATEGORIES),
    q: cleanQuery(read(params, FILTER_PARAMS.q) ?? ""),
    openNow: flag(read(params, FILTER_PARAMS.openNow)),
    ...(Object.fromEntries(FILTER_AMENITIES.map((a) => [a.filter.key, flag(read(params, a.filter.param))])) as Record<AmenityFilterKey, boolean>),
  };
}

/** URL parameters for filters; defaults are left out so a plain map link stays plain. */
export function filtersToParams(f: PlaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  // Canonical order, so the same filters always make the same (shareable, cacheable) URL.
  const kinds = PLACE_KINDS.filter((k) => f.kinds.includes(k));
  const categories = CATEGORIES.filter((c) => f.categories.includes(c));
  if (kinds.length && kinds.length < PLACE_KINDS.length) params.set(FILTER_PARAMS.kinds, kinds.join(","));
  if (categories.length) params.set(FILTER_PARAMS.categories, categories.join(","));
  if (f.q.trim()) params.set(FILTER_PARAMS.q, f.q.trim());
  if (f.openNow) params.set(FILTER_PARAMS.openNow, "1");
  for (const a of AMENITIES) if ("filter" in a && f[a.filter.key]) params.set(a.filter.param, "1");
  return params;
}

/** Kinds and categories count one each however many are chosen: "Shelter tonight" is one choice, not four. */
export const countActiveFilters = (f: PlaceFilters) =>
  (f.kinds.length < PLACE_KINDS.length ? 1 : 0) +
  (f.categories.length ? 1 : 0) +
  (f.q ? 1 : 0) +
  [f.openNow, ...FILTER_AMENITIES.map((a) => f[a.filter.key])].filter(Boolean).length;

/**
 * What a place's search text adds to its own: labels and translations (e.g. in the page's language).
 * `core`: translations of its name and needed items (what the place is, for ranking); `all`: the rest.
 */
export type SearchExtras = (place: SearchablePlace) => { all: readonly string[]; core?: readonly string[] };

/** The search document of each place (lib/places/search.ts placeDoc). */
export type SearchText = (place: SearchablePlace) => SearchDoc;

/**
 * A place's search document, built once per place object (filtering 10,000 places on each
 * keystroke must stay fast): its own text, its kind and category in English, and `extras`.
 */
export function searchTextWith(extras: SearchExtras = () => ({ all: [] })): SearchText {
  const cache = new WeakMap<SearchablePlace, SearchDoc>();
  return (place) => {
    let doc = cache.get(place);
    if (doc === undefined) {
      const { all, core = [] } = extras(place);
      doc = placeDoc(place, [KIND_LABELS[place.kind], CATEGORY_LABELS[place.category], ...all, ...core], core);
      cache.set(place, doc);
    }
    return doc;
  };
}

const englishSearchText = searchTextWith();

const NO_QUERY: ParsedQuery = { terms: [], animals: false };

/**
 * The query as the places can answer it (misspellings read, words no place has left out:
 * lib/places/search.ts). No query, nothing to understand — and no vocabulary prepared, on the
 * list's every render.
 */
function understoodQuery(q: string, places: readonly SearchablePlace[], searchText: SearchText, given?: Vocabulary): ParsedQuery {
  if (!q.trim()) return NO_QUERY;
  const words = given ?? noVocabulary();
  return answerable(
    parseQuery(q, words),
    words,
    (word) => places.some((p) => textHas(searchText(p), word)),
    (word) => places.some((p) => textHasWord(searchText(p), word)),
  );
}

/**
 * The places that pass the filters. The search understands the languages whose words `words` holds
 * (lib/places/search.ts: the page passes its own and English).
 * `flagged`: the places inside an evacuation order, shelter-in-place or warning zone
 * (lib/hazards/place-flags.ts), which are never "open now" (nor so in a need's results), whatever
 * their hours say: nobody should be sent into such a zone.
 */
export function applyFilters<P extends SearchablePlace>(
  places: readonly P[],
  f: PlaceFilters,
  now: Date,
  searchText: SearchText = englishSearchText,
  flagged: Readonly<Record<string, unknown>> = {},
  words?: Vocabulary,
): P[] {
  const kinds = new Set(f.kinds);
  const categories = new Set(f.categories);
  const wanted = FILTER_AMENITIES.filter((a) => f[a.filter.key]);

  const { terms, animals } = understoodQuery(f.q, places, searchText, words);
  return places.filter(
    (p) =>
      kinds.has(p.kind) &&
      (categories.size === 0 || categories.has(p.category)) &&
      wanted.every((fact) => hasFact(p, fact)) &&
      (terms.length === 0 || terms.every((term) => matchesTerm(term, p, searchText(p), animals))) &&
      (!f.openNow || (!Object.hasOwn(flagged, p.id) && isOpenNow(openState(p.hours, p.status, now)))),
  );
}

/**
 * How well each place answers a search, for the order of the list: 1 when what the place is (its
 * name, needed items, kind, category or facts) answers every word — "Blankets and Sleeping Bags" for
 * "cobijas" — and 0 when its description only mentions one in passing (an evacuation shelter's
 * "cots, blankets, meals and showers"). Both are listed; the first come first (rankPlaces).
 */
export function searchRelevance(places: readonly SearchablePlace[], q: string, searchText: SearchText = englishSearchText, words?: Vocabulary): (place: SearchablePlace) => number {
  const { terms, animals } = understoodQuery(q, places, searchText, words);
  if (terms.length === 0) return () => 0;
  const cache = new WeakMap<SearchablePlace, number>();
  return (place) => {
    let score = cache.get(place);
    if (score === undefined) {
      score = terms.every((term) => matchesTerm(term, place, searchText(place), animals, true)) ? 1 : 0;
      cache.set(place, score);
    }
    return score;
  };
}

export type RankedPlace<P extends PlaceSummary = LocalizedSummary> = { place: P; distanceKm: number | null };

/** Available places first, then full ones, then closed ones: wherever places are listed. */
const STATUS_ORDER: Record<PlaceStatus, number> = { open: 0, full: 1, temporarily_closed: 2, closed: 2 };
export const statusRank = (place: PlaceSummary) => STATUS_ORDER[place.status];
/** Without a position: among available places, open now first, then unknown hours, then closed by the clock. */
const OPEN_STATE_ORDER: Record<OpenState["kind"], number> = { always: 0, open: 0, unknown: 1, closed: 2, full: 3, "closed-status": 4 };
/** After every other place, closed ones included. */
const IN_EVACUATION_ZONE = 9;
const verifiedAt = (p: PlaceSummary) => (p.lastVerifiedAt ? Date.parse(p.lastVerifiedAt) : -Infinity);

/**
 * The order places are listed in. With the visitor's position: nearest first among available
 * places, then full ones, then closed ones (each with its status shown). Without it, the data's own
 * priority, never the English alphabet: available and open now first, then the most recently
 * verified (what a person checked lately is the likeliest to be right). Places inside an evacuation
 * order or shelter-in-place zone (`flagged`, lib/hazards/place-flags.ts) come last in either case.
 * With a search, among places of the same status those that are what was asked for come before
 * those that mention it (`relevance`, searchRelevance).
 */
export function rankPlaces<P extends PlaceSummary>(
  places: readonly P[],
  origin: LatLng | null,
  now: Date,
  flagged: Readonly<Record<string, PlaceHazard>> = {},
  relevance: (place: P) => number = () => 0,
): RankedPlace<P>[] {
  const ranked = places.map((place) => ({
    place,
    distanceKm: origin ? distanceKm(origin, { lat: place.latitude, lng: place.longitude }) : null,
    // Inside an evacuation order or a shelter-in-place: listed last, with its warning, whatever its status.
    order: keepsPeopleOut(flagged[place.id]) ? IN_EVACUATION_ZONE : origin ? STATUS_ORDER[place.status] : OPEN_STATE_ORDER[openState(place.hours, place.status, now).kind],
    relevance: relevance(place),
  }));
  ranked.sort(
    (a, b) =>
      a.order - b.order ||
      b.relevance - a.relevance ||
      (origin ? a.distanceKm! - b.distanceKm! : verifiedAt(b.place) - verifiedAt(a.place)) ||
      (a.place.id < b.place.id ? -1 : a.place.id > b.place.id ? 1 : 0),
  );
  return ranked.map(({ place, distanceKm }) => ({ place, distanceKm }));
}
