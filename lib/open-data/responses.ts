import "server-only";
import { encode, PLACES_UNAVAILABLE, sendEncoded, type Encoded } from "@/lib/places/api-responses";
import { placesView } from "@/lib/places/queries";
import { PLACES_REVALIDATE_SECONDS } from "@/lib/places/revalidate";
import type { Place, PlaceKind } from "@/lib/places/types";
import { OPEN_DATA } from "./config";
import { placesCsv } from "./csv";
import { placesGeoJson } from "./geojson";
import { hsdsServicesPage } from "./hsds";
import { FILE_PARAMETERS, HSDS_PARAMETERS, parseOpenDataQuery, type OpenDataQuery } from "./query";

/**
 * The open-data endpoints' answers: published places only (the stores read nothing else), in
 * English as entered, for anyone (CORS open) and any cache (public, s-maxage). Made once per change
 * of the places and compressed, like the map's data (lib/places/api-responses.ts).
 */

export type Format = "hsds" | "geojson" | "csv";

const CONTENT_TYPES: Record<Format, string> = {
  hsds: "application/json; charset=utf-8",
  geojson: "application/geo+json; charset=utf-8",
  csv: "text/csv; charset=utf-8",
};

export const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, HEAD, OPTIONS",
  "access-control-allow-headers": "if-none-match",
  "access-control-expose-headers": "etag, link",
  "access-control-max-age": "86400",
};

/** Browsers keep a minute; shared caches the places' own 300 s, then serve stale while they ask again. */
const CACHE_HEADERS = {
  "cache-control": `public, max-age=60, s-maxage=${PLACES_REVALIDATE_SECONDS}, stale-while-revalidate=86100`,
  link: `<${OPEN_DATA.licenseUrl}>; rel="license"`,
};

export function errorResponse(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { ...CORS_HEADERS, "cache-control": "no-store" } });
}

/** Published places in a stable order (kind, then name, then id), so pages do not shift between requests. */
const ordered = (places: Place[]) =>
  [...places].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id));

function body(format: Format, places: Place[], query: OpenDataQuery): unknown {
  if (format === "csv") return placesCsv(places);
  if (format === "geojson") return placesGeoJson(places);
  return hsdsServicesPage(places, query);
}

// The key holds only validated values (parseOpenDataQuery), so visitors cannot fill the cache with junk keys.
const encodedView = placesView(
  "open-data",
  (loaded, format: Format, _kindsKey: string, page: number, perPage: number, full: string): Promise<Encoded> =>
    encode(body(format, ordered(loaded.places), { kinds: undefined, page, perPage, full: full === "full" })),
  (_format, kindsKey) => (kindsKey ? (kindsKey.split(",") as PlaceKind[]) : undefined),
);

/** Answers a GET of one open-data endpoint. */
export async function openDataResponse(request: Request, format: Format): Promise<Response> {
  const parsed = parseOpenDataQuery(new URL(request.url).searchParams, format === "hsds" ? HSDS_PARAMETERS : FILE_PARAMETERS);
  if (!parsed.ok) return errorResponse(400, parsed.error);
  const { kinds, page, perPage, full } = parsed.query;
  const encoded = await encodedView("en", format, kinds?.join(",") ?? "", page, perPage, full ? "full" : "one-to-one");
  if (!encoded) return errorResponse(503, PLACES_UNAVAILABLE);
  const disposition: Record<string, string> = format === "hsds" ? {} : { "content-disposition": `inline; filename="la-wildfire-relief-places.${format}"` };
  return sendEncoded(request, encoded, { "content-type": CONTENT_TYPES[format], ...CORS_HEADERS, ...CACHE_HEADERS, ...disposition });
}

/** A CORS preflight (a client that sends If-None-Match from another site asks first). */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}
