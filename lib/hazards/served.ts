import type { ServedHazardLayer } from "./payload";
import { sampleHazardLayers } from "./sample";
import type { HazardLayer, HazardLayerName } from "./types";

export type ServeContext = {
  /** Whether any hazard feed is configured (HAZARD_*_URL). */
  feedsConfigured: boolean;
  /** Whether every published place is sample data (the zero-config site). */
  onlySamplePlaces: boolean;
  now: Date;
};

/**
 * The layers the site shows: the stored copies, zones marked "clear" left out (nothing to draw or
 * warn about; the open-data file keeps them). With no feed configured, nothing ever stored and
 * only sample places, the labelled sample layers instead: never beside real places, never beside
 * a real layer.
 */
export function servedLayers(stored: readonly HazardLayer[], context: ServeContext, only?: readonly HazardLayerName[]): ServedHazardLayer[] {
  const sample = stored.length === 0 && !context.feedsConfigured && context.onlySamplePlaces;
  const layers: ServedHazardLayer[] = sample ? sampleHazardLayers(context.now) : stored.map((l) => ({ ...l, sample: false }) as ServedHazardLayer);
  return layers
    .filter((l) => !only || only.includes(l.layer))
    .map((l) => (l.layer === "zone" ? { ...l, features: l.features.filter((z) => z.properties.status !== "clear") } : l));
}
