import "server-only";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { NextResponse } from "next/server";
import { isLanguage } from "@/lib/i18n/languages";
import { placesView, type Loaded } from "./queries";
import { PLACES_REVALIDATE_SECONDS } from "./revalidate";
import { toDescription, toPayload, toSummary, type DescriptionsPayload, type PlacesPayload } from "./summary";

const NO_STORE = { "cache-control": "no-store" };

export const PLACES_UNAVAILABLE = "The places cannot be loaded right now. Try again in a minute.";
export const NO_SUCH_LANGUAGE = "No such language: use one of en, es, zh, ko.";

export function jsonError(status: number, error: string) {
  return NextResponse.json({ error }, { status, headers: NO_STORE });
}

/** A JSON body, compressed once per change of the places: brotli and gzip, base64 in Next's data cache. */
type Encoded = { etag: string; br: string; gzip: string };

function encode(body: unknown): Encoded {
  const json = Buffer.from(JSON.stringify(body));
  return {
    etag: `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`,
    // Quality 6: within a few per cent of the best brotli for JSON, in a fraction of its time.
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }).toString("base64"),
    gzip: gzipSync(json, { level: 6 }).toString("base64"),
  };
}

/** The large responses: every place in summary (the map), every description (the search). */
const BODIES = {
  list: ({ places, reportedIds, lastUpdated }: Loaded): PlacesPayload => toPayload(places.map(toSummary), reportedIds, lastUpdated),
  descriptions: ({ places }: Loaded): DescriptionsPayload => Object.fromEntries(places.map((p) => [p.id, toDescription(p)])),
};
export type LargeBody = keyof typeof BODIES;

/**
 * The large place responses as compressed bytes, from Next's data cache, tagged `places` like the
 * pages: a change expires them at once (lib/places/revalidate.ts), else they are made again after
 * PLACES_REVALIDATE_SECONDS. Shared by every request, and by every instance if they share a
 * cache handler (docs/caching.md).
 *
 * Why not a cached route, like the pages: `next start` does not compress what route handlers send
 * (vercel/next.js#98007), and a cached route is one response for every request, so it could not
 * choose an encoding per visitor. So the route runs per request and only picks the bytes.
 */
const encodedBody = placesView("api", (loaded, body: LargeBody) => encode(BODIES[body](loaded)));

/**
 * Shared caches (a CDN) keep it like a page; a browser keeps it too, and asks again with its
 * ETag, so a return visit on a weak connection costs a 304, not the whole payload.
 */
export const PLACES_API_CACHE_CONTROL = `public, max-age=0, s-maxage=${PLACES_REVALIDATE_SECONDS}, stale-while-revalidate=86100`;

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
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "cache-control": PLACES_API_CACHE_CONTROL,
    vary: "accept-encoding",
    etag: encoded.etag,
  };
  if (request.headers.get("if-none-match")?.split(/\s*,\s*/).includes(encoded.etag)) return new Response(null, { status: 304, headers });
  const accepted = acceptedEncodings(request.headers.get("accept-encoding"));
  const encoding = accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
  if (!encoding) return new Response(gunzipSync(Buffer.from(encoded.gzip, "base64")), { headers });
  return new Response(Buffer.from(encoded[encoding], "base64"), { headers: { ...headers, "content-encoding": encoding } });
}
