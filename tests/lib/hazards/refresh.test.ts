// @vitest-environment node
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { refreshHazards, type HazardFeedsConfig } from "@/lib/hazards/refresh";
import { arcGisQuery, startFeedStub, type FeedStub } from "@/tests/support/feed-stub";

const fixture = (name: string) => readFileSync(`tests/fixtures/hazards/${name}`, "utf8");
const perimeters = (JSON.parse(fixture("wfigs-perimeters.json")) as { features: unknown[] }).features;

/** The zones fixture with one position of its first zone not a number. */
function brokenZones() {
  const zones = JSON.parse(fixture("zones.json")) as { features: { geometry: { coordinates: unknown[][][] } }[] };
  zones.features[0]!.geometry.coordinates[0]![1] = [-118.18, "34.15"];
  return zones;
}

let stub: FeedStub;
beforeAll(async () => {
  stub = await startFeedStub((url) => {
    if (url.pathname === "/umbraco/api/IncidentApi/GeoJsonList") return { body: fixture("calfire-incidents.json") };
    if (url.pathname === "/wfigs/FeatureServer/0/query") return arcGisQuery(perimeters, url, { maxRecordCount: 2 });
    if (url.pathname === "/zones.geojson") return { body: fixture("zones.json") };
    if (url.pathname === "/broken-zones.geojson") return { body: JSON.stringify(brokenZones()) };
    return undefined;
  });
});
afterAll(() => stub.close());

const quiet = () => ({ info: vi.fn(), warn: vi.fn() });
const now = () => new Date("2099-01-08T17:00:00Z");
const zoneFields = { statusField: "zone_status", nameField: "zone_name", idField: "zone_id" };

describe("refreshHazards", () => {
  it("does nothing with no feed configured", async () => {
    const fetchSpy = vi.fn();
    expect(await refreshHazards({}, { fetch: fetchSpy, log: quiet() })).toEqual({});
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("fetches, checks and simplifies every configured feed", async () => {
    const log = quiet();
    const config: HazardFeedsConfig = {
      incidents: { url: `${stub.base}/umbraco/api/IncidentApi/GeoJsonList?inactive=false` },
      perimeters: { url: `${stub.base}/wfigs/FeatureServer/0` },
      zones: { url: `${stub.base}/zones.geojson`, source: "Sample County OEM (test fixture)", ...zoneFields },
    };
    const result = await refreshHazards(config, { now, log });
    expect(result.incident).toMatchObject({
      ok: true,
      layer: { layer: "incident", source: "CAL FIRE", sourceUrl: `${stub.base}/umbraco/api/IncidentApi/GeoJsonList`, fetchedAt: "2099-01-08T17:00:00.000Z" },
      dropped: { "outside the area": 2 },
    });
    expect(result.incident?.ok && result.incident.layer.features).toHaveLength(3);
    expect(result.perimeter).toMatchObject({ ok: true, pages: 2, layer: { layer: "perimeter", source: "NIFC (WFIGS)" }, dropped: { "no geometry": 1 } });
    expect(result.perimeter?.ok && result.perimeter.layer.features.map((f) => f.properties.name)).toEqual(["SAMPLE (TEST FIXTURE)", "Example Canyon (test fixture)"]);
    expect(result.zone).toMatchObject({ ok: true, layer: { layer: "zone", source: "Sample County OEM (test fixture)" } });
    expect(result.zone?.ok && result.zone.layer.features).toHaveLength(4);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/^hazards: zone layer from Sample County OEM \(test fixture\): 4 features; left out: unknown status "Advisory" ×1/));
  });

  it("skips a broken feed with its reason, and still brings the others", async () => {
    const log = quiet();
    const result = await refreshHazards(
      {
        incidents: { url: `${stub.base}/umbraco/api/IncidentApi/GeoJsonList` },
        perimeters: { url: `${stub.base}/not-there/FeatureServer/0` },
        zones: { url: `${stub.base}/broken-zones.geojson`, ...zoneFields },
      },
      { now, log },
    );
    expect(result.incident?.ok).toBe(true);
    expect(result.perimeter).toEqual({ ok: false, reason: `${stub.base}/not-there/FeatureServer/0/query answered 404 Not Found.` });
    expect(result.zone).toEqual({ ok: false, reason: `${stub.base}/broken-zones.geojson: feature 1 has a bad geometry: coordinates[0][1]: a position must be [longitude, latitude] numbers (coordinates nested wrongly?).` });
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/^hazards: perimeter layer from NIFC \(WFIGS\) skipped, the last good copy stays: /));
  });

  it("never throws, whatever fetch does", async () => {
    const throwing = () => {
      throw new TypeError("fetch exploded");
    };
    const result = await refreshHazards({ incidents: { url: "https://feeds.example.org/incidents.json" } }, { fetch: throwing as unknown as typeof fetch, log: quiet() });
    expect(result.incident).toEqual({ ok: false, reason: "https://feeds.example.org/incidents.json could not be fetched: fetch exploded." });
  });
});
