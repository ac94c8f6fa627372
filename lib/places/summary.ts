import type { Language } from "@/lib/i18n/languages";
import type { PlaceHazard } from "@/lib/hazards/payload";
import type { LocalizedPlace, Place, PlaceTranslation } from "./types";

/**
 * What the map and its list need of every place to filter, search, rank, cluster and show a
 * compact card: the place without its description (the one long text; loaded when an entry's
 * details are opened, or when the visitor searches) and without the database's own columns.
 * At 10,000 places this is the map's whole payload, so every field here is paid for by every
 * visitor who opens the map (docs/benchmarks.md, bench:map).
 */
export type PlaceSummary = Omit<Place, "description" | "externalId" | "updatedAt">;
export type LocalizedSummary = PlaceSummary & { translated?: Omit<PlaceTranslation, "description"> };

/** A place's description in the page's language: the English text and the server's translation of it. */
export type PlaceDescription = Pick<LocalizedPlace, "description"> & { translated?: Pick<PlaceTranslation, "description"> };

/** The fields of a summary: the payload's columns. */
export const SUMMARY_FIELDS = [
  "id",
  "kind",
  "category",
  "name",
  "address",
  "latitude",
  "longitude",
  "phone",
  "website",
  "hours",
  "status",
  "noIdRequired",
  "petsAllowed",
  "wheelchairAccessible",
  "freeOfCharge",
  "languages",
  "itemsNeeded",
  "shifts",
  "signupUrl",
  "lastVerifiedAt",
  "verifiedBy",
  "isSample",
  "translated",
] as const satisfies readonly (keyof LocalizedSummary)[];

/** Every field of a summary is a column: one left out of SUMMARY_FIELDS would never reach the browser. */
type Unlisted = Exclude<keyof LocalizedSummary, (typeof SUMMARY_FIELDS)[number]>;
type MustBeEmpty<T extends never> = T;
export type EveryFieldListed = MustBeEmpty<Unlisted>;

/** Without these, a place cannot be shown at all; the others have a harmless default. */
const REQUIRED_COLUMNS = ["id", "kind", "category", "name", "latitude", "longitude", "status"] as const;
const DEFAULTS: { [F in (typeof SUMMARY_FIELDS)[number]]?: () => unknown } = {
  address: () => "",
  hours: () => ({}),
  languages: () => [],
  itemsNeeded: () => [],
  shifts: () => [],
  noIdRequired: () => false,
  petsAllowed: () => false,
  wheelchairAccessible: () => false,
  freeOfCharge: () => false,
  isSample: () => false,
};

/**
 * The body of GET /api/places/<lang>: every published place, in that language, as columns (one
 * array of values per field, in the order of the places). Without every field's name repeated in
 * every place, and with like values side by side, the body is ~30% smaller before compression and
 * ~20% smaller after, and parses faster on a phone (docs/benchmarks.md, bench:map). Read it with
 * placesFromPayload.
 */
export type PlacesPayload = {
  count: number;
  columns: Record<string, unknown[]>;
  /** Places with an open problem report (a discreet notice on their entry). */
  reportedIds: string[];
  lastUpdated: string | null;
  /**
   * Places inside an evacuation order, shelter-in-place or warning zone, by id (a few, beside
   * thousands): a warning on their card and pop-up, and never "open now". Absent from a payload
   * made before the hazard layers existed (read as none).
   */
  hazards?: Record<string, PlaceHazard>;
};

export function toPayload(places: readonly LocalizedSummary[], reportedIds: string[], lastUpdated: string | null, hazards: Record<string, PlaceHazard> = {}): PlacesPayload {
  const columns = Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, places.map((p) => p[field] ?? null)]));
  return { count: places.length, columns, reportedIds, lastUpdated, hazards };
}

/**
 * The places of a payload. By the columns the payload has, not by this code's own list, so a page
 * built before a change of fields still reads a newer payload, and an older payload without a
 * column gets its default. A payload without what a place needs throws (the map says it could
 * not load its places, with "Try again").
 */
export function placesFromPayload(payload: Pick<PlacesPayload, "count" | "columns">): LocalizedSummary[] {
  const { count, columns } = payload ?? {};
  const usable = Number.isInteger(count) && count >= 0 && typeof columns === "object" && columns !== null;
  if (!usable || REQUIRED_COLUMNS.some((field) => !Array.isArray(columns[field]) || columns[field]!.length !== count)) {
    throw new Error("The map's data is not in the expected shape.");
  }
  const fields = Object.entries(columns).filter(([, values]) => Array.isArray(values) && values.length === count);
  const missing = SUMMARY_FIELDS.flatMap((field) => {
    const fallback = DEFAULTS[field];
    return Array.isArray(columns[field]) || !fallback ? [] : [[field, fallback] as const];
  });
  return Array.from({ length: count }, (_, i) => {
    const place: Record<string, unknown> = {};
    for (const [field, values] of fields) {
      const value = values[i] ?? null;
      if (value !== null || field !== "translated") place[field] = value;
    }
    for (const [field, fallback] of missing) place[field] = fallback();
    return place as LocalizedSummary;
  });
}

/** The body of GET /api/places/<lang>/descriptions, for the search: id → description. */
export type DescriptionsPayload = Record<string, PlaceDescription>;

/**
 * Five decimals of a degree are about a metre: enough to find a door, and the coordinates are the
 * least compressible part of the payload (15-digit floats made it ~20% larger, gzipped).
 */
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;
/** "Verified N days ago" needs no seconds, and random milliseconds cost ~10 bytes a place, compressed. */
const toMinute = (iso: string | null) => (iso === null ? null : new Date(Math.floor(Date.parse(iso) / 60_000) * 60_000).toISOString());

/** The fields sent, named one by one: a field added to Place later does not grow the map's payload unasked. */
export function toSummary(place: LocalizedPlace): LocalizedSummary {
  const summary: LocalizedSummary = {
    id: place.id,
    kind: place.kind,
    category: place.category,
    name: place.name,
    address: place.address,
    latitude: roundCoordinate(place.latitude),
    longitude: roundCoordinate(place.longitude),
    phone: place.phone,
    website: place.website,
    hours: place.hours,
    status: place.status,
    noIdRequired: place.noIdRequired,
    petsAllowed: place.petsAllowed,
    wheelchairAccessible: place.wheelchairAccessible,
    freeOfCharge: place.freeOfCharge,
    languages: place.languages,
    itemsNeeded: place.itemsNeeded,
    shifts: place.shifts,
    signupUrl: place.signupUrl,
    lastVerifiedAt: toMinute(place.lastVerifiedAt),
    verifiedBy: place.verifiedBy,
    isSample: place.isSample,
  };
  const { name, items } = place.translated ?? {};
  if (name || items) summary.translated = { ...(name && { name }), ...(items && { items }) };
  return summary;
}

export function toDescription(place: LocalizedPlace): PlaceDescription {
  return place.translated?.description ? { description: place.description, translated: { description: place.translated.description } } : { description: place.description };
}

/**
 * Where the browser reads places: one cached response per language for the map (./summary.ts),
 * one for the search's descriptions, one per place for an entry's details. Shared by the route
 * handlers' callers, the service worker (which keeps them for offline use) and the tests.
 */
export const PLACES_API = {
  prefix: "/api/places/",
  list: (language: Language) => `/api/places/${language}`,
  descriptions: (language: Language) => `/api/places/${language}/descriptions`,
  place: (language: Language, id: string) => `/api/places/${language}/${encodeURIComponent(id)}`,
} as const;
