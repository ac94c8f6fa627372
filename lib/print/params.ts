import { z } from "zod";
import { PLACES } from "@/lib/places/settings";
import { AMENITIES } from "@/lib/places/amenities";
import { FILTER_PARAMS } from "@/lib/places/filters";
import { CATEGORIES, PLACE_KINDS } from "@/lib/places/types";
import { parsePoint } from "@/lib/places/point-param";
import { listQueryOf, type ListQuery } from "./link";
import { PRINT } from "./settings";

/** The list's query, and the parameters given but not understood (left out, as the map leaves them out). */
export type PrintQuery = ListQuery & { unread: string[] };

export type SearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

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
  ...Object.fromEntries(AMENITIES.flatMap((a) => ("filter" in a ? [[a.filter.param, flagSchema]] : []))),
  // "lat,lng" in degrees, within the globe's bounds (parsePoint, the browser's reading too).
  [PRINT.pointParam]: z.string().refine((raw) => parsePoint(raw) !== null),
};

/** The first value of a parameter, as URLSearchParams.get and the map read it. */
function toSearch(params: SearchParams): URLSearchParams {
  if (params instanceof URLSearchParams) return params;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) search.set(key, first);
  }
  return search;
}

/**
 * The printable list's parameters, on the server. Nothing here is ever an error page: a parameter
 * the map would ignore is ignored here too (so the list is the map's for the same address), and
 * named in `unread` so the page can say part of its link was left out. Unknown parameters (the
 * map's own view, place and layers, a tracker's) are not the list's business and pass silently.
 */
export function readPrintQuery(params: SearchParams): PrintQuery {
  const search = toSearch(params);
  const unread = Object.entries(PARAM_SCHEMAS).flatMap(([key, schema]) => {
    const value = search.get(key);
    return value !== null && !schema.safeParse(value).success ? [key] : [];
  });
  return { ...listQueryOf(search), unread };
}
