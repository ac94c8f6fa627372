import type { MultiPolygon, Point, Polygon, Position } from "geojson";
import { z } from "zod";
import type { Bbox, Dropped, Polygonal } from "./types";

/**
 * The GeoJSON a hazard feed must send, checked with zod before anything is drawn or tested
 * against it. A feature whose geometry is broken (a coordinate that is not a finite number or is
 * off the globe, a ring that is not closed or has fewer than 4 positions, coordinates nested
 * wrongly) makes the whole feed refused: a half-read layer could hide an evacuation order, while
 * the caller still has the last good copy. A feature with no geometry, or of another kind (a
 * line where polygons are expected), is only left out and counted.
 */

/** What is wrong with a position, or null: [longitude, latitude], perhaps an altitude (ignored). */
function positionProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return "a position must be [longitude, latitude]";
  for (const c of value) {
    if (typeof c !== "number") return "a position must be [longitude, latitude] numbers (coordinates nested wrongly?)";
    if (!Number.isFinite(c)) return "a coordinate must be a finite number";
  }
  if (value.length < 2 || value.length > 4) return "a position must be [longitude, latitude]";
  if (value[0] < -180 || value[0] > 180) return "longitude must be between -180 and 180";
  if (value[1] < -90 || value[1] > 90) return "latitude must be between -90 and 90";
  return null;
}

const position = z.custom<Position>().superRefine((value, ctx) => {
  const problem = positionProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/**
 * A closed ring of at least 4 positions. Its positions are checked in one loop rather than a
 * schema each: a 5 MB feed has ~250,000 of them, and this keeps validating it to a few tens of
 * milliseconds (scripts/bench/hazards.ts).
 */
const ring = z.custom<Position[]>().superRefine((value, ctx) => {
  if (!Array.isArray(value)) return ctx.addIssue({ code: "custom", message: "a ring must be a list of positions" });
  for (let i = 0; i < value.length; i++) {
    const problem = positionProblem(value[i]);
    if (problem) return ctx.addIssue({ code: "custom", message: problem, path: [i] });
  }
  if (value.length < 4) return ctx.addIssue({ code: "custom", message: "a ring needs at least 4 positions" });
  const first = value[0]!;
  const last = value[value.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1]) ctx.addIssue({ code: "custom", message: "ring is not closed (its last position must repeat its first)" });
});
const polygon = z.array(ring, { error: "a polygon must be a list of rings" }).min(1, "a polygon needs an outer ring");

const geometries = {
  Point: z.object({ type: z.literal("Point"), coordinates: position }),
  Polygon: z.object({ type: z.literal("Polygon"), coordinates: polygon }),
  MultiPolygon: z.object({
    type: z.literal("MultiPolygon"),
    coordinates: z.array(polygon, { error: "a multipolygon must be a list of polygons" }).min(1, "a multipolygon needs a polygon"),
  }),
};

type GeometryOf = { Point: Point; Polygon: Polygon; MultiPolygon: MultiPolygon };
export type GeometryKind = keyof typeof geometries;

const feature = z.object({
  type: z.literal("Feature"),
  id: z.union([z.string(), z.number()]).optional(),
  geometry: z.object({ type: z.string() }).loose().nullable().optional(),
  properties: z.record(z.string(), z.unknown()).nullable().optional(),
});

const collection = z.object({ type: z.literal("FeatureCollection"), features: z.array(z.unknown()) });

export type RawFeature<G> = { geometry: G; properties: Record<string, unknown>; id?: string | number };

export type ReadResult<G> = { ok: true; features: RawFeature<G>[]; dropped: Dropped; total: number } | { ok: false; reason: string };

export function addDrop(dropped: Dropped, reason: string): void {
  dropped[reason] = (dropped[reason] ?? 0) + 1;
}

/** `coordinates[0][3]: latitude must be between -90 and 90` */
function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("").replace(/^\./, "");
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * The features of a GeoJSON FeatureCollection whose geometry is one of `kinds`, checked; the
 * others counted in `dropped`. Refused whole (with the reason) when it is not a FeatureCollection,
 * has more than `maxFeatures` features, or any feature is malformed.
 */
export function readFeatures<K extends GeometryKind>(json: unknown, kinds: readonly K[], maxFeatures: number): ReadResult<GeometryOf[K]> {
  const parsed = collection.safeParse(json);
  if (!parsed.success) return { ok: false, reason: "the answer is not a GeoJSON FeatureCollection" };
  const items = parsed.data.features;
  if (items.length > maxFeatures) return { ok: false, reason: `the answer has ${items.length} features, more than the ${maxFeatures} allowed` };

  const features: RawFeature<GeometryOf[K]>[] = [];
  const dropped: Dropped = {};
  for (const [index, item] of items.entries()) {
    const where = `feature ${index + 1}`;
    const f = feature.safeParse(item);
    if (!f.success) return { ok: false, reason: `${where} is not a GeoJSON Feature (${describeIssue(f.error.issues[0]!)})` };
    const { geometry, properties, id } = f.data;
    if (!geometry) {
      addDrop(dropped, "no geometry");
      continue;
    }
    const kind = kinds.find((k) => k === geometry.type);
    if (!kind) {
      addDrop(dropped, `${String(geometry.type).slice(0, 40)} geometry, not ${kinds.join(" or ")}`);
      continue;
    }
    const g = geometries[kind].safeParse(geometry);
    if (!g.success) return { ok: false, reason: `${where} has a bad geometry: ${describeIssue(g.error.issues[0]!)}` };
    features.push({ geometry: g.data as unknown as GeometryOf[K], properties: properties ?? {}, ...(id === undefined ? {} : { id }) });
  }
  return { ok: true, features, dropped, total: items.length };
}

/** The drop reason for features away from Los Angeles: an answer, not a problem. */
export const OUTSIDE = "outside the area";

/**
 * Finishes a parse: a feed that had features but none usable is refused, with what went wrong;
 * one whose features all lie away from Los Angeles is a quiet day, and an empty layer.
 */
export function usableOrRefused<F>(features: F[], dropped: Dropped, total: number): { ok: true; features: F[]; dropped: Dropped } | { ok: false; reason: string } {
  const onlyElsewhere = Object.keys(dropped).every((reason) => reason === OUTSIDE);
  if (total > 0 && features.length === 0 && !onlyElsewhere) {
    return { ok: false, reason: `none of its ${total} features could be used (${describeDropped(dropped)})` };
  }
  return { ok: true, features, dropped };
}

/** `unknown status "Advisory" ×3, no geometry ×1` */
export function describeDropped(dropped: Dropped): string {
  return Object.entries(dropped)
    .map(([reason, count]) => `${reason} ×${count}`)
    .join(", ");
}

export function roundTo(decimals: number): (value: number) => number {
  const factor = 10 ** decimals;
  return (value) => Math.round(value * factor) / factor;
}

/** [longitude, latitude] rounded; an altitude is dropped. */
export function roundPosition(p: Position, decimals: number): Position {
  const round = roundTo(decimals);
  return [round(p[0]!), round(p[1]!)];
}

export function inBbox(p: Position, [west, south, east, north]: Bbox): boolean {
  return p[0]! >= west && p[0]! <= east && p[1]! >= south && p[1]! <= north;
}

/** Whether a polygon's outer rings reach into the box (by their bounding boxes: a plain GeoJSON feed is not filtered by the server). */
export function touchesBbox(geometry: Polygonal, [west, south, east, north]: Bbox): boolean {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some(([outer]) => {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const p of outer ?? []) {
      minX = Math.min(minX, p[0]!);
      maxX = Math.max(maxX, p[0]!);
      minY = Math.min(minY, p[1]!);
      maxY = Math.max(maxY, p[1]!);
    }
    return minX <= east && maxX >= west && minY <= north && maxY >= south;
  });
}
