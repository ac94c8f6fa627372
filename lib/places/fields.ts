import { AMENITIES, type Amenity } from "./amenities";
import type { Place } from "./types";

/**
 * Every field of a place, once: its database column (also the import's and the open-data CSV's
 * header, in this order), and whether the map's payload carries it (./summary.ts) with what an
 * older payload without its column reads as. The yes/no facts come from ./amenities.ts. The row
 * mapper (lib/data/rows.ts), the payload, the CSV's columns and the reviewers' flags are derived
 * from here; TypeScript refuses a field of Place missing from the table.
 *
 * Browser-safe: no schema library here (the map's code reads the summary's part).
 */
export type FieldSpec = {
  column: string;
  /** Sent to the map. `fallback`: the value when a payload made before the field existed lacks it. `send`: how it is sent. */
  summary?: { fallback?: () => unknown; send?: (value: never) => unknown };
};

/**
 * Five decimals of a degree are about a metre: enough to find a door, and the coordinates are the
 * least compressible part of the payload (15-digit floats made it ~20% larger, gzipped).
 */
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;
/** "Verified N days ago" needs no seconds, and random milliseconds cost ~10 bytes a place, compressed. */
const toMinute = (iso: string | null) => (iso === null ? null : new Date(Math.floor(Date.parse(iso) / 60_000) * 60_000).toISOString());

const sent = { summary: {} };
type AmenityFields = { [A in Amenity as A["key"]]: { column: A["column"]; summary: { fallback: () => boolean } } };
const amenityFields = Object.fromEntries(AMENITIES.map((a) => [a.key, { column: a.column, summary: { fallback: () => false } }])) as AmenityFields;

export const PLACE_FIELDS = {
  id: { column: "id", ...sent },
  externalId: { column: "external_id" },
  kind: { column: "kind", ...sent },
  category: { column: "category", ...sent },
  name: { column: "name", ...sent },
  // The one long text: loaded when an entry's details are opened, or when the visitor searches.
  description: { column: "description" },
  address: { column: "address", summary: { fallback: () => "" } },
  latitude: { column: "latitude", summary: { send: roundCoordinate } },
  longitude: { column: "longitude", summary: { send: roundCoordinate } },
  phone: { column: "phone", ...sent },
  website: { column: "website", ...sent },
  hours: { column: "hours", summary: { fallback: () => ({}) } },
  status: { column: "status", ...sent },
  ...amenityFields,
  languages: { column: "languages", summary: { fallback: () => [] } },
  itemsNeeded: { column: "items_needed", summary: { fallback: () => [] } },
  shifts: { column: "shifts", summary: { fallback: () => [] } },
  signupUrl: { column: "signup_url", ...sent },
  lastVerifiedAt: { column: "last_verified_at", summary: { send: toMinute } },
  verifiedBy: { column: "verified_by", ...sent },
  isSample: { column: "is_sample", summary: { fallback: () => false } },
  updatedAt: { column: "updated_at" },
} as const satisfies Record<keyof Place, FieldSpec>;

export type PlaceField = keyof typeof PLACE_FIELDS;

/** The fields the map's payload carries (lib/places/summary.ts). */
export type SummaryKey = { [F in PlaceField]: (typeof PLACE_FIELDS)[F] extends { summary: object } ? F : never }[PlaceField];

/** The fields in the table's order. */
export const FIELD_NAMES = Object.keys(PLACE_FIELDS) as PlaceField[];

/** The columns every backend selects, in the database's snake_case, in the table's order. */
export type PlaceColumn = (typeof PLACE_FIELDS)[PlaceField]["column"];
export const PLACE_COLUMNS: readonly PlaceColumn[] = FIELD_NAMES.map((field) => PLACE_FIELDS[field].column);
