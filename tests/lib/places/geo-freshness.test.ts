import { describe, expect, it } from "vitest";
import { PLACES } from "@/lib/places/settings";
import { freshness } from "@/lib/places/freshness";
import { distanceKm, formatDistance } from "@/lib/places/geo";
import { directionsHref, placeHref, telHref } from "@/lib/places/links";
import { i18nIn } from "@/lib/i18n/catalog";

const i18n = i18nIn("en");

describe("distanceKm", () => {
  it("measures great-circle distance", () => {
    // Altadena to Santa Monica: about 39 km as the crow flies.
    const d = distanceKm({ lat: 34.1897, lng: -118.1312 }, { lat: 34.0195, lng: -118.4912 });
    expect(d).toBeGreaterThan(37);
    expect(d).toBeLessThan(41);
    expect(distanceKm({ lat: 34, lng: -118 }, { lat: 34, lng: -118 })).toBe(0);
  });

  it("is shown in miles", () => {
    expect(formatDistance(1.609344, i18n)).toBe("1 mi");
    expect(formatDistance(2.5 * 1.609344, i18n)).toBe("2.5 mi");
    expect(formatDistance(0.05, i18n)).toBe("less than 0.1 mi");
    expect(formatDistance(40, i18n)).toBe("25 mi");
  });
});

describe("freshness", () => {
  const now = new Date("2025-01-20T12:00:00Z");
  it("counts whole days since the last check", () => {
    expect(freshness("2025-01-20T08:00:00Z", now, i18n)).toEqual({ days: 0, stale: false, label: "Verified today" });
    expect(freshness("2025-01-19T08:00:00Z", now, i18n).label).toBe("Verified 1 day ago");
  });

  it("turns stale after seven days", () => {
    expect(PLACES.staleAfterDays).toBe(7);
    expect(freshness("2025-01-13T12:00:00Z", now, i18n)).toMatchObject({ days: 7, stale: false });
    expect(freshness("2025-01-12T12:00:00Z", now, i18n)).toMatchObject({ days: 8, stale: true, label: "Verified 8 days ago" });
  });

  it("treats a never-verified place as stale", () => {
    expect(freshness(null, now, i18n)).toEqual({ days: null, stale: true, label: "Not verified yet" });
  });
});

describe("links", () => {
  it("makes dialable tel: links", () => {
    expect(telHref("(626) 555-0101")).toBe("tel:+16265550101");
    expect(telHref("1-800-621-3362")).toBe("tel:+18006213362");
    expect(telHref("call us")).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it("builds directions and deep links", () => {
    expect(directionsHref({ latitude: 34.1, longitude: -118.2 })).toBe("https://www.google.com/maps/dir/?api=1&destination=34.1,-118.2");
    expect(placeHref("abc")).toBe("/?place=abc#map");
  });
});
