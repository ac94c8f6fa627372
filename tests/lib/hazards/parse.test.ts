// @vitest-environment node
import { readFileSync } from "node:fs";
import type { MultiPolygon } from "geojson";
import { describe, expect, it } from "vitest";
import { HAZARDS } from "@/lib/hazards/limits";
import { parseIncidents } from "@/lib/hazards/parse-incidents";
import { parsePerimeters } from "@/lib/hazards/parse-perimeters";
import { parseZones, statusLookup } from "@/lib/hazards/parse-zones";

const fixture = (name: string): unknown => JSON.parse(readFileSync(`tests/fixtures/hazards/${name}`, "utf8"));
const limits = { maxFeatures: 100, bbox: HAZARDS.bbox, decimals: 5 };
const perimeterOptions = { maxFeatures: 100, bbox: HAZARDS.bbox, toleranceDeg: HAZARDS.simplifyToleranceDeg.perimeter, decimals: 5 };
const zoneOptions = { maxFeatures: 100, bbox: HAZARDS.bbox, toleranceDeg: HAZARDS.simplifyToleranceDeg.zone, decimals: 5, statusField: "zone_status", nameField: "zone_name", idField: "zone_id" };

const collection = (...features: unknown[]) => ({ type: "FeatureCollection", features });
const polygon = (coordinates: unknown) => ({ type: "Feature", properties: { zone_status: "Evacuation Order" }, geometry: { type: "Polygon", coordinates } });
const square = [[-118.2, 34.1], [-118.19, 34.1], [-118.19, 34.11], [-118.2, 34.11], [-118.2, 34.1]];

describe("parseIncidents (CAL FIRE GeoJsonList)", () => {
  const result = parseIncidents(fixture("calfire-incidents.json"), limits);

  it("normalises CAL FIRE's fields, whatever their case", () => {
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.features.map((f) => f.properties)).toEqual([
      {
        name: "Sample Fire (test fixture)",
        started: "2099-01-07T18:30:00.000Z",
        updated: "2099-01-08T16:20:00.000Z",
        acres: 1234.5,
        containment: 15,
        county: "Los Angeles",
        url: "https://www.fire.ca.gov/incidents/2099/1/7/sample-fire-test-fixture/",
      },
      {
        // lower-case keys, numbers as text, times without a zone (Los Angeles, PST), a relative link
        name: "Example Canyon Fire (test fixture)",
        started: "2099-01-07T18:45:00.000Z",
        updated: "2099-01-08T16:05:00.000Z",
        acres: 2500,
        containment: 40,
        county: "Los Angeles",
        url: "https://www.fire.ca.gov/incidents/2099/1/7/example-canyon-fire-test-fixture/",
      },
      // unreadable date, containment over 100, missing county, an http link: empty, not refused
      { name: "Fixture Ridge Fire (test fixture)", started: null, updated: null, acres: null, containment: null, county: null, url: null },
    ]);
    expect(result.features[0]!.geometry).toEqual({ type: "Point", coordinates: [-118.13123, 34.19877] });
  });

  it("leaves out incidents away from Los Angeles (and at 0, 0), counted", () => {
    expect(result.ok && result.dropped).toEqual({ "outside the area": 2 });
  });

  it("accepts a day with no incident near Los Angeles, or none at all", () => {
    const far = { type: "Feature", properties: { Name: "Far Sample Fire (test fixture)" }, geometry: { type: "Point", coordinates: [-121.5, 39.7] } };
    expect(parseIncidents(collection(far), limits)).toEqual({ ok: true, features: [], dropped: { "outside the area": 1 } });
    expect(parseIncidents(collection(), limits)).toEqual({ ok: true, features: [], dropped: {} });
  });
});

describe("parsePerimeters (NIFC WFIGS, f=geojson)", () => {
  const result = parsePerimeters(fixture("wfigs-perimeters.json"), perimeterOptions);

  it("reads WFIGS's fields, falling back from poly_ to attr_, dates from epoch milliseconds", () => {
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.features.map((f) => f.properties)).toEqual([
      { name: "SAMPLE (TEST FIXTURE)", acres: 5321.25, updated: "2099-01-08T16:00:00.000Z" },
      { name: "Example Canyon (test fixture)", acres: 2500, updated: "2099-01-08T12:00:00.000Z" },
    ]);
    expect(result.dropped).toEqual({ "no geometry": 1 });
  });

  it("leaves out perimeters away from Los Angeles (a plain GeoJSON feed is not filtered by the server); none near is a quiet day", () => {
    const far = { type: "Feature", properties: { poly_IncidentName: "FAR (TEST FIXTURE)" }, geometry: { type: "Polygon", coordinates: [[[-121, 39], [-120.9, 39], [-120.9, 39.1], [-121, 39]]] } };
    const near = { type: "Feature", properties: { poly_IncidentName: "NEAR (TEST FIXTURE)" }, geometry: { type: "Polygon", coordinates: [square] } };
    const both = parsePerimeters(collection(far, near), perimeterOptions);
    expect(both.ok && [both.features.map((f) => f.properties.name), both.dropped]).toEqual([["NEAR (TEST FIXTURE)"], { "outside the area": 1 }]);
    expect(parsePerimeters(collection(far), perimeterOptions)).toEqual({ ok: true, features: [], dropped: { "outside the area": 1 } });
  });

  it("simplifies the shapes and keeps the hole", () => {
    if (!result.ok) throw new Error(result.reason);
    const sample = result.features[0]!.geometry as MultiPolygon;
    expect(sample.type).toBe("MultiPolygon");
    expect(sample.coordinates.map((p) => p.length)).toEqual([2, 1]);
    expect(sample.coordinates[0]![0]!.length).toBeLessThan(49);
  });
});

describe("parseZones: status mapping", () => {
  it.each([
    ["Evacuation Order", "order"],
    ["EVACUATION_ORDER", "order"],
    ["  evacuation   warning ", "warning"],
    ["Shelter-in-Place", "shelter_in_place"],
    ["Normal", "clear"],
    ["Lifted", "clear"],
    ["Clear", "clear"],
    ["Advisory", undefined],
  ])("%j → %s", (wording, status) => {
    expect(statusLookup()(wording)).toBe(status);
  });

  it("takes extra wordings from the configuration, over the common ones", () => {
    const lookup = statusLookup({ "Evacuation Order - Immediate": "order", Advisory: "warning", Normal: "warning" });
    expect(lookup("evacuation order - immediate")).toBe("order");
    expect(lookup("ADVISORY")).toBe("warning");
    expect(lookup("Normal")).toBe("warning");
  });

  it("maps the fixture's zones and counts what it leaves out, by wording", () => {
    const result = parseZones(fixture("zones.json"), zoneOptions);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.features.map((f) => [f.properties.id, f.properties.status])).toEqual([
      ["LAC-T001", "order"],
      ["LAC-T002", "warning"],
      ["LAC-T003", "shelter_in_place"],
      ["LAC-T004", "clear"],
    ]);
    expect(result.features[0]!.properties.name).toBe("Sample Zone 1 (test fixture)");
    expect(result.dropped).toEqual({ 'unknown status "Advisory"': 1, 'no "zone_status" value': 1, 'unknown status "Evacuation Order - Immediate"': 1 });
  });

  it("uses the configured map for the rest", () => {
    const result = parseZones(fixture("zones.json"), { ...zoneOptions, statusMap: { "Evacuation Order - Immediate": "order" } });
    expect(result.ok && result.features.map((f) => f.properties.id)).toContain("LAC-T007");
  });

  it("falls back to the feature's id and names a zone by its id", () => {
    const result = parseZones(collection({ ...polygon([square]), id: 42 }), { ...zoneOptions, idField: undefined, nameField: undefined });
    expect(result.ok && result.features[0]!.properties).toEqual({ id: "42", name: "42", status: "order" });
  });

  it("refuses the feed when no zone is usable, naming the wordings", () => {
    const unknown = { ...polygon([square]), properties: { zone_status: "Level 3" } };
    const result = parseZones(collection(unknown, unknown), zoneOptions);
    expect(result).toEqual({ ok: false, reason: 'none of its 2 features could be used (unknown status "Level 3" ×2)' });
  });
});

describe("malformed payloads are refused whole, with a reason", () => {
  const zones = (json: unknown) => parseZones(json, zoneOptions);
  it.each([
    ["not a FeatureCollection", { features: [] }, /not a GeoJSON FeatureCollection/],
    ["an ArcGIS JSON answer (f=json, not geojson)", { features: [{ attributes: {}, geometry: { rings: [] } }] }, /not a GeoJSON FeatureCollection/],
    ["a feature that is not a Feature", collection({ type: "Polygon", coordinates: [square] }), /feature 1 is not a GeoJSON Feature/],
    ["a coordinate that is not a number", collection(polygon([[...square.slice(0, 2), ["-118.19", 34.11], ...square.slice(3)]])), /feature 1 has a bad geometry: coordinates\[0\]\[2\]: a position must be \[longitude, latitude\] numbers/],
    ["an infinite coordinate (1e999 in the JSON)", JSON.parse(`{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[[-118.2,34.1],[1e999,34.1],[-118.19,34.11],[-118.2,34.1]]]}}]}`), /coordinates\[0\]\[1\]: a coordinate must be a finite number/],
    ["a latitude off the globe", collection(polygon([[[-118.2, 34.1], [-118.19, 95], [-118.19, 34.11], [-118.2, 34.1]]])), /latitude must be between -90 and 90/],
    ["an unclosed ring", collection(polygon([square.slice(0, 4).concat([[-118.2, 34.105]])])), /coordinates\[0\]: ring is not closed/],
    ["a ring of 3 positions", collection(polygon([[[-118.2, 34.1], [-118.19, 34.1], [-118.2, 34.1]]])), /a ring needs at least 4 positions/],
    ["a Polygon nested like a MultiPolygon", collection(polygon([[square]])), /feature 1 has a bad geometry: coordinates\[0\]\[0\]: a position must be \[longitude, latitude\] numbers \(coordinates nested wrongly\?\)/],
    ["a Polygon nested one level short", collection(polygon(square)), /feature 1 has a bad geometry/],
    ["more features than allowed", collection(...Array.from({ length: 101 }, () => polygon([square]))), /101 features, more than the 100 allowed/],
  ])("%s", (_, json, reason) => {
    const result = zones(json);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it("one bad feature among good ones refuses the whole feed (a half layer could hide an order)", () => {
    const result = zones(collection(polygon([square]), polygon([square.slice(0, 4)])));
    expect(result).toEqual({ ok: false, reason: "feature 2 has a bad geometry: coordinates[0]: ring is not closed (its last position must repeat its first)" });
  });

  it("leaves out (counted) features without geometry or of another kind", () => {
    const line = { type: "Feature", properties: { zone_status: "Normal" }, geometry: { type: "LineString", coordinates: square } };
    const none = { type: "Feature", properties: { zone_status: "Normal" }, geometry: null };
    const result = zones(collection(polygon([square]), line, none));
    expect(result.ok && result.dropped).toEqual({ "LineString geometry, not Polygon or MultiPolygon": 1, "no geometry": 1 });
  });
});
