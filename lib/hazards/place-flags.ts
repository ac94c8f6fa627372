import { isWarning, zoneSeverity, type PlaceHazard, type WarningStatus } from "./payload";
import { shapesAt, toShapes } from "./shapes";
import type { ZoneLayer } from "./types";

type Located = { id: string; latitude: number; longitude: number };

/**
 * The places inside a zone under an evacuation order, a shelter-in-place or a warning, each with
 * the most serious such zone (zoneSeverity: order first). Decided on the server,
 * once per change of the places or the zones (lib/services/places/queries.ts), so every view agrees: the
 * card, the map's pop-up, the listings, "open now" and a need's results; the browser decides again
 * with the newer zones it draws (components/map/place-explorer.tsx). A "clear" zone flags nothing,
 * and a place in no zone is simply absent: the site never calls a place safe.
 *
 * Each zone's bounding box is checked first (lib/hazards/shapes.ts): 10,000 places against 150
 * zones take ~25 ms (docs/benchmarks.md), not a point-in-polygon test per pair.
 */
export function flagPlaces(places: readonly Located[], layer: Pick<ZoneLayer, "features" | "source"> | null | undefined): Record<string, PlaceHazard> {
  if (!layer) return {};
  const zones = toShapes(layer.features.filter((z) => isWarning(z.properties.status)));
  if (zones.length === 0) return {};
  const flags: Record<string, PlaceHazard> = {};
  for (const place of places) {
    const inside = shapesAt([place.longitude, place.latitude], zones);
    if (inside.length === 0) continue;
    const worst = inside.reduce((a, b) => (zoneSeverity(b.properties.status) < zoneSeverity(a.properties.status) ? b : a));
    flags[place.id] = { status: worst.properties.status as WarningStatus, zone: worst.properties.name, source: layer.source };
  }
  return flags;
}

/** Places nobody should be sent to now: inside an order or a shelter-in-place (a warning still lets people leave). */
export const keepsPeopleOut = (hazard: PlaceHazard | undefined): boolean => hazard !== undefined && hazard.status !== "warning";

/**
 * Two sets of flags made from different copies of the zones (the server's, in the places' data,
 * and the newer one the browser draws), merged: for each place the more serious, so a copy that
 * missed an order never hides it.
 */
export function mergeFlags(a: Readonly<Record<string, PlaceHazard>>, b: Readonly<Record<string, PlaceHazard>>): Record<string, PlaceHazard> {
  const merged = { ...a };
  for (const [id, flag] of Object.entries(b)) if (!merged[id] || zoneSeverity(flag.status) < zoneSeverity(merged[id]!.status)) merged[id] = flag;
  return merged;
}
