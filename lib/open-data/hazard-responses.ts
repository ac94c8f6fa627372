import "server-only";
import { unstable_cache } from "next/cache";
import { hazardStore } from "@/lib/data";
import { encode, sendEncoded, unknownParameter, type Encoded } from "@/lib/services/places/api-responses";
import { HAZARDS_REVALIDATE_SECONDS, HAZARDS_TAG } from "@/lib/places/revalidate";
import { hazardSourceLinks, hazardsGeoJson } from "./hazards";
import { canonicalRedirect, CORS_HEADERS, errorResponse } from "./responses";

export const HAZARDS_UNAVAILABLE = "The hazard layers cannot be loaded right now. Try again in a minute.";

/** Shared caches keep it a minute, like the server's own copy; never a stale copy for long. */
const CACHE_CONTROL = `public, max-age=60, s-maxage=${HAZARDS_REVALIDATE_SECONDS}, stale-while-revalidate=60`;

class ReadFailed extends Error {}

/**
 * The stored layers as compressed GeoJSON with their source links, from Next's data cache (tag
 * HAZARDS_TAG, expired by every refresh), made again after HAZARDS_REVALIDATE_SECONDS at most. A
 * failed read is not cached. Next's data cache refuses entries over 2 MB: very large layers are
 * then read and compressed per request (docs/hazards.md).
 */
const encodedHazards = unstable_cache(
  async (): Promise<{ encoded: Encoded; links: string[] }> => {
    try {
      const layers = await (await hazardStore()).layers();
      return { encoded: await encode(hazardsGeoJson(layers)), links: hazardSourceLinks(layers) };
    } catch (error) {
      console.error("Could not load the hazard layers:", error);
      throw new ReadFailed("the hazard layers could not be read");
    }
  },
  ["open-data-hazards-v1"],
  { tags: [HAZARDS_TAG], revalidate: HAZARDS_REVALIDATE_SECONDS },
);

/** Answers GET /api/open-data/hazards.geojson: every stored layer, for anyone; takes no parameters. */
export async function hazardsResponse(request: Request): Promise<Response> {
  const unknown = unknownParameter(request);
  if (unknown) return errorResponse(400, unknown);
  // "?" or "?&": no parameter, but another address to a cache.
  const redirect = canonicalRedirect(request, "");
  if (redirect) return redirect;
  let cached: Awaited<ReturnType<typeof encodedHazards>>;
  try {
    cached = await encodedHazards();
  } catch (error) {
    if (!(error instanceof ReadFailed)) throw error;
    return errorResponse(503, HAZARDS_UNAVAILABLE);
  }
  const headers: Record<string, string> = { "content-type": "application/geo+json; charset=utf-8", ...CORS_HEADERS, "cache-control": CACHE_CONTROL };
  if (cached.links.length > 0) headers.link = cached.links.join(", ");
  return sendEncoded(request, cached.encoded, { ...headers, "content-disposition": 'inline; filename="la-wildfire-relief-hazards.geojson"' });
}
