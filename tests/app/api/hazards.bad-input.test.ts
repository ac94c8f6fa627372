// @vitest-environment node
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { expectClientError, NASTY_STRINGS, RUNS } from "@/tests/support/bad-input";
import { withFreshEmbeddedDb } from "@/tests/support/embedded-db";
import { startFeedStub, type FeedStub } from "@/tests/support/feed-stub";

/**
 * The hazard routes against bad requests: any Authorization header but the secret is a 401 before
 * a feed is fetched or the database touched; any query string on the GeoJSON is a 400 with a
 * readable message. Never a 5xx.
 */

vi.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => {} }));

const SECRET = "bad-input-hazard-secret-0123456789";
let stub: FeedStub;

beforeAll(async () => {
  stub = await startFeedStub(() => ({ body: JSON.stringify({ type: "FeatureCollection", features: [] }) }));
});
afterAll(() => stub.close());

withFreshEmbeddedDb("hazards-bad-input-", () => get(""));

// The route on with one feed; lib/env/server.ts reads the settings when it loads.
beforeEach(() => {
  vi.stubEnv("HAZARD_REFRESH_SECRET", SECRET);
  vi.stubEnv("HAZARD_INCIDENTS_URL", `${stub.base}/incidents`);
  vi.resetModules();
});

async function post(authorization: string | undefined, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  const { POST } = await import("@/app/api/hazards/refresh/route");
  const headers = { ...init.headers, ...(authorization === undefined ? {} : { authorization }) };
  const response = await POST(new Request("http://localhost/api/hazards/refresh", { method: "POST", headers, body: init.body }));
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function get(query: string) {
  const { GET } = await import("@/app/api/open-data/hazards.geojson/route");
  const response = await GET(new Request(`http://localhost/api/open-data/hazards.geojson${query}`));
  // A query with no parameter ("?", "?&") is another spelling of the address: sent to it, with no body.
  if (response.status === 308) return { status: 308, body: response.headers.get("location") };
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Header values a Request can carry: Latin-1 without CR, LF or NUL. */
const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 120 });
const canCarry = (value: string) => {
  try {
    new Headers({ authorization: value });
    return true;
  } catch {
    return false;
  }
};

describe("POST /api/hazards/refresh: bad credentials are refused before anything is fetched", () => {
  it("answers 401 to any Authorization header but the secret", async () => {
    await fc.assert(
      fc.asyncProperty(headerValue, async (authorization) => {
        fc.pre(authorization.trim() !== `Bearer ${SECRET}`);
        expect(await post(authorization)).toEqual({ status: 401, body: { error: "Unauthorized" } });
      }),
      RUNS,
    );
    expect(stub.requests).toHaveLength(0);
  }, 60_000);

  it.each<readonly [string, string]>([
    ...NASTY_STRINGS.filter(([, value]) => canCarry(`Bearer ${value}`)).map(([what, value]) => [what, `Bearer ${value}`] as const),
    ["the secret in upper case", `Bearer ${SECRET.toUpperCase()}`],
    ["the secret twice", `Bearer ${SECRET} ${SECRET}`],
    ["a 100 KB token", `Bearer ${"a".repeat(100_000)}`],
    ["only the scheme", "Bearer"],
    ["a token of Latin-1 letters", "Bearer ÿÿÿÿ"],
  ])("answers 401 to %s", async (_, authorization) => {
    expect(await post(authorization)).toEqual({ status: 401, body: { error: "Unauthorized" } });
    expect(stub.requests).toHaveLength(0);
  });

  it("answers 401 whatever the body, without reading it", async () => {
    const { status } = await post("Bearer wrong", { body: "x".repeat(1024 * 1024), headers: { "content-type": "application/json" } });
    expect(status).toBe(401);
  });
});

describe("GET /api/open-data/hazards.geojson: takes no parameters", () => {
  it.each<readonly [string, string]>([
    ["a layer filter", "?layer=zone"],
    ["a places parameter", "?kind=shelter"],
    ["an empty name", "?=x"],
    ["a prototype key", "?__proto__=1"],
    ["a cache buster", "?_=1700000000"],
    ["a very long name", `?${"n".repeat(10_000)}=1`],
    ...NASTY_STRINGS.map(([what, value]) => [what, `?${new URLSearchParams([[value, "1"]]).toString()}`] as const),
  ])("answers 400 with a readable message to %s", async (_, query) => {
    const { status, body } = await get(query);
    expectClientError(status, body);
    expect(status).toBe(400);
  });

  it("sends an empty query to the address without one (308), so a cache keeps one copy", async () => {
    for (const query of ["?", "?&", "?&&"]) expect(await get(query), query).toEqual({ status: 308, body: "/api/open-data/hazards.geojson" });
  });

  it("answers 200, 308 to itself or 400, never a 5xx, to any query string", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 80 }), async (raw) => {
        // As sent: the URL parser encodes what it must.
        const { status, body } = await get(`?${raw}`);
        if (status === 200) expect(body).toMatchObject({ type: "FeatureCollection" });
        else if (status === 308) expect(body).toBe("/api/open-data/hazards.geojson");
        else expectClientError(status, body);
      }),
      RUNS,
    );
  }, 60_000);
});
