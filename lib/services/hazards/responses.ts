import "server-only";
import { unstable_cache } from "next/cache";
import { hazardStore, placeStore } from "@/lib/data";
import { encode, jsonError, sendEncoded, unknownParameter, type Encoded } from "@/lib/services/places/api-responses";
import { HAZARDS_REVALIDATE_SECONDS, HAZARDS_TAG, PLACES_TAG } from "@/lib/places/revalidate";
import type { HazardsPayload } from "@/lib/hazards/payload";
import { feedsConfigured, onlySample } from "@/lib/services/hazards/place-zones";
import { servedLayers } from "@/lib/hazards/served";

export const MAP_HAZARDS_UNAVAILABLE = "The hazard layers cannot be loaded right now. The places still show; try again in a minute.";

class ReadFailed extends Error {}

/**
 * The layers as the map draws them (lib/hazards/served.ts), compressed once per refresh (tag
 * HAZARDS_TAG) or change of places (the sample layers follow the sample places), a minute at most.
 * The places are read only on the zero-config path (no feed, nothing stored), to decide whether
 * the sample layers may show.
 */
const encodedLayers = unstable_cache(
  async (): Promise<Encoded> => {
    try {
      const stored = await (await hazardStore()).layers();
      const configured = feedsConfigured();
      const sampleOnly = stored.length === 0 && !configured ? onlySample(await (await placeStore()).listPlaces()) : false;
      const payload: HazardsPayload = { layers: servedLayers(stored, { feedsConfigured: configured, onlySamplePlaces: sampleOnly, now: new Date() }) };
      return await encode(payload);
    } catch (error) {
      console.error("Could not load the hazard layers for the map:", error);
      throw new ReadFailed("the hazard layers could not be read");
    }
  },
  ["map-hazards-v1"],
  { tags: [HAZARDS_TAG, PLACES_TAG], revalidate: HAZARDS_REVALIDATE_SECONDS },
);

/**
 * Browsers ask again each time with their ETag (a 304 while nothing changed), so nobody is shown
 * an old evacuation zone from their own cache; shared caches keep it a minute, as the server does.
 */
const HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "public, no-cache",
  "cdn-cache-control": `public, s-maxage=${HAZARDS_REVALIDATE_SECONDS}, stale-while-revalidate=60`,
} as const;

/** Answers GET /api/hazards: takes no parameters. A failed read is a 503 the map says it could not load. */
export async function mapHazardsResponse(request: Request): Promise<Response> {
  const unknown = unknownParameter(request);
  if (unknown) return jsonError(400, unknown);
  let encoded: Encoded;
  try {
    encoded = await encodedLayers();
  } catch (error) {
    if (!(error instanceof ReadFailed)) throw error;
    return jsonError(503, MAP_HAZARDS_UNAVAILABLE);
  }
  return sendEncoded(request, encoded, HEADERS);
}
