// @vitest-environment node
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { parsePlacesCsv } from "@/lib/import/csv";
import { placeStore } from "@/lib/data";
import { NASTY_STRINGS } from "@/tests/support/bad-input";
import { withFreshEmbeddedDb } from "@/tests/support/embedded-db";
import { inputOf } from "@/tests/support/places";

// Outside a Next server there is no data cache: reads go straight to the database. The cache
// headers are checked here; the cached bytes against a real server in e2e/moderation.spec.ts.
vi.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => {} }));

withFreshEmbeddedDb("open-data-route-", () => get("/api/open-data/places.csv"));

const ROUTES = {
  "/api/open-data/hsds/services": () => import("@/app/api/open-data/hsds/services/route"),
  "/api/open-data/places.geojson": () => import("@/app/api/open-data/places.geojson/route"),
  "/api/open-data/places.csv": () => import("@/app/api/open-data/places.csv/route"),
} as const;
type Route = keyof typeof ROUTES;

/** What the route answers to this spelling of an address. */
async function answer(url: string, headers: Record<string, string> = {}) {
  const pathname = new URL(url, "http://localhost").pathname as Route;
  const { GET } = await ROUTES[pathname]();
  return GET(new Request(`http://localhost${url}`, { headers }));
}

/** As a client gets it: a redirect to the address's one spelling followed. */
async function get(url: string, headers: Record<string, string> = {}) {
  const first = await answer(url, headers);
  return first.status === 308 ? answer(first.headers.get("location")!, headers) : first;
}

type Service = { id: string; name: string; status: string; assured_date: string | null; phones: unknown[]; schedules: unknown[]; service_at_locations: { location: { latitude: number } }[]; x_relief: { is_sample: boolean; kind: string } };
type Page = { total_items: number; total_pages: number; page_number: number; size: number; first_page: boolean; last_page: boolean; empty: boolean; contents: Service[] };

describe("open data: published entries for anyone, cacheable", () => {
  it("every endpoint answers with open CORS, public cache headers, a licence link and an ETag", async () => {
    for (const url of Object.keys(ROUTES)) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
      expect(response.headers.get("link")).toMatch(/rel="license"/);
      const etag = response.headers.get("etag")!;
      expect(etag).toMatch(/^W\/"/);
      expect((await get(url, { "if-none-match": etag })).status).toBe(304);
    }
    expect((await get("/api/open-data/places.csv")).headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await get("/api/open-data/places.geojson")).headers.get("content-type")).toBe("application/geo+json; charset=utf-8");
    const compressed = await get("/api/open-data/places.geojson", { "accept-encoding": "br" });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).type).toBe("FeatureCollection");
  });

  it("HSDS services: pages through every published place, each with its location, schedules and phones", async () => {
    const published = await (await placeStore()).listPlaces();
    const first = (await (await get("/api/open-data/hsds/services?per_page=25")).json()) as Page;
    const size = Math.min(25, published.length);
    expect(first).toMatchObject({ total_items: published.length, total_pages: Math.ceil(published.length / 25), page_number: 1, size, first_page: true, empty: false });
    const ids = new Set<string>();
    for (let page = 1; page <= first.total_pages; page++) {
      const body = (await (await get(`/api/open-data/hsds/services?per_page=25&page=${page}`)).json()) as Page;
      for (const service of body.contents) ids.add(service.id);
      expect(body.last_page).toBe(page === first.total_pages);
    }
    // Every published place once, and nothing else (the seed's unpublished drafts stay out).
    expect([...ids].sort()).toEqual(published.map((p) => p.id).sort());
    const shelter = first.contents.find((s) => s.x_relief.kind === "shelter") ?? (await (await get("/api/open-data/hsds/services?kind=shelter")).json() as Page).contents[0]!;
    expect(shelter.service_at_locations[0]!.location.latitude).toBeGreaterThan(33);
    expect(["active", "inactive", "temporarily closed"]).toContain(shelter.status);
    // The seed is sample data, and says so.
    expect(first.contents.every((s) => s.x_relief.is_sample)).toBe(true);
  });

  it("HSDS services: kind filters, a page past the last is a 404 that names the last", async () => {
    const shelters = (await (await get("/api/open-data/hsds/services?kind=shelter&per_page=500")).json()) as Page;
    expect(shelters.total_items).toBeGreaterThan(0);
    expect(shelters.contents.every((s) => s.x_relief.kind === "shelter")).toBe(true);
    const last = Math.max(1, Math.ceil((await (await placeStore()).listPlaces()).length / 50));
    expect((await get(`/api/open-data/hsds/services?page=${last}`)).status).toBe(200);
    const past = await get(`/api/open-data/hsds/services?page=${last + 1}`);
    expect(past.status).toBe(404);
    expect(past.headers.get("cache-control")).toBe("no-store");
    expect(await past.json()).toEqual({ error: `There is no page ${last + 1}: at 50 services a page, the last page is ${last}.` });
  });

  it("GeoJSON: a FeatureCollection of Points, [longitude, latitude], sample entries flagged", async () => {
    const body = (await (await get("/api/open-data/places.geojson?kind=resource")).json()) as {
      type: string;
      license: string;
      features: { type: string; geometry: { type: string; coordinates: [number, number] }; properties: { kind: string; is_sample: boolean; name: string } }[];
    };
    expect(body.type).toBe("FeatureCollection");
    expect(body.license).toBe("CC-BY-4.0");
    expect(body.features.length).toBeGreaterThan(0);
    for (const feature of body.features) {
      expect(feature.geometry.type).toBe("Point");
      const [lon, lat] = feature.geometry.coordinates;
      expect(lon).toBeLessThan(-114);
      expect(lat).toBeGreaterThan(32);
      expect(feature.properties.kind).toBe("resource");
      expect(feature.properties.is_sample).toBe(true);
    }
  });

  it("CSV: the import's own columns, and the file imports again as the same published places", async () => {
    const text = await (await get("/api/open-data/places.csv")).text();
    const result = parsePlacesCsv(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const published = await (await placeStore()).listPlaces();
    expect(result.places.map((p) => p.externalId).sort()).toEqual(published.map((p) => p.externalId).sort());
    const byExternalId = new Map(published.map((p) => [p.externalId, p]));
    for (const input of result.places) {
      expect(input).toEqual(inputOf(byExternalId.get(input.externalId)!));
    }
  });

  it("answers bad query parameters with a 400 and a message, never a 5xx", async () => {
    for (const url of Object.keys(ROUTES)) {
      for (const query of ["?kind=hospital", "?unknown=1", "?kind=shelter&kind=resource", ...NASTY_STRINGS.map(([, v]) => `?${new URLSearchParams({ kind: v })}`)]) {
        const response = await get(url + query);
        expect(response.status, url + query).toBe(400);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("access-control-allow-origin")).toBe("*");
        expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(10);
      }
    }
    const hsds = await get("/api/open-data/hsds/services?per_page=100000");
    expect(hsds.status).toBe(400);
    expect(await hsds.json()).toEqual({ error: "per_page must be one of 25, 50, 100, 500." });
  });

  it("gives each answer one address: another spelling of a query is a permanent redirect to it, so a CDN keeps one copy", async () => {
    const HSDS = "/api/open-data/hsds/services";
    const shelters = Array.from({ length: 2_000 }, () => "shelter").join(",");
    for (const [url, location] of [
      [`${HSDS}?page=1`, HSDS],
      [`${HSDS}?page=01`, HSDS],
      [`${HSDS}?page=0001`, HSDS],
      [`${HSDS}?`, HSDS],
      [`${HSDS}?page=2&`, `${HSDS}?page=2`],
      [`${HSDS}?full=true&per_page=050`, HSDS],
      [`${HSDS}?per_page=25&page=2&full=false`, `${HSDS}?full=false&page=2&per_page=25`],
      [`${HSDS}?kind=${shelters}`, `${HSDS}?kind=shelter`],
      [`${HSDS}?kind=shelter%2C%20resource`, `${HSDS}?kind=resource,shelter`],
      [`${HSDS}?kind=volunteer_opportunity,shelter,resource,donation_need`, HSDS],
      ["/api/open-data/places.csv?kind=shelter,shelter", "/api/open-data/places.csv?kind=shelter"],
      ["/api/open-data/places.geojson?kind=resource,donation_need", "/api/open-data/places.geojson?kind=donation_need,resource"],
    ] as const) {
      const response = await answer(url);
      expect(response.status, url.slice(0, 100)).toBe(308);
      expect(response.headers.get("location"), url.slice(0, 100)).toBe(location);
      // Kept by the browser, never by a shared cache; followed by a page on another site.
      expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect((await answer(location)).status, location).toBe(200);
    }
    // The spelling a CDN keeps is answered as it is.
    for (const url of [HSDS, `${HSDS}?full=false&kind=resource,shelter`, "/api/open-data/places.csv?kind=shelter"]) {
      expect((await answer(url)).status, url).toBe(200);
    }
  });
});
