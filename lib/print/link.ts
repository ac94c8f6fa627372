import { filtersToParams, parseFilters, type PlaceFilters } from "@/lib/places/filters";
import type { LatLng } from "@/lib/places/geo";
import { formatPoint, parsePoint } from "@/lib/places/point-param";
import { PRINT } from "./settings";

/** What the printable list shows: the map's filters, and the point it is ranked from (if any). */
export type ListQuery = { filters: PlaceFilters; point: LatLng | null };

/**
 * The list's query in an address, read leniently as the map reads its own (parseFilters): the
 * browser's reading (a stored copy rebuilt offline), without the server's checks (lib/print/params.ts).
 */
export function listQueryOf(params: URLSearchParams): ListQuery {
  return { filters: parseFilters(params), point: parsePoint(params.get(PRINT.pointParam)) };
}

/**
 * The printable list's query for what the map shows: the map's own filter parameters
 * (lib/places/filters.ts, in its canonical order) and, once the visitor shared their location,
 * the point the list is ranked from (rounded: see POINT_DECIMALS in lib/places/point-param.ts).
 */
export function printSearch(filters: PlaceFilters, point: LatLng | null): URLSearchParams {
  const params = filtersToParams(filters);
  if (point) params.set(PRINT.pointParam, formatPoint(point));
  return params;
}

/** The printable list's address (a site path: the page's Link puts it in the page's language). Commas kept readable. */
export function printHref(filters: PlaceFilters, point: LatLng | null): string {
  const query = printSearch(filters, point).toString().replaceAll("%2C", ",");
  return `${PRINT.path}${query ? `?${query}` : ""}`;
}
