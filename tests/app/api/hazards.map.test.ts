// @vitest-environment node
import type { Position } from "geojson";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { HazardsPayload } from "@/lib/hazards/payload";
import { applyFilters, DEFAULT_FILTERS } from "@/lib/places/filters";
import { placesFromPayload, type PlacesPayload } from "@/lib/places/summary";
import { expectReadableMessage } from "@/tests/support/bad-input";
import { withFreshEmbeddedDb } from "@/tests/support/embedded-db";
import { startFeedStub, type FeedStub } from "@/tests/support/feed-stub";

/**
 * What the map gets about hazards (GET /api/hazards) and what the places say about them
 * (GET /api/places/<lang>), on the embedded database with the sample places: the sample layers
 * without configuration, then zones from a stub feed that put sample places inside an order and a
 * warning. Outside a Next server there is no data cache: every read goes to the database.
 */

vi.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => {} }));

const SECRET = "test-hazard-refresh-secret-0123456789";
/** Sample places (supabase/seed.sql) the stub's zones are drawn around. */
const OPEN_SHELTER = "00000000-0000-4000-8000-000000000035"; // -118.0990, 34.1520, open around the clock
const ARCADIA_WATER = "00000000-0000-4000-8000-000000000045"; // -118.0550, 34.1340
const box = (west: number, south: number, east: number, north: number): Position[] => [[west, south], [east, south], [east, north], [west, north], [west, south]];
const feature = (id: string, status: string, ring: Position[]) => ({
  type: "Feature",
  geometry: { type: "Polygon", coordinates: [ring] },
  properties: { zone_id: id, zone_name: `Zone ${id} (test fixture)`, zone_status: status },
});
let zones = [
  feature("T-ORDER", "Evacuation Order", box(-118.101, 34.15, -118.097, 34.154)),
  feature("T-WARN", "Evacuation Warning", box(-118.057, 34.132, -118.053, 34.136)),
  feature("T-CLEAR", "Normal", box(-118.2, 34.0, -118.1, 34.1)),
];

let stub: FeedStub;
beforeAll(async () => {
  stub = await startFeedStub((url) => (url.pathname === "/zones.geojson" ? { body: JSON.stringify({ type: "FeatureCollection", features: zones }) } : undefined));
});
afterAll(() => stub.close());
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

withFreshEmbeddedDb("hazards-map-", () => mapHazards());

function configure(feeds: boolean) {
  vi.resetModules();
  // The secret comes with a feed only (the start refuses one without the other).
  vi.stubEnv("HAZARD_REFRESH_SECRET", feeds ? SECRET : "");
  vi.stubEnv("HAZARD_ZONES_URL", feeds ? `${stub.base}/zones.geojson` : "");
  vi.stubEnv("HAZARD_ZONES_SOURCE", "Test County OEM (test fixture)");
  vi.stubEnv("HAZARD_ZONES_STATUS_FIELD", feeds ? "zone_status" : "");
  vi.stubEnv("HAZARD_ZONES_NAME_FIELD", "zone_name");
  vi.stubEnv("HAZARD_ZONES_ID_FIELD", "zone_id");
}

async function mapHazards(query = "") {
  const { GET } = await import("@/app/api/hazards/route");
  return GET(new Request(`http://localhost/api/hazards${query}`));
}
const layersOf = async () => ((await (await mapHazards()).json()) as HazardsPayload).layers;
async function places(lang = "es") {
  const { GET } = await import("@/app/api/places/[lang]/route");
  return (await (await GET(new Request(`http://localhost/api/places/${lang}`), { params: Promise.resolve({ lang }) })).json()) as PlacesPayload;
}
async function refresh() {
  const { POST } = await import("@/app/api/hazards/refresh/route");
  const response = await POST(new Request("http://localhost/api/hazards/refresh", { method: "POST", headers: { authorization: `Bearer ${SECRET}` } }));
  expect(response.status).toBe(200);
}

describe("without configuration, beside the sample places", () => {
  it("serves the labelled sample layers, which put no sample place in a zone", async () => {
    configure(false);
    const response = await mapHazards();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect(response.headers.get("etag")).toMatch(/^W\//);
    const layers = ((await response.json()) as HazardsPayload).layers;
    expect(layers.map((l) => [l.layer, l.sample])).toEqual([
      ["incident", true],
      ["perimeter", true],
      ["zone", true],
    ]);
    for (const layer of layers) {
      expect(layer.source).toMatch(/^Sample data \(not a real/);
      for (const f of layer.features) expect((f.properties as { name: string }).name).toMatch(/Sample.*not real/);
    }
    expect((await places()).hazards).toEqual({});
  });

  it("never shows the sample layers once a feed is configured", async () => {
    configure(true);
    expect(await layersOf()).toEqual([]);
  });
});

describe("with a zone feed", () => {
  it("serves the stored zones without the clear ones, and flags the places inside an order or a warning", async () => {
    configure(true);
    await refresh();
    const layers = await layersOf();
    expect(layers).toHaveLength(1);
    expect(layers[0]).toMatchObject({ layer: "zone", source: "Test County OEM (test fixture)", sample: false, fetchedAt: expect.any(String) });
    expect(layers[0]!.features.map((f) => [f.properties, f.geometry.type])).toEqual([
      [{ id: "T-ORDER", name: "Zone T-ORDER (test fixture)", status: "order" }, "Polygon"],
      [{ id: "T-WARN", name: "Zone T-WARN (test fixture)", status: "warning" }, "Polygon"],
    ]);

    const payload = await places("ko");
    expect(payload.hazards).toEqual({
      [OPEN_SHELTER]: { status: "order", zone: "Zone T-ORDER (test fixture)", source: "Test County OEM (test fixture)" },
      [ARCADIA_WATER]: { status: "warning", zone: "Zone T-WARN (test fixture)", source: "Test County OEM (test fixture)" },
    });

    // The shelter is open around the clock, yet never "open now" while inside the order zone.
    const all = placesFromPayload(payload);
    const noon = new Date("2026-11-26T20:00:00Z");
    const openNow = { ...DEFAULT_FILTERS, openNow: true };
    expect(applyFilters(all, openNow, noon).map((p) => p.id)).toContain(OPEN_SHELTER);
    const flagged = applyFilters(all, openNow, noon, undefined, payload.hazards);
    expect(flagged.map((p) => p.id)).not.toContain(OPEN_SHELTER);
    expect(flagged.map((p) => p.id)).not.toContain(ARCADIA_WATER);
    // Without "open now" they stay listed, with their warning.
    expect(applyFilters(all, DEFAULT_FILTERS, noon, undefined, payload.hazards).map((p) => p.id)).toContain(OPEN_SHELTER);
  }, 60_000);

  it("lifts the flags when the order is lifted", async () => {
    configure(true);
    const before = zones;
    zones = [feature("T-ORDER", "Normal", box(-118.101, 34.15, -118.097, 34.154))];
    try {
      await refresh();
      expect((await places("en")).hazards).toEqual({});
      expect((await layersOf())[0]!.features).toEqual([]);
    } finally {
      zones = before;
    }
  }, 60_000);
});

describe("GET /api/hazards on bad input or a failing database", () => {
  it("refuses parameters with a readable 400", async () => {
    const response = await mapHazards("?layer=zone");
    expect(response.status).toBe(400);
    expectReadableMessage(((await response.json()) as { error: string }).error);
  });

  it("answers 503 when the layers cannot be read, and the places still show, without flags", async () => {
    vi.resetModules();
    vi.doMock("@/lib/data", async (original) => ({
      ...(await original<typeof import("@/lib/data")>()),
      hazardStore: async () => ({ layers: async () => Promise.reject(new Error("relation does not exist")) }),
    }));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await mapHazards();
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expectReadableMessage(((await response.json()) as { error: string }).error);
      const payload = await places("en");
      expect(payload.count).toBeGreaterThan(50);
      expect(payload.hazards).toEqual({});
    } finally {
      vi.doUnmock("@/lib/data");
      quiet.mockRestore();
      vi.resetModules();
    }
  });
});
