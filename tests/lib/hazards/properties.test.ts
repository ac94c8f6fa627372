// @vitest-environment node
import { describe, expect, it } from "vitest";
import { httpsUrl, isoDate, numeric, pick, text } from "@/lib/hazards/properties";

describe("pick", () => {
  it("takes the first name present, exact spelling first, then in any case", () => {
    expect(pick({ name: "b", Name: "a" }, ["Name"])).toBe("a");
    expect(pick({ NAME: "c" }, ["Name", "IncidentName"])).toBe("c");
    expect(pick({ Name: null, IncidentName: "d" }, ["Name", "IncidentName"])).toBe("d");
    expect(pick({}, ["Name"])).toBeUndefined();
  });
});

describe("text and numeric", () => {
  it("clean what feeds send", () => {
    expect(text("  Sample \n Fire  ")).toBe("Sample Fire");
    expect(text("   ")).toBeNull();
    expect(text(7)).toBe("7");
    expect(text("x".repeat(500))).toHaveLength(200);
    expect([numeric("1,234.5"), numeric("45%"), numeric(12), numeric("about 40"), numeric(Infinity), numeric(null)]).toEqual([1234.5, 45, 12, null, null, null]);
  });
});

describe("isoDate", () => {
  it.each([
    ["ISO with Z", "2025-01-07T18:30:00Z", "2025-01-07T18:30:00.000Z"],
    ["ISO with fractions", "2020-02-16T09:24:05.44Z", "2020-02-16T09:24:05.440Z"],
    ["ISO with an offset", "2025-01-07T10:30:00-08:00", "2025-01-07T18:30:00.000Z"],
    ["no zone, winter (PST, -8)", "2025-01-07T10:30:00", "2025-01-07T18:30:00.000Z"],
    ["no zone, summer (PDT, -7)", "2025-07-07 10:30:00", "2025-07-07T17:30:00.000Z"],
    ["a date alone (midnight in Los Angeles)", "2025-01-07", "2025-01-07T08:00:00.000Z"],
    ["ArcGIS epoch milliseconds", 1736274600000, "2025-01-07T18:30:00.000Z"],
    ["epoch seconds", 1736274600, "2025-01-07T18:30:00.000Z"],
  ])("reads %s", (_, value, iso) => {
    expect(isoDate(value)).toBe(iso);
  });

  it.each([["not a date"], ["2025-02-30T10:00:00Z"], ["1/7/2025 10:30 AM"], [""], [null], [0], [-1], [Number.NaN]])("refuses %j", (value) => {
    expect(isoDate(value)).toBeNull();
  });
});

describe("httpsUrl", () => {
  it("keeps https links, resolves relative ones, drops the rest", () => {
    expect(httpsUrl("/incidents/2099/1/1/x/", "https://www.fire.ca.gov/")).toBe("https://www.fire.ca.gov/incidents/2099/1/1/x/");
    expect(httpsUrl("https://www.fire.ca.gov/incidents/")).toBe("https://www.fire.ca.gov/incidents/");
    expect(httpsUrl("http://www.fire.ca.gov/incidents/")).toBeNull();
    expect(httpsUrl("javascript:alert(1)", "https://www.fire.ca.gov/")).toBeNull();
    expect(httpsUrl("https://user:pw@www.fire.ca.gov/")).toBeNull();
    expect(httpsUrl("")).toBeNull();
  });
});
