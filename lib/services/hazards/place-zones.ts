import "server-only";
import type { HazardStore } from "@/lib/data/stores";
import { serverEnv } from "@/lib/env/server";
import type { Place } from "@/lib/places/types";
import { hazardFeedsFromEnv } from "@/lib/hazards/config";
import type { PlaceHazard } from "@/lib/hazards/payload";
import { flagPlaces } from "@/lib/hazards/place-flags";
import { servedLayers } from "@/lib/hazards/served";
import type { ZoneLayer } from "@/lib/hazards/types";

export const feedsConfigured = () => Object.keys(hazardFeedsFromEnv(serverEnv)).length > 0;
export const onlySample = (places: readonly Pick<Place, "isSample">[]) => places.length > 0 && places.every((p) => p.isSample);

/**
 * The places inside a zone under an order, shelter-in-place or warning, from the stored zones (or
 * the sample zones beside sample places). A failed read gives null, logged: the places still show
 * (a failed feed never hides places), that view is not cached (lib/services/places/queries.ts), and the
 * map says when it cannot load the zones itself (components/map/place-explorer.tsx).
 */
export async function placeZones(places: readonly Place[], store: () => Promise<HazardStore>): Promise<Record<string, PlaceHazard> | null> {
  try {
    const stored = await (await store()).layers(["zone"]);
    const context = { feedsConfigured: feedsConfigured(), onlySamplePlaces: onlySample(places), now: new Date() };
    const zones = servedLayers(stored, context, ["zone"])[0] as ZoneLayer | undefined;
    return flagPlaces(places, zones ?? null);
  } catch (error) {
    console.error("Could not read the evacuation zones for the places:", error);
    return null;
  }
}
