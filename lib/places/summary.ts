import type { Language } from "@/lib/i18n/languages";
import type { PlaceHazard } from "@/lib/hazards/payload";
import { FIELD_NAMES, PLACE_FIELDS, type FieldSpec, type SummaryKey } from "./fields";
import type { LocalizedPlace, Place, PlaceTranslation } from "./types";

/**
 * What the map and its list need of every place to filter, search, rank, cluster and show a
 * compact card: the place without its description (the one long text; loaded when an entry's
 * details are opened, or when the visitor searches) and without the database's own columns.
 * At 10,000 places this is the map's whole payload, so every field here is paid for by every
 * visitor who opens the map (docs/benchmarks.md, bench:map).
 */
export type PlaceSummary = Pick<Place, SummaryKey>;
export type LocalizedSummary = PlaceSummary & { translated?: Omit<PlaceTranslation, "description"> };

/** A place's description in the page's language: the English text and the server's translation of it. */
export type PlaceDescription = Pick<LocalizedPlace, "description"> & { translated?: Pick<PlaceTranslation, "description"> };

type SummaryField = keyof LocalizedSummary;

/** The fields of a summary: the payload's columns (lib/places/fields.ts says which), and the server's translations. */
export const SUMMARY_FIELDS: readonly SummaryField[] = [...FIELD_NAMES.filter((field): field is Exclude<SummaryField, "translated"> => "summary" in PLACE_FIELDS[field]), "translated"];

/** Without these, a place cannot be shown at all; the others have a harmless default. */
const REQUIRED_COLUMNS = ["id", "kind", "category", "name", "latitude", "longitude", "status"] as const;
const DEFAULTS: Partial<Record<SummaryField, () => unknown>> = Object.fromEntries(
  FIELD_NAMES.flatMap((field) => {
    const spec: FieldSpec = PLACE_FIELDS[field];
    return spec.summary?.fallback ? [[field, spec.summary.fallback]] : [];
  }),
);

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

/** The fields sent, named in lib/places/fields.ts: a field added to Place later does not grow the map's payload unasked. */
export function toSummary(place: LocalizedPlace): LocalizedSummary {
  const summary: Record<string, unknown> = {};
  for (const field of SUMMARY_FIELDS) {
    if (field === "translated") continue;
    const send = (PLACE_FIELDS[field] as FieldSpec).summary?.send as ((value: unknown) => unknown) | undefined;
    summary[field] = send ? send(place[field]) : place[field];
  }
  const { name, items } = place.translated ?? {};
  if (name || items) summary.translated = { ...(name && { name }), ...(items && { items }) };
  return summary as LocalizedSummary;
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
