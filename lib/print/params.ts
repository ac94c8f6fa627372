import { z } from "zod";
import { PLACES } from "@/lib/config";
import { FILTER_PARAMS, parseFilters, type PlaceFilters } from "@/lib/places/filters";
import type { LatLng } from "@/lib/places/geo";
import { CATEGORIES, PLACE_KINDS } from "@/lib/places/types";
import { PRINT } from "./settings";

/** What the printable list shows: the map's filters, and the point it is ranked from (if any). */
export type PrintQuery = {
  filters: PlaceFilters;
  point: LatLng | null;
  /** Parameters given but not understood (left out, as the map leaves them out): the page says so. */
  unread: string[];
};

export type SearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

const first = (params: SearchParams, key: string): string | undefined => {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
};

const listOf = (allowed: readonly string[]) =>
  z
    .string()
    .max(200)
    .refine((raw) => raw.split(",").every((v) => allowed.includes(v.trim())));
const flagSchema = z.enum(["1", "true", "0", "false"]);

/** How each parameter the list reads must look; the map reads the same ones the same way (parseFilters). */
const PARAM_SCHEMAS: Record<string, z.ZodType> = {
  [FILTER_PARAMS.kinds]: listOf(PLACE_KINDS),
  [FILTER_PARAMS.categories]: listOf(CATEGORIES),
  [FILTER_PARAMS.q]: z.string().max(PLACES.maxQueryLength),
  [FILTER_PARAMS.openNow]: flagSchema,
  [FILTER_PARAMS.noId]: flagSchema,
  [FILTER_PARAMS.pets]: flagSchema,
  [FILTER_PARAMS.wheelchair]: flagSchema,
};

/** "lat,lng" in degrees, within the globe's bounds. */
export const pointSchema = z
  .string()
  .max(40)
  .regex(/^\s*-?\d{1,3}(?:\.\d+)?\s*,\s*-?\d{1,3}(?:\.\d+)?\s*$/)
  .transform((raw) => raw.split(",").map(Number))
  .pipe(z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]))
  .transform(([lat, lng]): LatLng => ({ lat, lng }));

/**
 * The printable list's parameters. Nothing here is ever an error page: a parameter the map would
 * ignore is ignored here too (so the list is the map's for the same address), and named in
 * `unread` so the page can say part of its link was left out. Unknown parameters (the map's own
 * view, place and layers, a tracker's) are not the list's business and pass silently.
 */
export function readPrintQuery(params: SearchParams): PrintQuery {
  const unread = Object.entries(PARAM_SCHEMAS).flatMap(([key, schema]) => {
    const value = first(params, key);
    return value !== undefined && !schema.safeParse(value).success ? [key] : [];
  });
  const rawPoint = first(params, PRINT.pointParam);
  const point = rawPoint === undefined ? null : pointSchema.safeParse(rawPoint);
  if (point && !point.success) unread.push(PRINT.pointParam);
  return { filters: parseFilters(params), point: point?.success ? roundPoint(point.data) : null, unread };
}

/** The point as the list's own links write it, so the page and its QR code agree to the metre. */
function roundPoint({ lat, lng }: LatLng): LatLng {
  const factor = 10 ** PRINT.pointDecimals;
  return { lat: Math.round(lat * factor) / factor, lng: Math.round(lng * factor) / factor };
}
