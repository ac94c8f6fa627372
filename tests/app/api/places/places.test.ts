// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { placesFromPayload, type DescriptionsPayload, type PlacesPayload } from "@/lib/places/summary";
import type { LocalizedPlace } from "@/lib/places/types";
import { withFreshEmbeddedDb } from "@/tests/support/embedded-db";

// Outside a Next server there is no data cache: reads go straight to the database. The caching
// itself (headers, tag expiry) is checked against a real server in e2e/caching.spec.ts.
vi.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => {} }));

withFreshEmbeddedDb("places-route-", () => list("en"));

const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://localhost${url}`, { headers });
const params = <T,>(value: T) => ({ params: Promise.resolve(value) });

async function list(lang: string, headers: Record<string, string> = {}) {
  const { GET } = await import("@/app/api/places/[lang]/route");
  return GET(request(`/api/places/${lang}`, headers), params({ lang }));
}
async function descriptions(lang: string) {
  const { GET } = await import("@/app/api/places/[lang]/descriptions/route");
  return GET(request(`/api/places/${lang}/descriptions`), params({ lang }));
}
async function one(lang: string, id: string, headers: Record<string, string> = {}) {
  const { GET } = await import("@/app/api/places/[lang]/[id]/route");
  return GET(request(`/api/places/${lang}/${id}`, headers), params({ lang, id }));
}

describe("GET /api/places/<lang>: every published place, in summary", () => {
  it("lists the published places without their descriptions, in the language", async () => {
    const response = await list("es");
    expect(response.status).toBe(200);
    const body = (await response.json()) as PlacesPayload;
    const places = placesFromPayload(body);
    expect(places.length).toBeGreaterThan(50);
    // The seed's unpublished drafts are never listed.
    expect(places.map((p) => p.name).join(" ")).not.toMatch(/draft/i);
    for (const place of places) {
      expect(place).not.toHaveProperty("description");
      expect(place).not.toHaveProperty("externalId");
      expect(place.translated ?? {}).not.toHaveProperty("description");
      expect(place.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isFinite(place.latitude) && Number.isFinite(place.longitude)).toBe(true);
    }
    // What the map filters and ranks on is there.
    const shelter = places.find((p) => p.id === "00000000-0000-4000-8000-000000000002")!;
    expect(shelter).toMatchObject({ kind: "shelter", status: "open", petsAllowed: true, phone: "(626) 555-0102" });
    expect(Object.keys(shelter.hours)).toHaveLength(7);
    expect(Array.isArray(body.reportedIds)).toBe(true);
    expect(typeof body.lastUpdated).toBe("string");
  });

  it("is sent compressed as the client accepts (brotli, then gzip), the same JSON either way", async () => {
    const plain = await list("zh");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const json = await plain.text();
    for (const [accept, coding, decode] of [
      ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["br;q=0, gzip;q=0.8", "gzip", gunzipSync],
    ] as const) {
      const response = await list("zh", { "accept-encoding": accept });
      expect(response.headers.get("content-encoding"), accept).toBe(coding);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBeLessThan(json.length / 4);
      expect(decode(bytes).toString("utf8")).toBe(json);
    }
    expect((await list("zh", { "accept-encoding": "identity" })).headers.get("content-encoding")).toBeNull();
  });

  it("can be kept by a CDN and revalidated by a browser: the same ETag answers 304 with no body", async () => {
    const response = await list("ko");
    // Browsers revalidate every time (never yesterday's places first); CDNs keep it like a page.
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect(response.headers.get("cdn-cache-control")).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.get("vary")).toBe("accept-encoding");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await list("ko", { "if-none-match": `"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // Compared weakly (a proxy may have weakened or strengthened it), and "*" matches.
    expect((await list("ko", { "if-none-match": etag.replace(/^W\//, "") })).status).toBe(304);
    expect((await list("ko", { "if-none-match": "*" })).status).toBe(304);
    expect((await list("ko", { "if-none-match": '"other"' })).status).toBe(200);
    // Another body is another tag.
    expect((await descriptions("ko")).headers.get("etag")).not.toBe(etag);
  });

  it("answers an unknown language with a 404 and a message, never a 500", async () => {
    for (const lang of ["fr", "EN", "", "../en", "es%00"]) {
      const response = await list(lang);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toMatch(/language/);
    }
  });

});

describe("acceptedEncodings", () => {
  it("reads Accept-Encoding, leaving out what is refused with q=0", async () => {
    const { acceptedEncodings } = await import("@/lib/services/places/api-responses");
    expect([...acceptedEncodings("gzip, deflate, br")]).toEqual(["gzip", "deflate", "br"]);
    expect([...acceptedEncodings("br;q=0, GZIP;q=0.5")]).toEqual(["gzip"]);
    expect([...acceptedEncodings(null)]).toEqual([]);
    expect([...acceptedEncodings("*")]).toEqual(["gzip"]);
    expect([...acceptedEncodings(" ,;q=1,br;q=abc")]).toEqual(["br"]);
  });
});

describe("GET /api/places/<lang>/descriptions: for the search", () => {
  it("has every listed place's description, by id", async () => {
    const [places, texts] = await Promise.all([list("en").then((r) => r.json() as Promise<PlacesPayload>), descriptions("en").then((r) => r.json() as Promise<DescriptionsPayload>)]);
    expect(Object.keys(texts).sort()).toEqual(placesFromPayload(places).map((p) => p.id).sort());
    expect(texts["00000000-0000-4000-8000-000000000002"]!.description).toMatch(/Pets are welcome/);
  });
});

describe("GET /api/places/<lang>/<id>: one entry in full", () => {
  it("has every field, the description included", async () => {
    const response = await one("ko", "00000000-0000-4000-8000-000000000002");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    const etag = response.headers.get("etag")!;
    expect((await one("ko", "00000000-0000-4000-8000-000000000002", { "if-none-match": etag })).status).toBe(304);
    const place = (await response.json()) as LocalizedPlace;
    expect(place.description).toMatch(/Pets are welcome/);
    expect(place.languages).toEqual(["en", "es", "zh", "ko"]);
  });

  it("answers a place that is not listed, or a malformed id, with a 404 and a message", async () => {
    for (const id of ["00000000-0000-4000-8000-999999999999", "not-an-id", "x".repeat(5000), "%00"]) {
      const response = await one("en", id);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toMatch(/no longer listed/);
    }
  });
});

// Last: it replaces the data layer for the modules imported after it.
describe("a database that is down", () => {
  it("says the places cannot be loaded (503, not kept) when the database is down", async () => {
    vi.resetModules();
    const down = () => Promise.reject(new Error("connection refused"));
    vi.doMock("@/lib/data", () => ({ placeStore: down, submissionStore: down, translationStore: down }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await list("en");
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect((await response.json()).error).toMatch(/cannot be loaded/);
      const entry = await one("en", "00000000-0000-4000-8000-000000000002");
      expect(entry.status).toBe(503);
      expect(entry.headers.get("cache-control")).toBe("no-store");
    } finally {
      vi.doUnmock("@/lib/data");
      vi.resetModules();
      vi.restoreAllMocks();
    }
  });
});
