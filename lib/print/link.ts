import { filtersToParams, parseFilters, type PlaceFilters } from "@/lib/places/filters";
import type { LatLng } from "@/lib/places/geo";
import { PRINT } from "./settings";

/** What the printable list shows: the map's filters, and the point it is ranked from (if any). */
export type ListQuery = { filters: PlaceFilters; point: LatLng | null };

/** A point as the address writes it: PRINT.pointDecimals decimals, "lat,lng". */
export function formatPoint(point: LatLng): string {
  return `${point.lat.toFixed(PRINT.pointDecimals)},${point.lng.toFixed(PRINT.pointDecimals)}`;
}

const POINT = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * "lat,lng" in degrees within the globe's bounds, rounded as the list's links write it (so the
 * page and its QR code agree to the metre); anything else is no point.
 */
export function parsePoint(raw: string | null | undefined): LatLng | null {
  const match = raw && raw.length <= 40 ? POINT.exec(raw) : null;
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const factor = 10 ** PRINT.pointDecimals;
  return { lat: Math.round(lat * factor) / factor, lng: Math.round(lng * factor) / factor };
}

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
 * the point the list is ranked from (rounded: see PRINT.pointDecimals).
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
