import type { HazardStore } from "@/lib/data/stores";
import type { HazardRefresh } from "@/lib/hazards/refresh";
import type { Dropped, HazardLayer, HazardLayerName } from "@/lib/hazards/types";

/** What POST /api/hazards/refresh answers per configured layer. */
export type LayerSummary =
  | { layer: HazardLayerName; ok: true; features: number; dropped: Dropped; fetchedAt: string }
  | { layer: HazardLayerName; ok: false; reason: string };

const ORDER: readonly HazardLayerName[] = ["incident", "perimeter", "zone"];

/**
 * What the zones decide about places: their areas, names and statuses (not when they were
 * fetched), in id order, so the same zones served in another order are not a change.
 */
const zoneKey = (layer: HazardLayer | undefined) =>
  layer?.layer === "zone" ? JSON.stringify([...layer.features].sort((a, b) => a.properties.id.localeCompare(b.properties.id))) : "none";

/**
 * Stores what refreshHazards() brought: each new copy replaces its layer's, each failure is
 * recorded beside the layer's last good copy, which stays. A database failure is thrown (the
 * layers stored before it stay stored); the caller says so. `onZonesChanged` is called once a
 * zone copy that differs from the stored one is saved: every view of places depends on the zones
 * (lib/services/places/queries.ts), and is made again then, not at every refresh.
 */
export async function saveRefresh(store: HazardStore, refreshed: HazardRefresh, onZonesChanged: () => void = () => {}): Promise<LayerSummary[]> {
  const summaries: LayerSummary[] = [];
  for (const layer of ORDER) {
    const result = refreshed[layer];
    if (!result) continue;
    if (result.ok) {
      const before = layer === "zone" ? zoneKey((await store.layers(["zone"]))[0]) : null;
      await store.save(result.layer);
      if (before !== null && before !== zoneKey(result.layer)) onZonesChanged();
      summaries.push({ layer, ok: true, features: result.layer.features.length, dropped: result.dropped, fetchedAt: result.layer.fetchedAt });
    } else {
      await store.failed(layer, result.reason);
      summaries.push({ layer, ok: false, reason: result.reason });
    }
  }
  return summaries;
}

/** "Refreshed 2 of 3 layers; perimeter skipped, its last good copy stays." */
export function describeRefresh(summaries: readonly LayerSummary[]): string {
  const skipped = summaries.filter((s) => !s.ok).map((s) => s.layer);
  const refreshed = `Refreshed ${summaries.length - skipped.length} of ${summaries.length} ${summaries.length === 1 ? "layer" : "layers"}`;
  if (skipped.length === 0) return `${refreshed}.`;
  return `${refreshed}; ${skipped.join(", ")} skipped, ${skipped.length === 1 ? "its last good copy stays" : "their last good copies stay"}.`;
}
