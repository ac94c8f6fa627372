import { PLACES } from "@/lib/config";
import { distanceKm, type LatLng } from "./geo";
import { isOpenNow, openState } from "./hours";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  KIND_LABELS,
  PLACE_KINDS,
  type Category,
  type Place,
  type PlaceKind,
} from "./types";

export type PlaceFilters = {
  kinds: PlaceKind[];
  categories: Category[];
  q: string;
  openNow: boolean;
  noId: boolean;
  pets: boolean;
  wheelchair: boolean;
};

export const DEFAULT_FILTERS: PlaceFilters = {
  kinds: [...PLACE_KINDS],
  categories: [],
  q: "",
  openNow: false,
  noId: false,
  pets: false,
  wheelchair: false,
};

/** The URL parameter for each filter: short, readable, stable (shared links depend on them). */
export const FILTER_PARAMS = {
  kinds: "kind",
  categories: "category",
  q: "q",
  openNow: "open",
  noId: "noid",
  pets: "pets",
  wheelchair: "access",
} as const;

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

/**
 * Filters from URL parameters. Anything unknown or malformed is ignored, never an error: a
 * mistyped or truncated shared link still opens the map.
 */
export function parseFilters(params: Params): PlaceFilters {
  const kinds = list(read(params, FILTER_PARAMS.kinds), PLACE_KINDS);
  return {
    kinds: kinds.length ? kinds : [...PLACE_KINDS],
    categories: list(read(params, FILTER_PARAMS.categories), CATEGORIES),
    q: (read(params, FILTER_PARAMS.q) ?? "").trim().slice(0, PLACES.maxQueryLength),
    openNow: flag(read(params, FILTER_PARAMS.openNow)),
    noId: flag(read(params, FILTER_PARAMS.noId)),
    pets: flag(read(params, FILTER_PARAMS.pets)),
    wheelchair: flag(read(params, FILTER_PARAMS.wheelchair)),
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
  if (f.noId) params.set(FILTER_PARAMS.noId, "1");
  if (f.pets) params.set(FILTER_PARAMS.pets, "1");
  if (f.wheelchair) params.set(FILTER_PARAMS.wheelchair, "1");
  return params;
}

export const countActiveFilters = (f: PlaceFilters) =>
  (f.kinds.length < PLACE_KINDS.length ? 1 : 0) +
  f.categories.length +
  (f.q ? 1 : 0) +
  [f.openNow, f.noId, f.pets, f.wheelchair].filter(Boolean).length;

/** Lower-case, accents removed: "Café" matches "cafe". */
export const normalize = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

// Built once per place object: filtering 10,000 places on each keystroke must stay fast.
const haystacks = new WeakMap<Place, string>();

function haystack(p: Place): string {
  const cached = haystacks.get(p);
  if (cached !== undefined) return cached;
  const text = normalize(
    [p.name, p.description, p.address, CATEGORY_LABELS[p.category], KIND_LABELS[p.kind], ...p.itemsNeeded.map((i) => i.item)].join(" "),
  );
  haystacks.set(p, text);
  return text;
}

export function applyFilters(places: readonly Place[], f: PlaceFilters, now: Date): Place[] {
  const kinds = new Set(f.kinds);
  const categories = new Set(f.categories);
  const terms = normalize(f.q).split(/\s+/).filter(Boolean);
  return places.filter(
    (p) =>
      kinds.has(p.kind) &&
      (categories.size === 0 || categories.has(p.category)) &&
      (!f.noId || p.noIdRequired) &&
      (!f.pets || p.petsAllowed) &&
      (!f.wheelchair || p.wheelchairAccessible) &&
      (terms.length === 0 || terms.every((t) => haystack(p).includes(t))) &&
      (!f.openNow || isOpenNow(openState(p.hours, p.status, now))),
  );
}

export type RankedPlace = { place: Place; distanceKm: number | null };

/** Nearest first when the visitor's position is known; else open places before closed ones, then by name. */
export function rankPlaces(places: readonly Place[], origin: LatLng | null): RankedPlace[] {
  const ranked = places.map((place) => ({
    place,
    distanceKm: origin ? distanceKm(origin, { lat: place.latitude, lng: place.longitude }) : null,
  }));
  const unavailable = (p: Place) => (p.status === "closed" || p.status === "temporarily_closed" ? 1 : 0);
  return ranked.sort((a, b) =>
    origin
      ? a.distanceKm! - b.distanceKm!
      : unavailable(a.place) - unavailable(b.place) || a.place.name.localeCompare(b.place.name),
  );
}
