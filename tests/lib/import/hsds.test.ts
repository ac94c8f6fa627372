import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatImportError } from "@/lib/import/csv";
import { looksLikeJson, parseHsdsJson } from "@/lib/import/hsds";
import { parseImportFile } from "@/lib/import/run-import";
import { hsdsServicesPage } from "@/lib/open-data/hsds";
import { NASTY_STRINGS } from "@/tests/support/bad-input";
import { inputOf, makePlace } from "@/tests/support/places";

/** An HSDS 3.0 API page as a 211 directory publishes it (fictional services), without our extension. */
const FIXTURE = readFileSync("tests/fixtures/hsds-services.json", "utf8");
const NOW = new Date("2026-01-01T00:00:00Z");

const errorsOf = (text: string) => {
  const result = parseHsdsJson(text, { now: NOW });
  return result.ok ? [] : result.errors.map(formatImportError);
};
const withService = (change: (s: Record<string, unknown>) => void) => {
  const page = JSON.parse(FIXTURE) as { contents: Record<string, unknown>[] };
  change(page.contents[0]!);
  return JSON.stringify(page);
};

describe("HSDS 3.0 import", () => {
  it("maps a directory's services onto places: location, address, phone, weekly schedules, status, assured date", () => {
    const result = parseHsdsJson(FIXTURE, { now: NOW });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [center, line, meals] = result.places;
    expect(center).toMatchObject({
      externalId: "hsds:5f0c1a52-7d0e-4b7a-9a64-2d1d8b0f0a01",
      kind: "resource",
      category: "essentials",
      name: "Example Family Resource Center (fictional)",
      // The physical address, not the postal one.
      address: "100 Example Ave Suite 2, Pasadena, CA 91101",
      latitude: 34.1478,
      longitude: -118.1445,
      // The service has no phone: the location's.
      phone: "(626) 555-0190",
      website: "https://example.org/family-center",
      status: "open",
      wheelchairAccessible: true,
      languages: ["en", "es"],
      // assured_date is a day: midnight in Los Angeles.
      lastVerifiedAt: "2025-01-20T08:00:00.000Z",
      isSample: false,
      published: true,
    });
    const weekday = [{ opens: "09:00", closes: "17:00" }];
    expect(center!.hours).toEqual({ mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: [{ opens: "10:00", closes: "14:00" }] });
    // 00:00–23:59 every day is open all day; "temporarily closed" is ours too.
    expect(line).toMatchObject({ status: "temporarily_closed", phone: "(213) 555-0191", address: "" });
    expect(Object.values(line!.hours)).toEqual(Array(7).fill([{ opens: "00:00", closes: "24:00" }]));
    // defunct is closed; an evening past midnight stays one period.
    expect(meals).toMatchObject({ status: "closed", hours: { fri: [{ opens: "18:00", closes: "02:00" }] }, lastVerifiedAt: null });
  });

  it("round-trips our own HSDS export: every field of every place comes back", () => {
    const places = [
      makePlace({
        kind: "shelter",
        category: "shelter_support",
        name: "Pasadena Shelter",
        description: "Cots and meals.\nPets welcome.",
        address: "300 E Green St, Pasadena, CA 91101",
        phone: "(626) 555-0102",
        website: "https://example.org/shelter",
        hours: { sun: [{ opens: "00:00", closes: "24:00" }], sat: [{ opens: "16:00", closes: "18:00" }, { opens: "10:00", closes: "14:00" }], fri: [{ opens: "22:00", closes: "02:00" }] },
        status: "full",
        petsAllowed: true,
        noIdRequired: true,
        wheelchairAccessible: true,
        freeOfCharge: false,
        languages: ["en", "ko"],
        itemsNeeded: [{ item: "Blankets: wool", urgency: "high" }],
        shifts: [{ day: "sun", starts: "08:00", ends: "12:00" }],
        signupUrl: "https://example.org/signup",
        lastVerifiedAt: "2025-01-16T06:30:00.000Z",
        verifiedBy: "Shelter desk",
        isSample: true,
      }),
      makePlace({ address: "Corner of Lake and Woodbury", phone: null, website: null, languages: [] }),
    ];
    const text = JSON.stringify(hsdsServicesPage(places, places.length, { page: 1, perPage: 50, full: true }));
    expect(parseHsdsJson(text, { now: NOW })).toEqual({ ok: true, places: places.map(inputOf) });
  });

  it("is what the import reads when a file is JSON, and CSV otherwise", () => {
    expect(looksLikeJson(FIXTURE)).toBe(true);
    expect(looksLikeJson("\uFEFF  [ ]")).toBe(true);
    expect(looksLikeJson("external_id,kind\n")).toBe(false);
    expect(parseImportFile(FIXTURE, { now: NOW })).toMatchObject({ ok: true });
    expect(parseImportFile("[]")).toEqual({ ok: true, places: [] });
  });

  it.each([
    ["not JSON", "{ contents: [", /^The file is not valid JSON/],
    ["no services", '{"items": []}', /must be a list of services, or an HSDS API page/],
    ["a number", "42", /must be a list of services/],
  ])("refuses a file that is %s, with a message", (_what, text, message) => {
    expect(errorsOf(text)[0]).toMatch(message);
  });

  it.each([
    ["no name", (s: Record<string, unknown>) => delete s.name, /^service 1, field name: needs a name/],
    ["a latitude as text", (s: Record<string, unknown>) => ((s.service_at_locations as { location: Record<string, unknown> }[])[0]!.location.latitude = "34.1"), /^service 1, field service_at_locations\.0\.location\.latitude: /],
    ["no location", (s: Record<string, unknown>) => delete s.service_at_locations, /^service 1, field latitude: is empty; every place needs a latitude/],
    ["a point outside Southern California", (s: Record<string, unknown>) => ((s.service_at_locations as { location: Record<string, unknown> }[])[0]!.location.latitude = 40.7), /^service 1, field latitude: 40\.7 is outside Southern California/],
    ["an unknown status", (s: Record<string, unknown>) => (s.status = "paused"), /^service 1, field status: "paused" is not one of/],
    ["an unknown day", (s: Record<string, unknown>) => ((s.schedules as Record<string, unknown>[])[1]!.byday = "XX"), /^service 1, field hours: .*"XX" is not a day/],
    ["a time that is no time", (s: Record<string, unknown>) => ((s.schedules as Record<string, unknown>[])[1]!.opens_at = "late"), /^service 1, field hours: .*is not like "mon 09:00-17:00"/],
    ["a website that is no web address", (s: Record<string, unknown>) => (s.url = "javascript:alert(1)"), /^service 1, field website: .*is not a web address/],
    ["an assured date in the future", (s: Record<string, unknown>) => (s.assured_date = "2030-01-01"), /^service 1, field last_verified_at: .*is in the future/],
  ])("names the service and the field when a service has %s, and imports nothing", (_what, change, message) => {
    const errors = errorsOf(withService(change));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatch(message);
  });

  it("refuses two services with the same id (all or nothing)", () => {
    const page = JSON.parse(FIXTURE) as { contents: { id: string }[] };
    page.contents[2]!.id = page.contents[0]!.id;
    expect(errorsOf(JSON.stringify(page))).toEqual([expect.stringMatching(/^service 3, field external_id: .* is already used on service 1/)]);
  });

  it("answers hostile text anywhere with errors, never a throw", () => {
    for (const [, value] of NASTY_STRINGS) {
      expect(() => parseHsdsJson(value)).not.toThrow();
      for (const field of ["id", "name", "status", "url", "assured_date"]) {
        expect(() => parseHsdsJson(withService((s) => (s[field] = value)), { now: NOW })).not.toThrow();
      }
      expect(() => parseHsdsJson(JSON.stringify([value, { id: value }, null, [value]]))).not.toThrow();
    }
  });
});
