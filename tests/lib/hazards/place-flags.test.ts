// @vitest-environment node
import type { Position } from "geojson";
import { describe, expect, it } from "vitest";
import { flagPlaces, keepsPeopleOut, mergeFlags } from "@/lib/hazards/place-flags";
import type { ZoneFeature, ZoneLayer, ZoneStatus } from "@/lib/hazards/types";

const box = (west: number, south: number, east: number, north: number): Position[] => [[west, south], [east, south], [east, north], [west, north], [west, south]];
const zone = (id: string, status: ZoneStatus, rings: Position[][]): ZoneFeature => ({
  type: "Feature",
  geometry: { type: "Polygon", coordinates: rings },
  properties: { id, name: `Zone ${id} (test fixture)`, status },
});
const layer = (features: ZoneFeature[]): ZoneLayer => ({
  layer: "zone",
  source: "County zones (test fixture)",
  sourceUrl: "https://zones.example.org/FeatureServer/0",
  fetchedAt: "2026-11-26T01:00:00.000Z",
  features,
});
const place = (id: string, longitude: number, latitude: number) => ({ id, longitude, latitude });

describe("flagPlaces", () => {
  // An order zone with an unburned island (a hole), a warning zone overlapping its east side,
  // a shelter-in-place zone to the south, and a clear zone around downtown.
  const zones = layer([
    zone("A1", "order", [box(-118.2, 34.18, -118.1, 34.24), box(-118.17, 34.2, -118.15, 34.22).reverse()]),
    zone("B2", "warning", [box(-118.12, 34.18, -118.05, 34.24)]),
    zone("C3", "shelter_in_place", [box(-118.2, 34.1, -118.1, 34.15)]),
    zone("D4", "clear", [box(-118.3, 34.0, -118.2, 34.1)]),
  ]);

  it("flags each place with its most serious zone, and leaves every other place out", () => {
    const flags = flagPlaces(
      [
        place("in-order", -118.18, 34.19),
        place("in-hole", -118.16, 34.21),
        place("order-and-warning", -118.11, 34.2),
        place("warning-only", -118.07, 34.2),
        place("shelter", -118.15, 34.12),
        place("clear", -118.25, 34.05),
        place("nowhere", -118.5, 34.3),
      ],
      zones,
    );
    expect(flags).toEqual({
      "in-order": { status: "order", zone: "Zone A1 (test fixture)", source: "County zones (test fixture)" },
      "order-and-warning": { status: "order", zone: "Zone A1 (test fixture)", source: "County zones (test fixture)" },
      "warning-only": { status: "warning", zone: "Zone B2 (test fixture)", source: "County zones (test fixture)" },
      shelter: { status: "shelter_in_place", zone: "Zone C3 (test fixture)", source: "County zones (test fixture)" },
    });
  });

  it("flags a place on a zone's edge (warned once too often rather than never)", () => {
    expect(flagPlaces([place("edge", -118.2, 34.2)], zones)).toHaveProperty("edge.status", "order");
  });

  it("flags nothing without a zone layer, or when every zone is clear", () => {
    const places = [place("p", -118.18, 34.19)];
    expect(flagPlaces(places, null)).toEqual({});
    expect(flagPlaces(places, layer([zone("A1", "clear", [box(-118.2, 34.18, -118.1, 34.24)])]))).toEqual({});
  });

  it("handles multipolygons", () => {
    const multi: ZoneFeature = {
      type: "Feature",
      geometry: { type: "MultiPolygon", coordinates: [[box(-118.2, 34.18, -118.19, 34.19)], [box(-118.0, 34.0, -117.99, 34.01)]] },
      properties: { id: "M", name: "Multi (test fixture)", status: "warning" },
    };
    const flags = flagPlaces([place("east", -117.995, 34.005), place("between", -118.1, 34.1)], layer([multi]));
    expect(Object.keys(flags)).toEqual(["east"]);
  });
});

describe("mergeFlags and keepsPeopleOut", () => {
  const flag = (status: "order" | "shelter_in_place" | "warning", zone: string) => ({ status, zone, source: "County (test fixture)" });

  it("keeps, for each place, the more serious of two copies' flags, and every place either flags", () => {
    const server = { a: flag("warning", "old"), b: flag("order", "old"), c: flag("warning", "old") };
    const browser = { a: flag("order", "new"), b: flag("warning", "new"), d: flag("shelter_in_place", "new") };
    expect(mergeFlags(server, browser)).toEqual({ a: flag("order", "new"), b: flag("order", "old"), c: flag("warning", "old"), d: flag("shelter_in_place", "new") });
  });

  it("an order and a shelter-in-place keep people out; a warning and no zone do not", () => {
    expect(keepsPeopleOut(flag("order", "z"))).toBe(true);
    expect(keepsPeopleOut(flag("shelter_in_place", "z"))).toBe(true);
    expect(keepsPeopleOut(flag("warning", "z"))).toBe(false);
    expect(keepsPeopleOut(undefined)).toBe(false);
  });
});
