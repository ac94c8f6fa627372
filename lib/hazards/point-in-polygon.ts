import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import type { Position } from "geojson";
import type { Polygonal, ZoneFeature, ZoneStatus } from "./types";

/*
 * @turf/boolean-point-in-polygon (7.4.0) rather than a hand-written ray cast: it decides points
 * on an edge exactly (point-in-polygon-hao over robust-predicates' orient2d), where a float ray
 * cast flips either way, and on an edge is where "inside" must win. Cost, measured: 5 packages,
 * ~0.7 MB installed; 1.9 KB gzip if a browser bundle ever needs it.
 */

/**
 * Whether a point ([longitude, latitude]) is in a zone: in any of its polygons and in none of
 * their holes. A point on an edge, a hole's edge included, counts as inside: for a warning, being
 * told once too often is the safe side.
 */
export function pointInZone(point: Position, area: Polygonal): boolean {
  return booleanPointInPolygon(point, area);
}

/** Most serious first. */
const SEVERITY: Record<ZoneStatus, number> = { order: 0, shelter_in_place: 1, warning: 2, clear: 3 };

/** The zones a point is in, most serious status first (order, shelter in place, warning, clear). */
export function zonesContaining(point: Position, zones: readonly ZoneFeature[]): ZoneFeature[] {
  return zones.filter((z) => pointInZone(point, z.geometry)).sort((a, b) => SEVERITY[a.properties.status] - SEVERITY[b.properties.status]);
}
