import { z } from "zod";
import { safeHttpUrl } from "@/lib/safe-url";
import { AMENITIES, amenitiesFromColumns, amenityColumns, type AmenityColumn } from "@/lib/places/amenities";
import { PLACE_COLUMNS } from "@/lib/places/fields";
import {
  CATEGORIES,
  PLACE_KINDS,
  STATUSES,
  URGENCIES,
  WEEKDAYS,
  type Place,
  type PlaceInput,
  type WeeklyHours,
} from "@/lib/places/types";

/** The columns every backend selects (lib/places/fields.ts, the one list of a place's fields). */
export { PLACE_COLUMNS };

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const period = z.object({ opens: time, closes: time });
export const hoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.array(period));
export const itemsSchema = z.array(z.object({ item: z.string().min(1), urgency: z.enum(URGENCIES) }));
export const shiftsSchema = z.array(z.object({ day: z.enum(WEEKDAYS), starts: time, ends: time }));

const timestamp = z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString());

/** A row as PostgREST, PGlite or node-postgres return it (timestamps as strings or Dates). */
const rowSchema = z.object({
  id: z.string(),
  external_id: z.string(),
  kind: z.enum(PLACE_KINDS),
  category: z.enum(CATEGORIES),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  latitude: z.coerce.number(),
  longitude: z.coerce.number(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  // Malformed JSON in a row must not take the page down: it reads as "unknown".
  hours: hoursSchema.catch({}),
  status: z.enum(STATUSES),
  ...(Object.fromEntries(AMENITIES.map((a) => [a.column, z.boolean()])) as Record<AmenityColumn, z.ZodBoolean>),
  languages: z.array(z.string()),
  items_needed: itemsSchema.catch([]),
  shifts: shiftsSchema.catch([]),
  signup_url: z.string().nullable(),
  last_verified_at: timestamp.nullable(),
  verified_by: z.string().nullable(),
  is_sample: z.boolean(),
  updated_at: timestamp,
});

export type PlaceRow = z.input<typeof rowSchema>;

export function placeFromRow(raw: unknown): Place {
  const row = rowSchema.parse(raw);
  return {
    id: row.id,
    externalId: row.external_id,
    kind: row.kind,
    category: row.category,
    name: row.name,
    description: row.description,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    website: safeHttpUrl(row.website),
    hours: row.hours as WeeklyHours,
    status: row.status,
    ...amenitiesFromColumns(row),
    languages: row.languages,
    itemsNeeded: row.items_needed,
    shifts: row.shifts,
    signupUrl: safeHttpUrl(row.signup_url),
    lastVerifiedAt: row.last_verified_at,
    verifiedBy: row.verified_by,
    isSample: row.is_sample,
    updatedAt: row.updated_at,
  };
}

/** The JSON object import_places() expects for one place. */
export function rowFromInput(p: PlaceInput) {
  return {
    external_id: p.externalId,
    kind: p.kind,
    category: p.category,
    name: p.name,
    description: p.description,
    address: p.address,
    latitude: p.latitude,
    longitude: p.longitude,
    phone: p.phone,
    website: p.website,
    hours: p.hours,
    status: p.status,
    ...amenityColumns(p),
    languages: p.languages,
    items_needed: p.itemsNeeded,
    shifts: p.shifts,
    signup_url: p.signupUrl,
    last_verified_at: p.lastVerifiedAt,
    verified_by: p.verifiedBy,
    is_sample: p.isSample,
    published: p.published ?? true,
  };
}
