import { describe, expect, it } from "vitest";
import { NAV } from "@/lib/nav/settings";
import { GUIDE_SECTIONS, isNavSolid, NAV_ITEMS } from "@/lib/nav/items";

describe("navigation bar colour", () => {
  const hero = 600;
  const threshold = hero - NAV.solidOffsetPx;

  it("is transparent on / until scrolled past the hero height minus the offset", () => {
    expect(isNavSolid("/", 0, hero)).toBe(false);
    expect(isNavSolid("/", threshold, hero)).toBe(false);
    expect(isNavSolid("/", threshold + 1, hero)).toBe(true);
  });

  it("is always solid on other routes", () => {
    for (const path of ["/volunteer", "/donate", "/contact", "/wildfireguide", "/unknown"]) {
      expect(isNavSolid(path, 0, hero)).toBe(true);
    }
  });

  it("uses an offset of 70 px", () => {
    expect(NAV.solidOffsetPx).toBe(70);
  });
});

describe("navigation items", () => {
  it("are Map, Volunteer, Donate, Contact and the Wildfire guide with its three sections", () => {
    expect(NAV_ITEMS.map((i) => i.label)).toEqual(["Map", "Volunteer", "Donate", "Contact", "Wildfire guide"]);
    expect(NAV_ITEMS[0]?.href).toBe("/#map");
    expect(GUIDE_SECTIONS.map((s) => s.href)).toEqual([
      "/wildfireguide#wildfire-readiness",
      "/wildfireguide#wildfire-monitoring",
      "/wildfireguide#post-fire-recovery",
    ]);
  });
});
