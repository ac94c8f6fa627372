// @vitest-environment node
import type { MultiPolygon, Polygon, Position } from "geojson";
import { describe, expect, it } from "vitest";
import { pointInZone, zonesContaining } from "@/lib/hazards/point-in-polygon";
import type { ZoneFeature, ZoneStatus } from "@/lib/hazards/types";

/**
 * A burn-area-shaped MultiPolygon near Altadena (made up for the test): an irregular outer ring
 * with an unburned island (a hole), and a second, separate polygon to the east.
 */
const area: MultiPolygon = {
  type: "MultiPolygon",
  coordinates: [
    [
      [
        [-118.16, 34.18], [-118.14, 34.175], [-118.12, 34.18], [-118.1, 34.18], [-118.095, 34.195],
        [-118.1, 34.21], [-118.125, 34.222], [-118.15, 34.215], [-118.165, 34.2], [-118.16, 34.18],
      ],
      // The hole, wound the other way, as GeoJSON asks: -118.135…-118.12 × 34.19…34.2
      [[-118.135, 34.19], [-118.135, 34.2], [-118.12, 34.2], [-118.12, 34.19], [-118.135, 34.19]],
    ],
    [
      [[-118.08, 34.18], [-118.06, 34.18], [-118.055, 34.2], [-118.07, 34.205], [-118.085, 34.195], [-118.08, 34.18]],
    ],
  ],
};

const cases: [string, Position, boolean][] = [
  ["well inside the first polygon", [-118.15, 34.2], true],
  ["inside the hole (the unburned island)", [-118.128, 34.195], false],
  ["on the outer edge (a horizontal edge)", [-118.11, 34.18], true],
  ["on an outer vertex", [-118.095, 34.195], true],
  ["on the hole's edge", [-118.135, 34.195], true],
  ["on a corner of the hole", [-118.12, 34.2], true],
  ["inside the second polygon", [-118.07, 34.19], true],
  ["between the two polygons", [-118.09, 34.19], false],
  ["just outside the outer edge", [-118.11, 34.17999], false],
  ["far away (downtown)", [-118.25, 34.05], false],
];

describe("pointInZone", () => {
  it.each(cases)("%s", (_, point, inside) => {
    expect(pointInZone(point, area)).toBe(inside);
  });

  it("takes a Polygon as well as a MultiPolygon", () => {
    const polygon: Polygon = { type: "Polygon", coordinates: area.coordinates[0]! };
    expect(pointInZone([-118.15, 34.2], polygon)).toBe(true);
    expect(pointInZone([-118.128, 34.195], polygon)).toBe(false);
    expect(pointInZone([-118.07, 34.19], polygon)).toBe(false);
  });
});

const zone = (id: string, status: ZoneStatus, ring: Position[]): ZoneFeature => ({
  type: "Feature",
  geometry: { type: "Polygon", coordinates: [ring] },
  properties: { id, name: `Zone ${id} (test fixture)`, status },
});
/** Corners given as written, not computed: -118.2 + 0.02 is not exactly -118.18 in floating point. */
const box = (west: number, south: number, east: number, north: number): Position[] => [[west, south], [east, south], [east, north], [west, north], [west, south]];

describe("zonesContaining", () => {
  const zones = [
    zone("W1", "warning", box(-118.2, 34.1, -118.18, 34.12)),
    zone("O1", "order", box(-118.18, 34.1, -118.16, 34.12)),
    zone("C1", "clear", box(-118.3, 34.1, -118.28, 34.12)),
    zone("S1", "shelter_in_place", box(-118.185, 34.1, -118.175, 34.105)),
    { ...zone("M1", "order", []), geometry: area },
  ];

  it("returns the zones a point is in, with their status, most serious first", () => {
    // On the border of W1 and O1, and inside S1: all three, the order first.
    const found = zonesContaining([-118.18, 34.102], zones);
    expect(found.map((z) => [z.properties.id, z.properties.status])).toEqual([
      ["O1", "order"],
      ["S1", "shelter_in_place"],
      ["W1", "warning"],
    ]);
  });

  it("is empty outside every zone, and in a MultiPolygon's hole", () => {
    expect(zonesContaining([-118.25, 34.05], zones)).toEqual([]);
    expect(zonesContaining([-118.128, 34.195], zones)).toEqual([]);
    expect(zonesContaining([-118.07, 34.19], zones).map((z) => z.properties.id)).toEqual(["M1"]);
  });
});
