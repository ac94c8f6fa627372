// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLACE_KINDS, type Place, type PlaceKind } from "@/lib/places/types";
import { makePlace } from "@/tests/support/places";

/**
 * HSDS paging against the cache: every page of every size is sliced from one cached list, so the
 * database is read once per change of the places however many page/per_page pairs are asked for,
 * and a page that does not exist is refused without keeping anything. Next's data cache is stood
 * in for by a memo keyed like it, by the function's key parts and arguments (a throw keeps nothing),
 * that like Next skips caching for a cached function called inside another's callback
 * (next/dist/server/web/spec-extension/unstable-cache.js, "nested"). Clearing it is what expiring
 * the `places` tag does.
 */

const memo = vi.hoisted(() => new Map<string, unknown>());
vi.mock("next/cache", async () => {
  const { AsyncLocalStorage } = await import("node:async_hooks");
  const inside = new AsyncLocalStorage<true>();
  return {
    unstable_cache:
      (fn: (...args: unknown[]) => Promise<unknown>, keyParts: string[]) =>
      async (...args: unknown[]) => {
        if (inside.getStore()) return fn(...args);
        const key = JSON.stringify([keyParts, args]);
        if (memo.has(key)) return memo.get(key);
        const value = await inside.run(true, () => fn(...args));
        memo.set(key, value);
        return value;
      },
    revalidateTag: () => {},
  };
});

const data = vi.hoisted(() => ({ places: [] as Place[], reads: 0 }));
vi.mock("@/lib/data", () => ({
  placeStore: async () => ({
    listPlaces: async ({ kinds }: { kinds?: readonly PlaceKind[] } = {}) => {
      data.reads += 1;
      return data.places.filter((p) => !kinds || kinds.includes(p.kind));
    },
    lastUpdated: async () => null,
  }),
  submissionStore: async () => ({ openReportCounts: async () => new Map() }),
  hazardStore: async () => ({ layers: async () => [] }),
}));

/** The documented order of the services (docs/open-data.md): kind, then name, then id. */
const documentedOrder = (places: Place[]) =>
  [...places].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id)).map((p) => p.id);

const manyPlaces = (n: number) => Array.from({ length: n }, (_, i) => makePlace({ kind: PLACE_KINDS[i % PLACE_KINDS.length]!, name: `Place ${(i * 37) % n}` }));

/** As a client gets it: a redirect to the query's one spelling (page=1, per_page=50, full=true left out) followed. */
async function get(query: string) {
  const { GET } = await import("@/app/api/open-data/hsds/services/route");
  const first = await GET(new Request(`http://localhost/api/open-data/hsds/services${query}`));
  return first.status === 308 ? GET(new Request(`http://localhost${first.headers.get("location")}`)) : first;
}

type Page = { total_items: number; total_pages: number; page_number: number; size: number; last_page: boolean; empty: boolean; contents: { id: string; phones?: unknown }[] };

beforeEach(() => {
  memo.clear();
  data.reads = 0;
});

describe("HSDS paging from one cached list", () => {
  it("reads the database once for every page of every size, full or not, and the pages hold every place once, in order", async () => {
    data.places = manyPlaces(1_234);
    const ordered = documentedOrder(data.places);
    // The page sizes docs/open-data.md offers.
    for (const perPage of [25, 50, 100, 500]) {
      for (const full of [true, false]) {
        const ids: string[] = [];
        const pages = Math.ceil(1_234 / perPage);
        for (let page = 1; page <= pages; page++) {
          const response = await get(`?page=${page}&per_page=${perPage}&full=${full}`);
          expect(response.status, `page ${page} of ${perPage}`).toBe(200);
          const body = (await response.json()) as Page;
          expect(body).toMatchObject({ total_items: 1_234, total_pages: pages, page_number: page, last_page: page === pages });
          expect(body.contents.every((s) => (full ? "phones" in s : !("phones" in s)))).toBe(true);
          ids.push(...body.contents.map((s) => s.id));
        }
        expect(ids).toEqual(ordered);
      }
    }
    expect(data.reads).toBe(1);
  }, 60_000);

  it("answers a page past the last with a 404 that says which is the last, reading nothing and keeping nothing", async () => {
    data.places = manyPlaces(120);
    expect((await get("?per_page=50&page=3")).status).toBe(200);
    const kept = memo.size;
    const reads = data.reads;
    for (const [query, last] of [["?per_page=50&page=4", 3], ["?page=1000000", 3], ["?per_page=500&page=2", 1]] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const page = new URLSearchParams(query).get("page");
      const perPage = new URLSearchParams(query).get("per_page") ?? "50";
      expect(await response.json()).toEqual({ error: `There is no page ${page}: at ${perPage} services a page, the last page is ${last}.` });
    }
    expect(memo.size).toBe(kept);
    expect(data.reads).toBe(reads);
  });

  it("answers page 1 of no places with 200 and no items, and page 2 with a 404", async () => {
    data.places = manyPlaces(8).map((p) => ({ ...p, kind: "resource" as const }));
    for (const query of ["?kind=shelter", "?kind=shelter&page=1&per_page=25&full=false"]) {
      const response = await get(query);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ total_items: 0, total_pages: 1, page_number: 1, size: 0, empty: true, last_page: true, contents: [] });
    }
    const past = await get("?kind=shelter&page=2");
    expect(past.status).toBe(404);
    expect(await past.json()).toEqual({ error: "There is no page 2: at 50 services a page, the last page is 1." });
  });

  it("refuses a page size outside the ones offered before reading or keeping anything", async () => {
    data.places = manyPlaces(10);
    for (const size of ["10", "49", "499", "100000"]) {
      const response = await get(`?per_page=${size}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "per_page must be one of 25, 50, 100, 500." });
    }
    expect(data.reads).toBe(0);
    expect(memo.size).toBe(0);
  });

  it("makes the list again, once, after the places change (the tag expired)", async () => {
    data.places = manyPlaces(60);
    expect(((await (await get("?per_page=25&page=3")).json()) as Page).size).toBe(10);
    data.places = manyPlaces(80);
    memo.clear();
    expect(((await (await get("?per_page=25&page=3")).json()) as Page).size).toBe(25);
    expect(((await (await get("?per_page=25&page=4")).json()) as Page).size).toBe(5);
    expect(((await (await get("?per_page=100")).json()) as Page).total_items).toBe(80);
    expect(data.reads).toBe(2);
  });
});
