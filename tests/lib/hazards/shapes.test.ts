import { describe, expect, it } from "vitest";
import { pointInZone } from "@/lib/hazards/point-in-polygon";
import { bboxesMeet, bboxHas, bboxOf, labelPoint, shapesAt, toShapes } from "@/lib/hazards/shapes";
import type { MultiPolygon, Polygon } from "geojson";
import { square, zoneLayer } from "../../fixtures/hazards/served";

describe("hazard shapes on the map", () => {
  it("boxes a polygon and a multipolygon by their outer rings", () => {
    expect(bboxOf(square(-118.2, 34.15))).toEqual([-118.2, 34.15, -118.18, 34.17]);
    const multi: MultiPolygon = { type: "MultiPolygon", coordinates: [square(-118.2, 34.1).coordinates, square(-118, 34.3).coordinates] };
    expect(bboxOf(multi)).toEqual([-118.2, 34.1, -117.98, 34.32]);
  });

  it("tests points and boxes against boxes, edges included", () => {
    expect(bboxHas([0, 0, 1, 1], [1, 0.5])).toBe(true);
    expect(bboxHas([0, 0, 1, 1], [1.01, 0.5])).toBe(false);
    expect(bboxesMeet([0, 0, 1, 1], [1, 1, 2, 2])).toBe(true);
    expect(bboxesMeet([0, 0, 1, 1], [1.1, 0, 2, 1])).toBe(false);
  });

  it("finds every shape under a point, a shared edge counting for both", () => {
    const shapes = toShapes(zoneLayer.features);
    expect(shapesAt([-118.19, 34.16], shapes).map((f) => f.properties.id)).toEqual(["Z-1"]);
    expect(shapesAt([-118.18, 34.16], shapes).map((f) => f.properties.id)).toEqual(["Z-1", "Z-2"]);
    expect(shapesAt([-117, 34.16], shapes)).toEqual([]);
  });

  it("puts a label inside its shape: the centre of a square, inside a crescent even though its centre is not", () => {
    const [x, y] = labelPoint(square(-118.2, 34.15));
    expect(x).toBeCloseTo(-118.19, 6);
    expect(y).toBeCloseTo(34.16, 6);
    // A "C": its centroid and its box's centre both fall in the gap.
    const c: Polygon = {
      type: "Polygon",
      coordinates: [
        [
          [0, 0],
          [3, 0],
          [3, 1],
          [1, 1],
          [1, 2],
          [3, 2],
          [3, 3],
          [0, 3],
          [0, 0],
        ],
      ],
    };
    const point = labelPoint(c);
    expect(pointInZone(point, c)).toBe(true);
    // In the C's back, the widest stretch at the centre's height, not on its edge.
    expect(point).toEqual([0.5, 1.5]);
  });

  it("keeps a label out of a hole", () => {
    const ring: Polygon = { type: "Polygon", coordinates: [square(0, 0, 4).coordinates[0]!, square(1, 1, 2).coordinates[0]!] };
    const point = labelPoint(ring);
    expect(pointInZone(point, ring)).toBe(true);
    expect(point).toEqual([0.5, 2]);
  });

  it("labels a multipolygon on its largest part", () => {
    const multi: MultiPolygon = { type: "MultiPolygon", coordinates: [square(0, 0, 0.01).coordinates, square(5, 5, 1).coordinates] };
    const [x, y] = labelPoint(multi);
    expect(x).toBeCloseTo(5.5, 6);
    expect(y).toBeCloseTo(5.5, 6);
  });
});
