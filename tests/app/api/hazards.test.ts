// @vitest-environment node
import { readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { expectReadableMessage } from "@/tests/support/bad-input";
import { openedEmbeddedDb, withFreshEmbeddedDb } from "@/tests/support/embedded-db";
import { arcGisQuery, startFeedStub, type FeedStub } from "@/tests/support/feed-stub";

/**
 * POST /api/hazards/refresh and GET /api/open-data/hazards.geojson on the embedded database, the
 * feeds served by a local stub in their real formats (never the network). Outside a Next server
 * there is no data cache: reads go straight to the database; the expired tags are recorded.
 */

const expired = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: (tag: string) => void expired.push(tag) }));

const SECRET = "test-hazard-refresh-secret-0123456789";
const fixture = (name: string) => readFileSync(`tests/fixtures/hazards/${name}`, "utf8");
const perimeters = (JSON.parse(fixture("wfigs-perimeters.json")) as { features: unknown[] }).features;

/** Whether the perimeters' service fails (a 500), for the "last good copy" case. */
let perimetersDown = false;
let stub: FeedStub;

// refreshHazards() logs each layer; the answers are checked instead.
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

beforeAll(async () => {
  stub = await startFeedStub((url) => {
    if (url.pathname === "/incidents") return { body: fixture("calfire-incidents.json") };
    if (url.pathname === "/wfigs/FeatureServer/0/query") return perimetersDown ? { status: 500, body: "boom" } : arcGisQuery(perimeters, url);
    if (url.pathname === "/zones.geojson") return { body: fixture("zones.json") };
    return undefined;
  });
});
afterAll(() => stub.close());

withFreshEmbeddedDb("hazards-route-", () => geojson());

/** The route modules afresh with these settings (lib/env/server.ts validates them when it loads). */
function configure(env: { secret?: string; feeds?: boolean }) {
  vi.resetModules();
  vi.stubEnv("HAZARD_REFRESH_SECRET", env.secret ?? "");
  const feeds = env.feeds ?? true;
  vi.stubEnv("HAZARD_INCIDENTS_URL", feeds ? `${stub.base}/incidents` : "");
  vi.stubEnv("HAZARD_PERIMETERS_URL", feeds ? `${stub.base}/wfigs/FeatureServer/0` : "");
  vi.stubEnv("HAZARD_ZONES_URL", feeds ? `${stub.base}/zones.geojson` : "");
  vi.stubEnv("HAZARD_ZONES_SOURCE", "Sample County OEM (test fixture)");
  vi.stubEnv("HAZARD_ZONES_STATUS_FIELD", feeds ? "zone_status" : "");
  vi.stubEnv("HAZARD_ZONES_NAME_FIELD", "zone_name");
  vi.stubEnv("HAZARD_ZONES_ID_FIELD", "zone_id");
}

async function refresh(authorization?: string) {
  const { POST } = await import("@/app/api/hazards/refresh/route");
  const response = await POST(new Request("http://localhost/api/hazards/refresh", { method: "POST", headers: authorization ? { authorization } : {} }));
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function geojson(query = "", headers: Record<string, string> = {}) {
  const { GET } = await import("@/app/api/open-data/hazards.geojson/route");
  return GET(new Request(`http://localhost/api/open-data/hazards.geojson${query}`, { headers }));
}

type Collection = {
  type: string;
  license: string;
  sources: { layer: string; source: string; source_url: string; fetched_at: string; features: number }[];
  features: { type: string; geometry: { type: string }; properties: Record<string, unknown> & { layer: string; source: string; fetched_at: string } }[];
};
const collection = async (query = "") => (await (await geojson(query)).json()) as Collection;

const lastErrors = async () =>
  (await (await openedEmbeddedDb())!.client.query<{ layer: string; last_error: string | null }>("select layer, last_error from public.hazard_layers order by layer")).map(
    (r) => [r.layer, r.last_error] as const,
  );

describe("GET /api/open-data/hazards.geojson before any refresh", () => {
  it("is an empty FeatureCollection, open to anyone, with a short public cache", async () => {
    const response = await geojson();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/geo+json; charset=utf-8");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=60");
    expect(response.headers.get("link")).toBeNull();
    expect(await response.json()).toEqual({ type: "FeatureCollection", license: "No hazard layer is stored yet.", sources: [], features: [] });
  });
});

describe("POST /api/hazards/refresh", () => {
  // A feed without the secret, or the secret without a feed, stops the start (tests/lib/settings).
  it("is not there without a feed and its secret", async () => {
    configure({ feeds: false });
    expect(await refresh(`Bearer ${SECRET}`)).toMatchObject({ status: 404, body: { error: "Not found" } });
    expect(stub.requests).toHaveLength(0);
  });

  it.each([
    ["no Authorization header", undefined],
    ["a wrong token", "Bearer wrong-secret-0123456789abcdef"],
    ["a token that is a prefix of the secret", `Bearer ${SECRET.slice(0, -1)}`],
    ["the secret with more after it", `Bearer ${SECRET}x`],
    ["the secret in another scheme", `Basic ${SECRET}`],
    ["the secret alone", SECRET],
  ])("answers 401 to %s, and fetches nothing", async (_, authorization) => {
    configure({ secret: SECRET });
    const { status, headers, body } = await refresh(authorization);
    expect(status).toBe(401);
    expect(body).toEqual({ error: "Unauthorized" });
    expect(headers.get("www-authenticate")).toBe('Bearer realm="hazards"');
    expect(headers.get("cache-control")).toBe("no-store");
    expect(stub.requests).toHaveLength(0);
  });

  let first: { layer: string; fetchedAt: string }[];

  it("stores every layer and answers a summary per layer; the open data then shows them with their sources", async () => {
    configure({ secret: SECRET });
    expired.length = 0;
    const { status, headers, body } = await refresh(`Bearer ${SECRET}`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body.message).toBe("Refreshed 3 of 3 layers.");
    expect(body.layers).toEqual([
      { layer: "incident", ok: true, features: 3, dropped: { "outside the area": 2 }, fetchedAt: expect.any(String) },
      { layer: "perimeter", ok: true, features: 2, dropped: { "no geometry": 1 }, fetchedAt: expect.any(String) },
      { layer: "zone", ok: true, features: 4, dropped: expect.objectContaining({ 'unknown status "Advisory"': 1 }), fetchedAt: expect.any(String) },
    ]);
    first = body.layers;
    expect(expired).toContain("hazards");
    // New zones: every view of places (which carry their zone) is made again.
    expect(expired).toContain("hazard-zones");

    const published = await collection();
    expect(published.type).toBe("FeatureCollection");
    expect(published.features).toHaveLength(9);
    expect(published.sources.map((s) => [s.layer, s.source, s.source_url, s.features])).toEqual([
      ["incident", "CAL FIRE", `${stub.base}/incidents`, 3],
      ["perimeter", "NIFC (WFIGS)", `${stub.base}/wfigs/FeatureServer/0`, 2],
      ["zone", "Sample County OEM (test fixture)", `${stub.base}/zones.geojson`, 4],
    ]);
    for (const feature of published.features) {
      const layer = first.find((l) => l.layer === feature.properties.layer)!;
      expect(feature.properties.fetched_at).toBe(layer.fetchedAt);
      expect(feature.geometry.type).toEqual(feature.properties.layer === "incident" ? "Point" : expect.stringMatching(/Polygon$/));
    }
    expect(published.features.find((f) => f.properties.layer === "zone")!.properties).toMatchObject({ source: "Sample County OEM (test fixture)", status: expect.any(String), id: expect.any(String) });
    expect(published.features.find((f) => f.properties.layer === "incident")!.properties).toMatchObject({ source: "CAL FIRE", name: expect.any(String) });
    // Not our data, so not our licence: it names each source instead.
    expect(published.license).not.toMatch(/CC-BY-4\.0|creativecommons/);
    expect(published.license).toContain(`Active incidents: CAL FIRE (${stub.base}/incidents)`);
    expect(published.license).toContain(`fire perimeters: NIFC (WFIGS) (${stub.base}/wfigs/FeatureServer/0)`);
  }, 60_000);

  it("publishes with source links, an ETag and compression", async () => {
    const response = await geojson("", { "accept-encoding": "br" });
    const link = response.headers.get("link")!;
    expect(link).not.toContain("creativecommons");
    expect(link.split(", ")).toEqual([
      `<${stub.base}/incidents>; rel="via"; title*=UTF-8''incident%3A%20CAL%20FIRE`,
      `<${stub.base}/wfigs/FeatureServer/0>; rel="via"; title*=UTF-8''perimeter%3A%20NIFC%20%28WFIGS%29`,
      `<${stub.base}/zones.geojson>; rel="via"; title*=UTF-8''zone%3A%20Sample%20County%20OEM%20%28test%20fixture%29`,
    ]);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect((JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()) as Collection).features).toHaveLength(9);
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    const again = await geojson("", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("a feed that fails keeps its last good copy: 200 with its reason, the others refreshed", async () => {
    configure({ secret: SECRET });
    perimetersDown = true;
    expired.length = 0;
    try {
      const { status, body } = await refresh(`Bearer ${SECRET}`);
      expect(status).toBe(200);
      // The same zones again: the hazards are served afresh, the views of places are left alone.
      expect(expired).toContain("hazards");
      expect(expired).not.toContain("hazard-zones");
      expect(body.message).toBe("Refreshed 2 of 3 layers; perimeter skipped, its last good copy stays.");
      const perimeter = body.layers.find((l: { layer: string }) => l.layer === "perimeter");
      expect(perimeter).toEqual({ layer: "perimeter", ok: false, reason: expect.stringContaining("answered 500") });
      expectReadableMessage(perimeter.reason);
    } finally {
      perimetersDown = false;
    }
    const published = await collection();
    const perimeterFeatures = published.features.filter((f) => f.properties.layer === "perimeter");
    expect(perimeterFeatures).toHaveLength(2);
    expect(perimeterFeatures[0]!.properties.fetched_at).toBe(first.find((l) => l.layer === "perimeter")!.fetchedAt);
    expect(published.sources.find((s) => s.layer === "incident")!.fetched_at >= first[0]!.fetchedAt).toBe(true);
    // The reason is kept for operators, never published.
    expect(await lastErrors()).toEqual([
      ["incident", null],
      ["perimeter", expect.stringContaining("answered 500")],
      ["zone", null],
    ]);
    expect(JSON.stringify(published)).not.toContain("answered 500");
    // The next good refresh clears it.
    configure({ secret: SECRET });
    expect((await refresh(`Bearer ${SECRET}`)).body.message).toBe("Refreshed 3 of 3 layers.");
    expect(await lastErrors()).toEqual([["incident", null], ["perimeter", null], ["zone", null]]);
  }, 60_000);

  it("answers 503 with a readable message when the database fails, never an unhandled error", async () => {
    configure({ secret: SECRET });
    vi.doMock("@/lib/data", () => ({
      hazardStore: async () => ({
        layers: async () => [],
        save: async () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")),
        failed: async () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")),
      }),
    }));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { status, headers, body } = await refresh(`Bearer ${SECRET}`);
      expect(status).toBe(503);
      expect(headers.get("cache-control")).toBe("no-store");
      expectReadableMessage(body.error);
      expect(body.error).not.toContain("ECONNREFUSED");
    } finally {
      vi.doUnmock("@/lib/data");
      quiet.mockRestore();
    }
  });
});

describe("GET /api/open-data/hazards.geojson when the database fails", () => {
  it("answers 503 with a readable message, not cached", async () => {
    vi.resetModules();
    vi.doMock("@/lib/data", () => ({ hazardStore: async () => ({ layers: async () => Promise.reject(new Error("relation does not exist")) }) }));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await geojson();
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expectReadableMessage(((await response.json()) as { error: string }).error);
    } finally {
      vi.doUnmock("@/lib/data");
      quiet.mockRestore();
      vi.resetModules();
    }
  });
});
