// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { HazardLayer } from "@/lib/hazards/types";
import { makePlace } from "@/tests/support/places";

/**
 * A view of places made while the evacuation zones cannot be read is served without flags but
 * never cached: the next request, once the zones read again, flags the place. (Next's data cache
 * is stood in for by a memo keyed like it: by the function's key parts and arguments.)
 */

const memo = vi.hoisted(() => new Map<string, unknown>());
vi.mock("next/cache", () => ({
  unstable_cache:
    (fn: (...args: unknown[]) => Promise<unknown>, keyParts: string[]) =>
    async (...args: unknown[]) => {
      const key = JSON.stringify([keyParts, args]);
      if (memo.has(key)) return memo.get(key);
      const value = await fn(...args);
      memo.set(key, value);
      return value;
    },
  revalidateTag: () => {},
}));

const place = makePlace({ latitude: 34.15, longitude: -118.15 });
const zones: HazardLayer = {
  layer: "zone",
  source: "County zones (test fixture)",
  sourceUrl: "https://zones.example.org/FeatureServer/0",
  fetchedAt: "2026-11-26T01:00:00.000Z",
  features: [
    {
      type: "Feature",
      geometry: { type: "Polygon", coordinates: [[[-118.2, 34.1], [-118.1, 34.1], [-118.1, 34.2], [-118.2, 34.2], [-118.2, 34.1]]] },
      properties: { id: "Z", name: "Zone Z (test fixture)", status: "order" },
    },
  ],
};
let zonesDown = true;

vi.mock("@/lib/data", () => ({
  placeStore: async () => ({ listPlaces: async () => [place], lastUpdated: async () => null }),
  submissionStore: async () => ({ openReportCounts: async () => new Map() }),
  hazardStore: async () => ({ layers: async () => (zonesDown ? Promise.reject(new Error("relation does not exist")) : [zones]) }),
}));

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("a view of places when the zones cannot be read", () => {
  it("is served without flags, not cached, and flagged once the zones read again", async () => {
    const { loadHome } = await import("@/lib/services/places/queries");
    const unread = await loadHome("en");
    expect(unread?.first.map((p) => p.id)).toEqual([place.id]);
    expect(unread?.hazards).toEqual({});

    zonesDown = false;
    const read = await loadHome("en");
    expect(read?.hazards).toEqual({ [place.id]: { status: "order", zone: "Zone Z (test fixture)", source: "County zones (test fixture)" } });
    // From now on the view is cached as any other.
    zonesDown = true;
    expect((await loadHome("en"))?.hazards).toEqual(read?.hazards);
  });
});
