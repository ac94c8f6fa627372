// @vitest-environment node
import { describe, expect, it } from "vitest";
import { insideFollowArea } from "@/lib/alerts/area";
import { findWhere, LA_ZIPS as data, normalizePlaceName, WHERE_COUNTS, whereQuery } from "@/lib/alerts/where";

describe("findWhere: a ZIP code", () => {
  it("gives the Census area's point and its place name", () => {
    expect(findWhere("91001")).toEqual({ latitude: 34.1945, longitude: -118.1383, label: "91001 Altadena" });
    expect(findWhere("90272")?.label).toBe("90272 Pacific Palisades");
  });

  it("takes a ZIP+4 as its five digits, and surrounding spaces", () => {
    expect(findWhere(" 91001-1234 ")).toEqual(findWhere("91001"));
    expect(findWhere("91001 1234")).toEqual(findWhere("91001"));
  });

  it("knows nothing outside Los Angeles County: Orange County, New York, a number that is no ZIP code", () => {
    expect(findWhere("92660")).toBeNull(); // Newport Beach
    expect(findWhere("10001")).toBeNull();
    expect(findWhere("00000")).toBeNull();
    expect(findWhere("9100")).toBeNull();
  });
});

describe("findWhere: a community", () => {
  it("the site's own communities first (lib/places/areas.ts), whatever the case", () => {
    expect(findWhere("altadena")).toEqual({ latitude: 34.19, longitude: -118.131, label: "Altadena" });
    expect(findWhere("DOWNTOWN LOS ANGELES")?.label).toBe("Downtown Los Angeles");
    expect(findWhere("San Fernando Valley")?.label).toBe("San Fernando Valley");
  });

  it("then the county's postal place names, accents, punctuation and a state suffix set aside", () => {
    expect(findWhere("La Cañada Flintridge")?.label).toBe("La Canada Flintridge");
    expect(findWhere("la canada-flintridge")?.label).toBe("La Canada Flintridge");
    expect(findWhere("Tujunga, CA")?.label).toBe("Tujunga");
    expect(findWhere("Sylmar California")?.label).toBe("Sylmar");
    expect(findWhere("City of Burbank")?.label).toBe("Burbank");
  });

  it("by its name in the site's languages, labelled as the signs write it (locales/<lang>/communities.json)", () => {
    expect(findWhere("帕萨迪纳")).toEqual(findWhere("Pasadena"));
    expect(findWhere("帕薩迪納")?.label).toBe("Pasadena");
    expect(findWhere("Գլենդել")?.label).toBe("Glendale");
    expect(findWhere("глендейл")?.label).toBe("Glendale");
    expect(findWhere("마리布")).toBeNull();
    expect(findWhere("말리부")?.label).toBe("Malibu");
    expect(findWhere("洛杉矶")).toBeNull(); // Los Angeles: too wide to be one point, in any language
  });

  it("never a name spread over too wide an area to be one point (Los Angeles, Palmdale), nor an unknown one", () => {
    expect(findWhere("Los Angeles")).toBeNull();
    expect(findWhere("Palmdale")).toBeNull();
    expect(findWhere("Springfield")).toBeNull();
    expect(findWhere("123 Main St")).toBeNull();
  });
});

describe("the data", () => {
  it("every point is inside the area a follow may point at, and every entry is a 5-digit ZIP code", () => {
    const zips = Object.entries(data.zips);
    expect(WHERE_COUNTS.zips).toBe(zips.length);
    expect(zips.length).toBeGreaterThan(250);
    for (const [zip, [lat, lng, name]] of zips) {
      expect(zip).toMatch(/^9\d{4}$/);
      expect(insideFollowArea(lat, lng), zip).toBe(true);
      expect(name.length).toBeGreaterThan(1);
    }
    for (const [name, [lat, lng]] of Object.entries(data.communities)) expect(insideFollowArea(lat, lng), name).toBe(true);
  });

  it("names its sources and their licences", () => {
    expect(data.source).toMatch(/Census Bureau/);
    expect(data.source).toMatch(/GeoNames.*CC BY 4\.0/);
  });
});

describe("whereQuery", () => {
  it("accepts ZIP codes and names in any script", () => {
    for (const q of ["91001", "91001-1234", "La Cañada Flintridge", "St. Andrew's (old)", "洛杉矶", "آلتادنا"]) expect(whereQuery.safeParse(q).success, q).toBe(true);
  });

  it("refuses what cannot be a ZIP code or a place: empty, one letter, too long, markup, control characters", () => {
    for (const q of [undefined, "", " ", "a", "x".repeat(61), "<script>", "a\u0000b", "https://evil.example/", "91001;DROP"]) {
      expect(whereQuery.safeParse(q).success, String(q)).toBe(false);
    }
  });
});

describe("normalizePlaceName", () => {
  it("folds case, accents and punctuation", () => {
    expect(normalizePlaceName("  La Cañada—Flintridge ")).toBe("la canada flintridge");
    expect(normalizePlaceName("ÁRCADIA")).toBe("arcadia");
  });
});
