import type { PlaceHazard, WarningStatus } from "./payload";
import { WARNING_STATUSES } from "./payload";
import { zonesContaining } from "./point-in-polygon";
import type { Polygonal, ZoneFeature, ZoneLayer } from "./types";

type Located = { id: string; latitude: number; longitude: number };
type Box = [west: number, south: number, east: number, north: number];

const WARNS = new Set<string>(WARNING_STATUSES);

function boxOf(area: Polygonal): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  const rings = area.type === "Polygon" ? [area.coordinates[0]!] : area.coordinates.map((p) => p[0]!);
  for (const ring of rings) {
    for (const [x, y] of ring) {
      if (x! < box[0]) box[0] = x!;
      if (y! < box[1]) box[1] = y!;
      if (x! > box[2]) box[2] = x!;
      if (y! > box[3]) box[3] = y!;
    }
  }
  return box;
}

const inBox = ([w, s, e, n]: Box, x: number, y: number) => x >= w && x <= e && y >= s && y <= n;

/**
 * The places inside a zone under an evacuation order, a shelter-in-place or a warning, each with
 * the most serious such zone (order first). Decided on the server, once per change of the places
 * or the zones (lib/places/queries.ts), so every view agrees: the card, the map's pop-up, the
 * listings, "open now" and a need's results. A "clear" zone flags nothing, and a place in no zone
 * is simply absent: the site never calls a place safe.
 *
 * Each zone's bounding box is checked first: 10,000 places against a few hundred zones costs
 * milliseconds, not a point-in-polygon test per pair.
 */
export function flagPlaces(places: readonly Located[], layer: ZoneLayer | null): Record<string, PlaceHazard> {
  if (!layer) return {};
  const zones = layer.features.filter((z) => WARNS.has(z.properties.status));
  if (zones.length === 0) return {};
  const boxes = new Map<ZoneFeature, Box>(zones.map((z) => [z, boxOf(z.geometry)]));
  const flags: Record<string, PlaceHazard> = {};
  for (const place of places) {
    const x = place.longitude;
    const y = place.latitude;
    const candidates = zones.filter((z) => inBox(boxes.get(z)!, x, y));
    if (candidates.length === 0) continue;
    const worst = zonesContaining([x, y], candidates)[0];
    if (worst) flags[place.id] = { status: worst.properties.status as WarningStatus, zone: worst.properties.name, source: layer.source };
  }
  return flags;
}
