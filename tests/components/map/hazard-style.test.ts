import { describe, expect, it } from "vitest";
import { HAZARD_MAP, INCIDENT_COLOR, PERIMETER_PATH, ZONE_STYLE, patternId, rgba, zonePathOptions, zoneSwatch } from "@/components/map/hazard-style";
import { KIND_STYLE } from "@/components/map/kind-style";
import { WARNING_STATUSES } from "@/lib/hazards/payload";

/** WCAG relative luminance and contrast ratio. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("hazard styles", () => {
  it("tell each zone status apart by pattern, outline and word, not colour alone", () => {
    const styles = WARNING_STATUSES.map((s) => ZONE_STYLE[s]);
    expect(new Set(styles.map((s) => s.pattern)).size).toBe(3);
    expect(new Set(styles.map((s) => s.dashArray ?? "solid")).size).toBe(3);
    expect(new Set(styles.map((s) => s.border)).size).toBe(3);
    expect(styles.map((s) => s.label)).toEqual(["Evacuation order", "Shelter in place", "Evacuation warning"]);
    expect(styles.every((s) => s.sampleLabel.startsWith("Sample: "))).toBe(true);
  });

  it("fill zones with their pattern, as paths that take no taps", () => {
    for (const status of WARNING_STATUSES) {
      const options = zonePathOptions(status);
      expect(options.fillColor).toBe(`url(#${patternId(status)})`);
      expect(options.interactive).toBe(false);
      expect(options.color).toBe(ZONE_STYLE[status].color);
    }
    expect(PERIMETER_PATH.interactive).toBe(false);
    expect(PERIMETER_PATH.dashArray).not.toBe(zonePathOptions("warning").dashArray);
  });

  it("use colours readable on white (the status word in a popup) and unlike the place markers", () => {
    const placeColours = Object.values(KIND_STYLE).map((k) => k.color);
    for (const color of [...WARNING_STATUSES.map((s) => ZONE_STYLE[s].color), INCIDENT_COLOR]) {
      expect(contrast(color, "#ffffff"), color).toBeGreaterThanOrEqual(4.5);
      expect(placeColours).not.toContain(color);
    }
  });

  it("draw the legend's swatches with the map's colours", () => {
    expect(rgba("#b91c1c", 0.5)).toBe("rgba(185, 28, 28, 0.5)");
    expect(zoneSwatch("order").backgroundImage).toContain("repeating-linear-gradient");
    expect(zoneSwatch("warning").backgroundImage).toContain("radial-gradient");
    expect(zoneSwatch("shelter_in_place").border).toBe("3px double #6b21a8");
  });

  it("keep every hazard pane under Leaflet's overlays (400) and markers (600)", () => {
    const panes = Object.values(HAZARD_MAP.panes);
    expect(panes.every((p) => p.zIndex < 400)).toBe(true);
    expect(HAZARD_MAP.panes.zone.zIndex).toBeLessThan(HAZARD_MAP.panes.perimeter.zIndex);
    expect(HAZARD_MAP.incidentZIndexOffset).toBeLessThan(0);
  });
});
