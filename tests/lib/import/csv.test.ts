// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAX_BYTES, MAX_ROWS, formatImportError, parsePlacesCsv, type ImportError } from "@/lib/import/csv";

// A fixed clock, so "not in the future" checks do not depend on when the tests run.
const now = new Date("2025-02-01T12:00:00Z");
const REQUIRED = "external_id,kind,category,name,latitude,longitude";
const MINIMAL_ROW = "r-1,resource,essentials,Example: Pantry,34.1,-118.1";

function parse(text: string) {
  return parsePlacesCsv(text, { now });
}

function errorsOf(text: string): ImportError[] {
  const result = parse(text);
  if (result.ok) throw new Error("expected the file to be rejected");
  return result.errors;
}

const MINIMAL: Record<string, string> = Object.fromEntries(REQUIRED.split(",").map((c, i) => [c, MINIMAL_ROW.split(",")[i]!]));

/** A one-row file of the required columns (and `column`), where `column` holds `value`. */
function withCell(column: string, value: string) {
  const record = { ...MINIMAL, [column]: value };
  const csvValue = (v: string) => `"${v.replace(/"/g, '""')}"`;
  return `${Object.keys(record).join(",")}\n${Object.values(record).map(csvValue).join(",")}\n`;
}

describe("parsePlacesCsv: valid files", () => {
  it("converts every column of a full row", () => {
    const header =
      "external_id,kind,category,name,description,address,latitude,longitude,phone,website,hours,status," +
      "no_id_required,pets_allowed,wheelchair_accessible,free_of_charge,languages,items_needed,shifts," +
      "signup_url,last_verified_at,verified_by,published";
    const row =
      'd-7,Donation_Need,essentials, Example: Drive ,"Bring items, please",Main St,34.1442,-118.0019,(626) 555-0144,' +
      'https://example.org/drive,"mon 9:00-17:00; SAT 10:00-14:00,16:00-18:00; sun 24h; fri 18:00-02:00",full,' +
      'YES,true,1,No,EN|es||zh,Water:high|Diapers (size 4):Medium|Note: socks:low,sat 09:00-13:00|sun 22:00-02:00,' +
      "https://example.org/signup,2025-01-15T09:30:00-08:00,Example team,no";
    const result = parse(`${header}\n${row}\n`);
    expect(result).toEqual({
      ok: true,
      places: [
        {
          externalId: "d-7",
          kind: "donation_need",
          category: "essentials",
          name: "Example: Drive",
          description: "Bring items, please",
          address: "Main St",
          latitude: 34.1442,
          longitude: -118.0019,
          phone: "(626) 555-0144",
          website: "https://example.org/drive",
          hours: {
            mon: [{ opens: "09:00", closes: "17:00" }],
            sat: [
              { opens: "10:00", closes: "14:00" },
              { opens: "16:00", closes: "18:00" },
            ],
            sun: [{ opens: "00:00", closes: "24:00" }],
            // Closing before opening is kept as written: it runs past midnight.
            fri: [{ opens: "18:00", closes: "02:00" }],
          },
          status: "full",
          noIdRequired: true,
          petsAllowed: true,
          wheelchairAccessible: true,
          freeOfCharge: false,
          phoneCharging: false,
          languages: ["en", "es", "zh"],
          itemsNeeded: [
            { item: "Water", urgency: "high" },
            { item: "Diapers (size 4)", urgency: "medium" },
            { item: "Note: socks", urgency: "low" },
          ],
          shifts: [
            { day: "sat", starts: "09:00", ends: "13:00" },
            { day: "sun", starts: "22:00", ends: "02:00" },
          ],
          signupUrl: "https://example.org/signup",
          lastVerifiedAt: "2025-01-15T17:30:00.000Z",
          verifiedBy: "Example team",
          isSample: false,
          published: false,
        },
      ],
    });
  });

  it("fills in the documented defaults when optional columns are left out or empty", () => {
    const result = parse(`${REQUIRED},status,free_of_charge,published\n${MINIMAL_ROW},,,\n`);
    expect(result.ok && result.places[0]).toEqual({
      externalId: "r-1",
      kind: "resource",
      category: "essentials",
      name: "Example: Pantry",
      description: "",
      address: "",
      latitude: 34.1,
      longitude: -118.1,
      phone: null,
      website: null,
      hours: {},
      status: "open",
      noIdRequired: false,
      petsAllowed: false,
      wheelchairAccessible: false,
      freeOfCharge: true,
      phoneCharging: false,
      languages: [],
      itemsNeeded: [],
      shifts: [],
      signupUrl: null,
      lastVerifiedAt: null,
      verifiedBy: null,
      isSample: false,
      published: true,
    });
  });

  it("accepts columns in any order, a byte-order mark, CRLF line ends and trailing empty rows", () => {
    const text = "\uFEFFlongitude,latitude,name,category,kind,external_id\r\n-118.1,34.1,A,essentials,shelter,s-1\r\n,,,,,\r\n\r\n";
    const result = parse(text);
    expect(result.ok && result.places.map((p) => [p.externalId, p.kind, p.latitude, p.longitude])).toEqual([["s-1", "shelter", 34.1, -118.1]]);
  });

  it("reads a date without a time as midnight in Los Angeles, in winter and in summer time", () => {
    const at = (date: string) => {
      const result = parsePlacesCsv(withCell("last_verified_at", date), { now: new Date("2025-12-31T00:00:00Z") });
      return result.ok ? result.places[0]!.lastVerifiedAt : result.errors;
    };
    expect(at("2025-01-15")).toBe("2025-01-15T08:00:00.000Z");
    expect(at("2025-07-04")).toBe("2025-07-04T07:00:00.000Z");
  });

  it("parses the documented sample file", () => {
    const result = parse(readFileSync("docs/sample-import.csv", "utf8"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.places).toHaveLength(5);
    expect(new Set(result.places.map((p) => p.kind)).size).toBe(4);
    for (const place of result.places) expect(place.name).toMatch(/^Example:/);
  });
});

describe("parsePlacesCsv: invalid values name the line and the column", () => {
  it.each([
    ["external_id", "has space", /"has space" is not a usable id/],
    ["kind", "park", /"park" is not one of: resource, shelter, donation_need, volunteer_opportunity/],
    ["category", "", /is empty; write one of: essentials/],
    ["name", "x".repeat(201), /201 characters long; at most 200/],
    ["latitude", "34,1", /"34,1" is not a number/],
    ["latitude", "40.7", /40.7 is outside Southern California \(latitude must be between 32 and 36\)/],
    ["longitude", "34.1", /outside Southern California.*Are latitude and longitude swapped\?/],
    ["phone", "5".repeat(41), /at most 40/],
    ["website", "javascript:alert(1)", /is not a web address starting with https:\/\//],
    ["website", "example.org", /"example.org" is not a web address/],
    ["hours", "mon 9-5", /^"mon 9-5" is not like "mon 09:00-17:00"$/],
    ["hours", "monday 09:00-17:00", /"monday" is not a day; use sun, mon/],
    ["hours", "mon 09:00-12:00; mon 13:00-17:00", /mon is listed twice/],
    ["hours", "mon 09:00-09:00", /opens and closes at the same time; for all day write "mon 24h"/],
    ["hours", "mon 24:00-25:00", /is not like "mon 09:00-17:00"/],
    ["status", "maybe", /"maybe" is not one of: open, temporarily_closed, full, closed/],
    ["pets_allowed", "sometimes", /"sometimes" is not yes or no/],
    ["languages", "en,es", /"en,es" is not a language code/],
    ["items_needed", "Water", /"Water" has no urgency; write it like "Water:high"/],
    ["items_needed", "Water:urgent", /urgency after the last colon must be high, medium or low/],
    ["shifts", "sat 9-1", /"sat 9-1" is not like "sat 09:00-13:00"/],
    ["signup_url", "ftp://example.org/x", /is not a web address/],
    ["last_verified_at", "2025-02-30", /"2025-02-30" is not a date/],
    ["last_verified_at", "2025-01-15T09:30:00", /has no time zone/],
    ["last_verified_at", "2025-02-03", /"2025-02-03" is in the future/],
    ["verified_by", "v".repeat(201), /at most 200/],
    ["published", "2", /"2" is not yes or no/],
  ])("%s = %j", (column, value, message) => {
    const errors = errorsOf(withCell(column, value));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ row: 2, column });
    expect(errors[0]!.message).toMatch(message);
  });

  it("reports empty required values", () => {
    const errors = errorsOf(`${REQUIRED}\n,resource,essentials,,34.1,\n`);
    expect(errors.map((e) => e.column)).toEqual(["external_id", "name", "longitude"]);
  });

  it("accepts a date-time up to a day ahead (time zones), not beyond", () => {
    expect(parse(withCell("last_verified_at", "2025-02-02T11:00:00Z")).ok).toBe(true);
    expect(parse(withCell("last_verified_at", "2025-02-02T13:00:00Z")).ok).toBe(false);
  });

  it("lists the problems of every row, with spreadsheet line numbers (blank lines count)", () => {
    const text = `${REQUIRED},hours\nr-1,resource,essentials,A,34.1,-118.1,\n\nr-3,resource,essentials,B,34.1,-118.1,mon 9-5\nr-4,resource,park,C,34.1,-118.1,\n`;
    const errors = errorsOf(text);
    expect(errors.map(formatImportError)).toEqual([
      'line 4, column hours: "mon 9-5" is not like "mon 09:00-17:00"',
      'line 5, column category: "park" is not one of: essentials, shelter_support, medical_health, animal_support',
    ]);
  });

  it("rejects a duplicate external_id on the later row", () => {
    const text = `${REQUIRED}\nsame,resource,essentials,A,34.1,-118.1\nother,resource,essentials,B,34.1,-118.1\nsame,resource,essentials,C,34.1,-118.1\n`;
    expect(errorsOf(text)).toEqual([
      { row: 4, column: "external_id", message: '"same" is already used on line 2; every row needs its own external_id' },
    ]);
  });

  it("rejects a row with more values than the header has columns", () => {
    const errors = errorsOf(`${REQUIRED},hours\nr-1,resource,essentials,A,34.1,-118.1,mon 09:00-12:00,13:00-17:00\n`);
    expect(errors).toEqual([{ row: 2, message: expect.stringMatching(/has 8 values but the header has 7 columns/) }]);
  });
});

describe("parsePlacesCsv: file-level problems", () => {
  it("lists unknown columns", () => {
    const errors = errorsOf(`${REQUIRED},opening_hours,Notes\n${MINIMAL_ROW},,\n`);
    expect(errors).toEqual([{ row: 1, message: expect.stringContaining('Unknown columns: "opening_hours", "notes".') }]);
  });

  it("lists missing required columns", () => {
    const errors = errorsOf("external_id,kind,name,latitude\nr-1,resource,A,34.1\n");
    expect(errors).toEqual([{ row: 1, message: "Missing required columns: category, longitude." }]);
  });

  it("explains a file saved with semicolons", () => {
    expect(errorsOf("external_id;kind;category;name;latitude;longitude\n")[0]!.message).toMatch(/use ; between values; save it with commas/);
  });

  it("rejects a column listed twice", () => {
    expect(errorsOf(`${REQUIRED},name\n${MINIMAL_ROW},B\n`)[0]!.message).toBe("Columns listed twice: name.");
  });

  it("rejects an empty file and broken quoting", () => {
    expect(errorsOf("")[0]!.message).toMatch(/The file is empty/);
    expect(errorsOf(`${REQUIRED}\nr-1,resource,essentials,"A,34.1,-118.1\n`)[0]!.message).toMatch(/never closed/);
  });

  it("rejects more than the maximum number of rows", () => {
    const rows = Array.from({ length: MAX_ROWS + 1 }, (_, i) => `r-${i},resource,essentials,A,34.1,-118.1`);
    expect(errorsOf(`${REQUIRED}\n${rows.join("\n")}\n`)).toEqual([{ row: 0, message: expect.stringMatching(/has 20001 rows; at most 20000/) }]);
  });

  it("rejects a file over the size limit before parsing it", () => {
    const text = `${REQUIRED}\n${MINIMAL_ROW},${"x".repeat(MAX_BYTES)}\n`;
    expect(errorsOf(text)).toEqual([{ row: 0, message: expect.stringMatching(/larger than 10 MB/) }]);
  });
});
