import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, parsePlacesCsv } from "@/lib/import/csv";
import { hoursCell } from "@/lib/import/fields";
import { csvCell, placesCsv } from "@/lib/open-data/csv";
import { inputOf as asInput, makePlace } from "@/tests/support/places";
import { RUNS } from "@/tests/support/bad-input";

const full = makePlace({
  kind: "donation_need",
  category: "essentials",
  name: 'Pantry "North", Altadena',
  description: "Groceries, hot meals.\nBring a bag; no ID needed.",
  address: "2245 Lake Ave, Altadena, CA 91001",
  latitude: 34.18971,
  longitude: -118.13122,
  phone: "(626) 555-0141",
  website: "https://example.org/pantry",
  hours: { mon: [{ opens: "09:00", closes: "17:00" }], sat: [{ opens: "10:00", closes: "14:00" }, { opens: "16:00", closes: "18:00" }], sun: [{ opens: "00:00", closes: "24:00" }], fri: [{ opens: "18:00", closes: "02:00" }] },
  status: "full",
  noIdRequired: true,
  petsAllowed: true,
  wheelchairAccessible: true,
  freeOfCharge: false,
  languages: ["en", "es", "zh"],
  itemsNeeded: [{ item: "Diapers (size 4): any brand", urgency: "high" }, { item: "Water", urgency: "low" }],
  shifts: [{ day: "sat", starts: "09:00", ends: "13:00" }],
  signupUrl: "https://example.org/signup",
  lastVerifiedAt: "2025-01-15T17:30:00.000Z",
  verifiedBy: "Relief desk volunteers",
  isSample: true,
});

describe("the open-data CSV", () => {
  it("has the import's own columns, and imports again as it is (every field, the sample flag too)", () => {
    const plain = makePlace();
    const csv = placesCsv([full, plain]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")[0]).toBe(CSV_COLUMNS.join(","));
    const result = parsePlacesCsv(csv, { now: new Date("2026-01-01T00:00:00Z") });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.places).toEqual([asInput(full), asInput(plain)]);
  });

  it("writes all-day hours as 24h and keeps a period past midnight", () => {
    expect(hoursCell(full.hours)).toBe("sun 24h; mon 09:00-17:00; fri 18:00-02:00; sat 10:00-14:00,16:00-18:00");
  });

  it("never lets a text run as a spreadsheet formula, and the import takes the text back unchanged", () => {
    for (const name of ["=HYPERLINK(\"https://evil.example\",\"Click\")", "+1 shelter", "-Shelter", "@SUM(A1)", "'=quoted"]) {
      expect(csvCell(name)).toMatch(/^"?'/);
    }
    // Numbers are not formulas: a longitude stays a number.
    expect(csvCell("-118.13122")).toBe("-118.13122");
    const place = makePlace({ name: "=2+5 Relief", description: "-- no ID needed --", address: "'=as typed", verifiedBy: "@desk" });
    const result = parsePlacesCsv(placesCsv([place]));
    expect(result.ok && result.places[0]).toMatchObject({ name: "=2+5 Relief", description: "-- no ID needed --", address: "'=as typed", verifiedBy: "@desk" });
  });

  it("round-trips any name and description the import accepts", () => {
    const text = fc
      .tuple(fc.constantFrom("", "=", "'=", "''-", "-", "@", "'", '"'), fc.string({ maxLength: 200 }))
      .map(([start, rest]) => (start + rest).replaceAll("\u0000", "").trim());
    fc.assert(
      fc.property(text.filter((s) => s.length > 0), text, (name, description) => {
        const place = makePlace({ name, description });
        const result = parsePlacesCsv(placesCsv([place]));
        expect(result.ok && result.places[0]).toMatchObject({ name, description });
      }),
      RUNS,
    );
  });
});
