import { describe, expect, it } from "vitest";
import { AREAS, areaName, areaOf, parseAreaId } from "@/lib/places/areas";

describe("areaOf", () => {
  it("puts a point in the community whose centre is nearest", () => {
    expect(areaOf({ lat: 34.1478, lng: -118.1445 })).toBe("pasadena");
    expect(areaOf({ lat: 34.1865, lng: -118.14 })).toBe("altadena");
    expect(areaOf({ lat: 34.045, lng: -118.52 })).toBe("pacific-palisades");
  });

  it("leaves a point far from every centre in no area (listed as Elsewhere)", () => {
    expect(areaOf({ lat: 34.42, lng: -119.7 })).toBeNull(); // Santa Barbara
  });

  it("gives every area a distinct id, and centres far enough apart that each one wins at its own centre", () => {
    expect(new Set(AREAS.list.map((a) => a.id)).size).toBe(AREAS.list.length);
    for (const area of AREAS.list) expect(areaOf(area)).toBe(area.id);
  });
});

describe("parseAreaId", () => {
  it("accepts our ids and nothing else", () => {
    expect(parseAreaId("malibu")).toBe("malibu");
    expect(parseAreaId("Malibu")).toBeNull();
    expect(parseAreaId("<script>")).toBeNull();
    expect(parseAreaId(null)).toBeNull();
  });

  it("names an area as written locally", () => {
    expect(areaName("downtown-la")).toBe("Downtown Los Angeles");
  });
});
