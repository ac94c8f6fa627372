import { describe, expect, it } from "vitest";
import type { HazardLayer } from "@/lib/hazards/types";
import { hazardSourceLinks, hazardSourcesLine, hazardsGeoJson } from "@/lib/open-data/hazards";

const zone = (source: string, sourceUrl = "https://example.org/zones.geojson"): HazardLayer => ({
  layer: "zone",
  source,
  sourceUrl,
  fetchedAt: "2099-01-08T17:00:00.000Z",
  features: [{ type: "Feature", geometry: { type: "Polygon", coordinates: [[[-118.2, 34.1], [-118.1, 34.1], [-118.1, 34.2], [-118.2, 34.1]]] }, properties: { id: "Z1", name: "Zone 1", status: "warning" } }],
});

describe("hazard layers as open data", () => {
  it("each feature carries its layer, source and fetch time beside its own properties", () => {
    const body = hazardsGeoJson([zone("Sample County OEM (test fixture)")]);
    expect(body.features[0]!.properties).toEqual({ id: "Z1", name: "Zone 1", status: "warning", layer: "zone", source: "Sample County OEM (test fixture)", fetched_at: "2099-01-08T17:00:00.000Z" });
    expect(body.sources).toEqual([{ layer: "zone", source: "Sample County OEM (test fixture)", source_url: "https://example.org/zones.geojson", fetched_at: "2099-01-08T17:00:00.000Z", features: 1 }]);
    expect(hazardSourcesLine([zone("X")])).toMatch(/not under its CC-BY licence.*Evacuation zones: X \(https:\/\/example\.org\/zones\.geojson\)\.$/);
  });

  it("source links are valid header values whatever the publisher's name", () => {
    const names = ["Condado de Los Ángeles — OEM", 'A "quoted"; name, with <brackets>', "洛杉矶县应急管理办公室", "O'Brien\u0000County"];
    for (const name of names) {
      const [link] = hazardSourceLinks([zone(name, "https://example.org/zonas/ñ.geojson")]);
      expect(() => new Headers({ link: link! })).not.toThrow();
      expect(link).toMatch(/^<https:\/\/example\.org\/zonas\/%C3%B1\.geojson>; rel="via"; title\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
      expect(decodeURIComponent(link!.split("''")[1]!)).toBe(`zone: ${name}`);
    }
    expect(hazardSourceLinks([zone("X", "not a url")])).toEqual([]);
  });
});
