import { describe, expect, it } from "vitest";
import { zoneShapes } from "@/components/map/hazard-index";
import { HAZARD_MAP } from "@/components/map/hazard-style";
import { widthPx, zonesToLabel } from "@/components/map/zone-labels";
import { square, zoneLayer } from "../../fixtures/hazards/served";

describe("which zones get a label", () => {
  const zones = zoneShapes([zoneLayer]);
  const everywhere = [-119, 33, -117, 35] as const;

  it("measures a zone's width on screen (Web Mercator)", () => {
    expect(widthPx([0, 0, 360, 0], 0)).toBe(256);
    expect(widthPx([-118.2, 34.15, -118.18, 34.17], 14)).toBeCloseTo(233, 0);
  });

  it("none until zoomed in to a neighbourhood", () => {
    expect(zonesToLabel(zones, { bbox: everywhere, zoom: HAZARD_MAP.labelMinZoom - 1 })).toEqual([]);
  });

  it("zones in view and wide enough for their label, the most serious first", () => {
    const labelled = zonesToLabel(zones, { bbox: everywhere, zoom: 14 });
    expect(labelled.map((z) => z.feature.properties.status)).toEqual(["order", "shelter_in_place", "warning"]);
    expect(zonesToLabel(zones, { bbox: [-118.2, 34.15, -118.19, 34.16], zoom: 14 }).map((z) => z.feature.properties.id)).toEqual(["Z-1"]);
    // 0.02° is about 116 px at zoom 13: just enough; a 0.01° zone is not.
    const small = zoneShapes([{ ...zoneLayer, features: zoneLayer.features.map((f) => ({ ...f, geometry: square(-118.2, 34.15, 0.01) })) }]);
    expect(zonesToLabel(small, { bbox: everywhere, zoom: 13 })).toEqual([]);
  });

  it("never more than the cap", () => {
    const many = zoneShapes([{ ...zoneLayer, features: Array.from({ length: 200 }, () => zoneLayer.features[0]!) }]);
    expect(zonesToLabel(many, { bbox: everywhere, zoom: 15 })).toHaveLength(HAZARD_MAP.maxLabels);
  });
});
