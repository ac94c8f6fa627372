import type { Feature, Position } from "geojson";
import { pointInZone } from "./point-in-polygon";
import type { Bbox, Polygonal } from "./types";

// What the map needs to find and label hazard polygons on a phone: bounding boxes worked out once
// per layer, so a tap or a pan tests a few boxes instead of every vertex of up to 5,000 shapes.
// Kept free of zod and Leaflet (lib/hazards/geometry.ts validates feeds on the server).

export type Shape<F> = { feature: F; bbox: Bbox };

function outerRings(geometry: Polygonal): Position[][] {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flatMap(([outer]) => (outer ? [outer] : []));
}

export function bboxOf(geometry: Polygonal): Bbox {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of outerRings(geometry)) {
    for (const [x = 0, y = 0] of ring) {
      west = Math.min(west, x);
      east = Math.max(east, x);
      south = Math.min(south, y);
      north = Math.max(north, y);
    }
  }
  return [west, south, east, north];
}

export function bboxHas([west, south, east, north]: Bbox, [x = NaN, y = NaN]: Position): boolean {
  return x >= west && x <= east && y >= south && y <= north;
}

export function bboxesMeet(a: Bbox, b: Bbox): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}

export function toShapes<F extends Feature<Polygonal>>(features: readonly F[]): Shape<F>[] {
  return features.map((feature) => ({ feature, bbox: bboxOf(feature.geometry) }));
}

/** The shapes a point ([longitude, latitude]) is in, an edge counting as inside (as for a place's warning). */
export function shapesAt<F extends Feature<Polygonal>>(point: Position, shapes: readonly Shape<F>[]): F[] {
  return shapes.filter((s) => bboxHas(s.bbox, point) && pointInZone(point, s.feature.geometry)).map((s) => s.feature);
}

/** Twice the signed area and the area-weighted centre of a ring (the shoelace formula). */
function ringCentroid(ring: Position[]): { area: number; at: Position } {
  let [area, cx, cy] = [0, 0, 0];
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0 = 0, y0 = 0] = ring[i]!;
    const [x1 = 0, y1 = 0] = ring[i + 1]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  return area === 0 ? { area: 0, at: ring[0] ?? [0, 0] } : { area: Math.abs(area), at: [cx / (3 * area), cy / (3 * area)] };
}

/**
 * The middle of the widest stretch of a polygon (holes included) along the horizontal line at
 * `y`: the even-odd rule pairs up where the line crosses its edges.
 */
function widestAcross(rings: Position[][], y: number): Position | null {
  const xs: number[] = [];
  for (const ring of rings) {
    for (let i = 0; i < ring.length - 1; i++) {
      const [x0 = 0, y0 = 0] = ring[i]!;
      const [x1 = 0, y1 = 0] = ring[i + 1]!;
      if (y0 <= y !== y1 <= y) xs.push(x0 + ((y - y0) / (y1 - y0)) * (x1 - x0));
    }
  }
  xs.sort((a, b) => a - b);
  let best: Position | null = null;
  let width = -1;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const [a, b] = [xs[i]!, xs[i + 1]!];
    if (b - a > width) [width, best] = [b - a, [(a + b) / 2, y]];
  }
  return best;
}

/**
 * Where a shape's label goes: the centre of its largest part when that is inside it (a crescent's
 * centre lies outside the crescent, and a label there would name the wrong ground); else the
 * middle of the widest stretch across that part at the centre's height.
 */
export function labelPoint(geometry: Polygonal): Position {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  const parts = polygons.map((rings) => ({ rings, ...ringCentroid(rings[0] ?? []) }));
  const largest = parts.reduce((a, b) => (b.area > a.area ? b : a), parts[0] ?? { rings: [], area: 0, at: [0, 0] });
  if (pointInZone(largest.at, geometry)) return largest.at;
  return widestAcross(largest.rings, largest.at[1] ?? 0) ?? largest.rings[0]?.[0] ?? largest.at;
}
