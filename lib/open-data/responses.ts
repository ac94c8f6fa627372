import "server-only";
import { encode, PLACES_UNAVAILABLE, sendEncoded, type Encoded } from "@/lib/services/places/api-responses";
import { placesView } from "@/lib/services/places/queries";
import { CANONICAL_REDIRECT_CACHE, rawSearch } from "@/lib/http/canonical-redirect";
import { PLACES_REVALIDATE_SECONDS } from "@/lib/places/revalidate";
import { OPEN_DATA } from "./config";
import { placesCsv } from "./csv";
import { placesGeoJson } from "./geojson";
import { hsdsPage } from "./hsds-pages";
import { openDataOrder } from "./ordered-list";
import { canonicalSearch, FILE_PARAMETERS, HSDS_PARAMETERS, kindsFromKey, kindsKey, parseOpenDataQuery } from "./query";

/**
 * The open-data endpoints' answers: published places only (the stores read nothing else), in
 * English as entered, for anyone (CORS open) and any cache (public, s-maxage). Made once per change
 * of the places and compressed, like the map's data (lib/services/places/api-responses.ts); HSDS pages are
 * sliced from one cached list (./hsds-pages.ts).
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

// The key holds only validated values (parseOpenDataQuery), so visitors cannot fill the cache with junk keys.
// The kinds (the second argument) are read by placesView, which passes the view only those places.
const encodedFile = placesView(
  "open-data",
  (loaded, format: Exclude<Format, "hsds">): Promise<Encoded> => {
    const places = openDataOrder(loaded.places);
    return encode(format === "csv" ? placesCsv(places) : placesGeoJson(places));
  },
  (_format: Exclude<Format, "hsds">, kinds: string) => kindsFromKey(kinds),
);

/**
 * A permanent redirect to the address's one spelling (`search`), or null when the client spelt it
 * so: a CDN keyed on the URL then keeps one copy of each answer, not one per `page=01`, `0001` or
 * `kind=shelter,shelter,…`. CORS open, so a page on another site follows it.
 */
export function canonicalRedirect(request: Request, search: string): Response | null {
  if (rawSearch(request) === search) return null;
  return new Response(null, { status: 308, headers: { ...CORS_HEADERS, location: `${new URL(request.url).pathname}${search}`, "cache-control": CANONICAL_REDIRECT_CACHE } });
}

/** Answers a GET of one open-data endpoint. */
export async function openDataResponse(request: Request, format: Format): Promise<Response> {
  const parsed = parseOpenDataQuery(new URL(request.url).searchParams, format === "hsds" ? HSDS_PARAMETERS : FILE_PARAMETERS);
  if (!parsed.ok) return errorResponse(400, parsed.error);
  const redirect = canonicalRedirect(request, canonicalSearch(parsed.query));
  if (redirect) return redirect;
  const { kinds, page, perPage, full } = parsed.query;
  const found = format === "hsds" ? await hsdsPage(kinds, page, perPage, full) : await encodedFile("en", format, kindsKey(kinds));
  if (!found) return errorResponse(503, PLACES_UNAVAILABLE);
  if ("missing" in found) return errorResponse(404, `There is no page ${page}: at ${perPage} services a page, the last page is ${found.lastPage}.`);
  const disposition: Record<string, string> = format === "hsds" ? {} : { "content-disposition": `inline; filename="la-wildfire-relief-places.${format}"` };
  return sendEncoded(request, found, { "content-type": CONTENT_TYPES[format], ...CORS_HEADERS, ...CACHE_HEADERS, ...disposition });
}

/** A CORS preflight (a client that sends If-None-Match from another site asks first). */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}
