import { z } from "zod";
import { safeHttpUrl } from "@/lib/http/safe-url";
import { AMENITIES, amenitiesFromColumns, type AmenityColumn } from "@/lib/places/amenities";
import { rowFromInput } from "@/lib/places/columns";
import { PLACE_COLUMNS } from "@/lib/places/fields";
import { hoursSchema, itemsSchema, shiftsSchema } from "@/lib/places/schemas";
import {
  CATEGORIES,
  PLACE_KINDS,
  STATUSES,
  type Place,
  type WeeklyHours,
} from "@/lib/places/types";

/** The columns every backend selects (lib/places/fields.ts, the one list of a place's fields). */
export { PLACE_COLUMNS };

export { hoursSchema, itemsSchema, shiftsSchema };

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
    ...amenitiesFromColumns(row, AMENITIES),
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

/** The JSON object import_places() expects for one place (lib/places/columns.ts). */
export { rowFromInput };
