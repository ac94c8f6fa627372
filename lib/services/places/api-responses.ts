import "server-only";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzip, gunzipSync, gzip } from "node:zlib";
import { NextResponse } from "next/server";
import { isLanguage, LANGUAGE_CODES, type Language } from "@/lib/i18n/languages";
import { loadPlace, placesView, type Loaded } from "@/lib/services/places/queries";
import { PLACES_REVALIDATE_SECONDS } from "@/lib/places/revalidate";
import { toDescription, toPayload, toSummary, type DescriptionsPayload, type PlacesPayload } from "@/lib/places/summary";

const NO_STORE = { "cache-control": "no-store" };

export const PLACES_UNAVAILABLE = "The places cannot be loaded right now. Try again in a minute.";
export const NO_SUCH_LANGUAGE = `No such language: use one of ${LANGUAGE_CODES.join(", ")}.`;

export function jsonError(status: number, error: string) {
  return NextResponse.json({ error }, { status, headers: NO_STORE });
}

/** A body, compressed once per change of the places: brotli and gzip, base64 in Next's data cache. */
export type Encoded = { etag: string; br: string; gzip: string };

// The callback forms run in libuv's thread pool: compressing 5 MB (10,000 places) takes ~0.3 s,
// which must not stall the event loop that serves every cached page meanwhile.
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A weak validator: the same for every encoding of the same JSON (RFC 9110 §8.8.3). */
function etagOf(json: Buffer | string): string {
  return `W/"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
}

/**
 * For addresses that take no query parameters (the hazard layers, for the map and as open data):
 * the message for the first one given, or null. Readable, and cut short, since it echoes input.
 */
export function unknownParameter(request: Request): string | null {
  const [first] = new URL(request.url).searchParams.keys();
  return first === undefined ? null : `Unknown parameter "${first.slice(0, 40)}". This address takes no parameters.`;
}

/** Compresses a body (JSON unless it is already text) for sendEncoded(). */
export async function encode(body: unknown): Promise<Encoded> {
  const json = Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
  const [br, gz] = await Promise.all([
    // Quality 6: 600 KB for 10,000 places in 0.3 s; quality 11 would save 100 KB in 16 s.
    brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    gzipAsync(json, { level: 6 }),
  ]);
  return { etag: etagOf(json), br: br.toString("base64"), gzip: gz.toString("base64") };
}

/** The large responses: every place in summary (the map), every description (the search). */
const BODIES = {
  list: ({ places, reportedIds, lastUpdated, hazards }: Loaded): PlacesPayload => toPayload(places.map(toSummary), reportedIds, lastUpdated, hazards),
  descriptions: ({ places }: Loaded): DescriptionsPayload => Object.fromEntries(places.map((p) => [p.id, toDescription(p)])),
};
export type LargeBody = keyof typeof BODIES;

/**
 * The large place responses as compressed bytes, from Next's data cache, tagged `places` and
 * `hazard-zones` (the places carry their zone) like the pages: a change expires them at once
 * (lib/places/revalidate.ts), else they are made again after
 * PLACES_REVALIDATE_SECONDS. Shared by every request, and by every instance if they share a
 * cache handler (docs/caching.md).
 *
 * Why not a cached route, like the pages: `next start` does not compress what route handlers send
 * (vercel/next.js#98007), and a cached route is one response for every request, so it could not
 * choose an encoding per visitor. So the route runs per request and only picks the bytes.
 */
const encodedBody = placesView("api", (loaded, body: LargeBody) => encode(BODIES[body](loaded)));

/**
 * The last few bodies decoded for the printable list, by language, body and ETag. The list is made
 * per request: without this every request would unzip and parse the whole map's data again (~5 MB
 * at 10,000 places). Per process, and never stale: a change to the places is a new ETag, so a new
 * entry; the shared cache entry it is read from stays the one source.
 */
const decoded = new Map<string, Promise<unknown>>();
const DECODED_KEEP = 4;

/**
 * A large response's body as the browser reads it, on the server: the printable list
 * (app/[lang]/(public)/list) ranks exactly the places the map ranks, from the same cached bytes (no second
 * read of the database, no second cache entry). Null when the places cannot be read.
 */
export async function decodedBody<B extends LargeBody>(language: Language, body: B): Promise<ReturnType<(typeof BODIES)[B]> | null> {
  const encoded = await encodedBody(language, body);
  if (!encoded) return null;
  const key = `${language} ${body} ${encoded.etag}`;
  let parsed = decoded.get(key);
  if (!parsed) {
    parsed = gunzipAsync(Buffer.from(encoded.gzip, "base64")).then((json) => JSON.parse(json.toString("utf8")));
    decoded.set(key, parsed);
    parsed.catch(() => decoded.delete(key));
    // Oldest first in a Map: keep the last few.
    for (const old of decoded.keys()) if (decoded.size > DECODED_KEEP) decoded.delete(old);
  }
  return parsed as Promise<ReturnType<(typeof BODIES)[B]>>;
}

/**
 * Browsers ask again every time (`no-cache`) with their ETag, and get a 304 when nothing changed:
 * a return visit costs a few hundred bytes, and never shows yesterday's places. (A browser honours
 * `stale-while-revalidate` too: it would show the copy of its last visit first.) CDNs that read
 * `CDN-Cache-Control` (RFC 9213: Cloudflare, Vercel, Akamai) keep it like a page; docs/caching.md.
 */
export const PLACES_API_HEADERS = {
  "cache-control": "public, no-cache",
  "cdn-cache-control": `public, s-maxage=${PLACES_REVALIDATE_SECONDS}, stale-while-revalidate=86100`,
} as const;

/** Whether `If-None-Match` names this ETag, by weak comparison (RFC 9110 §13.1.2). */
export function notModified(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** The content codings a request accepts (`Accept-Encoding`), without those it refuses (q=0). */
export function acceptedEncodings(header: string | null): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...options] = part.trim().toLowerCase().split(";");
    const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name === "*" ? "gzip" : name);
  }
  return accepted;
}

/** Answers a GET of one of the large place responses, in the best encoding the client accepts. */
export async function encodedPlacesResponse(request: Request, params: Promise<{ lang: string }>, body: LargeBody): Promise<Response> {
  const { lang } = await params;
  if (!isLanguage(lang)) return jsonError(404, NO_SUCH_LANGUAGE);
  const encoded = await encodedBody(lang, body);
  if (!encoded) return jsonError(503, PLACES_UNAVAILABLE);
  return sendEncoded(request, encoded, { "content-type": "application/json; charset=utf-8", ...PLACES_API_HEADERS });
}

/** Sends compressed bytes in the best encoding the client accepts, or a 304 when it has them. */
export function sendEncoded(request: Request, encoded: Encoded, extraHeaders: Record<string, string>): Response {
  const headers: Record<string, string> = { ...extraHeaders, vary: "accept-encoding", etag: encoded.etag };
  if (notModified(request, encoded.etag)) return new Response(null, { status: 304, headers });
  const accepted = acceptedEncodings(request.headers.get("accept-encoding"));
  const encoding = accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
  if (!encoding) return new Response(gunzipSync(Buffer.from(encoded.gzip, "base64")), { headers });
  return new Response(Buffer.from(encoded[encoding], "base64"), { headers: { ...headers, "content-encoding": encoding } });
}

/** Answers a GET of one place in full (about 1 KB: sent as it is). */
export async function placeResponse(request: Request, params: Promise<{ lang: string; id: string }>): Promise<Response> {
  const { lang, id } = await params;
  if (!isLanguage(lang)) return jsonError(404, NO_SUCH_LANGUAGE);
  const place = await loadPlace(lang, id);
  if (place === null) return jsonError(503, PLACES_UNAVAILABLE);
  if (place === "missing") return jsonError(404, "This place is no longer listed.");
  const json = JSON.stringify(place);
  const headers = { "content-type": "application/json; charset=utf-8", ...PLACES_API_HEADERS, etag: etagOf(json) };
  if (notModified(request, headers.etag)) return new Response(null, { status: 304, headers });
  return new Response(json, { headers });
}
