import type { Position } from "geojson";
import { OUTSIDE, addDrop, roundTo, touchesBbox } from "./geometry";
import type { Bbox, Dropped, Polygonal } from "./types";

/*
 * Polygons made small enough for phones: Douglas–Peucker per ring, then coordinates rounded.
 *
 * Hand-written rather than @turf/simplify 7.4.0 (measured on the benchmark's 5 MB feed: as fast
 * when told to mutate, 1.7–2.5× slower by default as it deep-clones the input first; 5 more
 * packages, ~0.6 MB) because its rules for polygons are not ours: a ring that would collapse is
 * retried with the tolerance lowered 1% at a time until it survives, then kept, where we drop
 * it; and it does not round. Douglas–Peucker itself is the 30 lines below, tested in
 * tests/lib/hazards/simplify.test.ts and timed by scripts/bench/hazards.ts.
 */

/** Squared distance from p to the segment a–b (to the point a when a = b, as for a closed ring's ends). */
function squaredSegmentDistance(p: Position, a: Position, b: Position): number {
  let x = a[0]!;
  let y = a[1]!;
  let dx = b[0]! - x;
  let dy = b[1]! - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((p[0]! - x) * dx + (p[1]! - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      x = b[0]!;
      y = b[1]!;
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = p[0]! - x;
  dy = p[1]! - y;
  return dx * dx + dy * dy;
}

/** Douglas–Peucker: the positions that stay, first and last always. Iterative (a ring of 100,000 positions must not overflow the stack). */
export function douglasPeucker(points: Position[], tolerance: number): Position[] {
  const last = points.length - 1;
  if (last < 2) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = keep[last] = 1;
  const squaredTolerance = tolerance * tolerance;
  const stack: number[] = [0, last];
  while (stack.length > 0) {
    const end = stack.pop()!;
    const start = stack.pop()!;
    let farthest = -1;
    let max = squaredTolerance;
    for (let i = start + 1; i < end; i++) {
      const d = squaredSegmentDistance(points[i]!, points[start]!, points[end]!);
      if (d > max) {
        max = d;
        farthest = i;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push(start, farthest, farthest, end);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** Twice the signed area (shoelace); 0 for a ring that encloses nothing. */
function doubleArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) sum += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return sum;
}

/**
 * A closed ring simplified and rounded, still closed with at least 4 positions and some area; or
 * null when it collapses (it fits within the tolerance, e.g. a hole smaller than ~50 m).
 */
export function simplifyRing(ring: Position[], tolerance: number, decimals: number): Position[] | null {
  const round = roundTo(decimals);
  const out: Position[] = [];
  for (const p of douglasPeucker(ring, tolerance)) {
    const q: Position = [round(p[0]!), round(p[1]!)];
    const prev = out[out.length - 1];
    // Rounding can bring two neighbours onto the same position: keep one.
    if (!prev || prev[0] !== q[0] || prev[1] !== q[1]) out.push(q);
  }
  if (out.length < 4 || doubleArea(out) === 0) return null;
  return out;
}

/** A polygon's outer ring and holes simplified: a collapsed hole is dropped, a collapsed outer ring drops the polygon. */
function simplifyPolygon(rings: Position[][], tolerance: number, decimals: number): Position[][] | null {
  const [outer, ...holes] = rings;
  const shell = outer && simplifyRing(outer, tolerance, decimals);
  if (!shell) return null;
  const kept = holes.map((h) => simplifyRing(h, tolerance, decimals)).filter((h): h is Position[] => h !== null);
  return [shell, ...kept];
}

/** The geometry simplified (tolerance in degrees) and rounded; null when every polygon collapses. */
export function simplifyPolygonal(geometry: Polygonal, tolerance: number, decimals: number): Polygonal | null {
  if (geometry.type === "Polygon") {
    const polygon = simplifyPolygon(geometry.coordinates, tolerance, decimals);
    return polygon && { type: "Polygon", coordinates: polygon };
  }
  const polygons = geometry.coordinates.map((p) => simplifyPolygon(p, tolerance, decimals)).filter((p): p is Position[][] => p !== null);
  return polygons.length > 0 ? { type: "MultiPolygon", coordinates: polygons } : null;
}

/** How many positions a geometry has (the benchmark's "vertices"). */
export function countPositions(geometry: Polygonal): number {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  return polygons.reduce((sum, rings) => sum + rings.reduce((s, r) => s + r.length, 0), 0);
}

/**
 * A perimeter or zone as a phone draws it: simplified, or null — counted in `dropped` — when it lies
 * away from the area or vanishes once simplified.
 */
export function drawablePolygon(
  geometry: Polygonal,
  options: { bbox: Bbox; toleranceDeg: number; decimals: number },
  dropped: Dropped,
): Polygonal | null {
  if (!touchesBbox(geometry, options.bbox)) {
    addDrop(dropped, OUTSIDE);
    return null;
  }
  const simple = simplifyPolygonal(geometry, options.toleranceDeg, options.decimals);
  if (!simple) addDrop(dropped, "too small to draw once simplified");
  return simple;
}
