import { filtersToParams, type PlaceFilters } from "@/lib/places/filters";
import type { LatLng } from "@/lib/places/geo";
import { PRINT } from "./settings";

/** A point as the address writes it: PRINT.pointDecimals decimals, "lat,lng". */
export function formatPoint(point: LatLng): string {
  return `${point.lat.toFixed(PRINT.pointDecimals)},${point.lng.toFixed(PRINT.pointDecimals)}`;
}

/**
 * The printable list's query for what the map shows: the map's own filter parameters
 * (lib/places/filters.ts, in its canonical order) and, once the visitor shared their location,
 * the point the list is ranked from (rounded: see PRINT.pointDecimals).
 */
export function printSearch(filters: PlaceFilters, point: LatLng | null): URLSearchParams {
  const params = filtersToParams(filters);
  if (point) params.set(PRINT.pointParam, formatPoint(point));
  return params;
}

/** The printable list's address (a site path: the page's Link puts it in the page's language). */
export function printHref(filters: PlaceFilters, point: LatLng | null): string {
  const query = printSearch(filters, point).toString();
  return `${PRINT.path}${query ? `?${query}` : ""}`;
}
