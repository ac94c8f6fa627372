// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatImportError, type ImportError } from "@/lib/import/csv";
import { parseColumnMapping, type ColumnMapping } from "@/lib/import/mapping";
import { parseImportFile } from "@/lib/import/run-import";

// A fixed clock, so "not in the future" checks do not depend on when the tests run.
const now = new Date("2025-02-01T12:00:00Z");
const SHEET = readFileSync("tests/fixtures/google-sheet.csv", "utf8");
const NATIVE = readFileSync("docs/sample-import.csv", "utf8");
const EXAMPLE = mapping(JSON.parse(readFileSync("docs/examples/sheet-columns.json", "utf8")));

/** A small mapping for the tests below: a sheet of five columns in its own words. */
const SMALL = mapping({
  columns: { "Site Name": "name", Lat: "latitude", Long: "longitude", Type: "kind", "Open?": "status" },
  values: { kind: { Food: "resource", Shelter: "shelter" }, status: { Yes: "open", No: "closed" } },
  defaults: { category: "essentials" },
  ignore: ["Internal notes"],
});

function mapping(json: unknown): ColumnMapping {
  const result = parseColumnMapping(JSON.stringify(json));
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result.mapping;
}

function parse(text: string, columns: ColumnMapping = SMALL) {
  return parseImportFile(text, { now, mapping: columns });
}

function errorsOf(text: string, columns: ColumnMapping = SMALL): ImportError[] {
  const result = parse(text, columns);
  if (result.ok) throw new Error("expected the file to be rejected");
  return result.errors;
}

describe("a Google Sheets export through a column mapping", () => {
  it("imports to the same places as the equivalent file in the import's own columns", () => {
    const sheet = parse(SHEET, EXAMPLE);
    const native = parseImportFile(NATIVE, { now });
    expect(sheet.ok && sheet.places).toHaveLength(5);
    expect(sheet).toEqual(native);
  });

  it("checks every row with the same schema: one bad row and nothing is imported, its error naming the sheet's column", () => {
    const bad = SHEET.replace("34.1478", "north").replace(",Shelter,Shelter,yes,", ",Shelter,Shelter,Maybe,");
    expect(errorsOf(bad, EXAMPLE).map(formatImportError)).toEqual([
      'line 3, column "Lat" (latitude): "north" is not a number like 34.1897',
      'line 3, column "Open?" (status): "Maybe" is not one of: open, temporarily_closed, full, closed',
    ]);
  });
});

describe("header matching", () => {
  it("matches headers without case or extra spaces; import columns and ignored ones may stand in the sheet too", () => {
    const result = parse(" site  NAME ,LAT,long,type,open?,External_ID,internal notes\nPantry,34.1,-118.1,food,yes,p-1,call first\n");
    expect(result).toMatchObject({ ok: true, places: [{ externalId: "p-1", name: "Pantry", latitude: 34.1, longitude: -118.1, kind: "resource", status: "open", category: "essentials" }] });
  });

  it("names every sheet column that is neither mapped, ignored nor an import column: a renamed column is not dropped", () => {
    expect(errorsOf("external_id,Site Name,Lat,Long,Type,Open now?,Notes\np-1,Pantry,34.1,-118.1,Food,Yes,x\n")).toEqual([
      { row: 1, message: 'Columns the mapping does not know: "Open now?", "Notes". Map each to an import column in its "columns", or list it in "ignore".' },
    ]);
  });

  it("says which required column is missing and which sheet column the mapping expected for it", () => {
    expect(errorsOf("external_id,Site Name,Lat (deg),Long,Type\np-1,Pantry,34.1,-118.1,Food\n")).toEqual([
      { row: 1, message: 'Columns the mapping does not know: "Lat (deg)". Map each to an import column in its "columns", or list it in "ignore".' },
      { row: 1, message: 'Missing required columns: latitude (the mapping takes it from "Lat", which the sheet does not have).' },
    ]);
  });

  it("refuses two sheet columns that give one import column, and a header listed twice", () => {
    expect(errorsOf("external_id,Site Name,name,Lat,Long,Type,Lat\np-1,A,B,34.1,-118.1,Food,34.2\n")).toEqual([
      { row: 1, message: 'Columns "Site Name" and "name" both give name; list one of them in the mapping\'s "ignore".' },
      { row: 1, message: 'Column "Lat" is in the header twice.' },
    ]);
  });

  it("skips a column without a header and without values, but not one that holds values", () => {
    const header = "external_id,Site Name,,Lat,Long,Type";
    expect(parse(`${header}\np-1,Pantry,,34.1,-118.1,Food\n`).ok).toBe(true);
    expect(errorsOf(`${header}\np-1,Pantry,,34.1,-118.1,Food\np-2,Clinic,see notes,34.1,-118.1,Food\n`)).toEqual([
      { row: 1, message: "Column 3 has values but no name in the header; name it, then map or ignore it." },
    ]);
  });
});

describe("values and defaults", () => {
  const HEADER = "external_id,Site Name,Lat,Long,Type,Open?";

  it("translates values without case or extra spaces and passes on values it has no translation for", () => {
    const result = parse(`${HEADER}\na,A,34.1,-118.1, SHELTER ,no\nb,B,34.1,-118.1,shelter,full\n`);
    expect(result.ok && result.places.map((p) => [p.kind, p.status])).toEqual([
      ["shelter", "closed"],
      ["shelter", "full"],
    ]);
  });

  it("fills a column the sheet lacks and a cell it leaves empty, but keeps a value that is there", () => {
    const columns = mapping({ columns: { Lat: "latitude", Long: "longitude" }, defaults: { kind: "resource", category: "essentials", status: "full" } });
    const result = parse("external_id,name,Lat,Long,kind,status\na,A,34.1,-118.1,,\nb,B,34.1,-118.1,shelter,closed\n", columns);
    expect(result.ok && result.places.map((p) => [p.kind, p.category, p.status])).toEqual([
      ["resource", "essentials", "full"],
      ["shelter", "essentials", "closed"],
    ]);
  });

  it("lets a value translated to empty take the default", () => {
    const columns = mapping({ values: { kind: { "?": "" } }, defaults: { kind: "resource" } });
    const result = parse("external_id,kind,category,name,latitude,longitude\na,?,essentials,A,34.1,-118.1\n", columns);
    expect(result.ok && result.places[0]?.kind).toBe("resource");
  });

  it("reports an untranslated value the schema refuses under the sheet's column name", () => {
    expect(errorsOf(`${HEADER}\na,A,34.1,-118.1,Clinic,Yes\n`).map(formatImportError)).toEqual([
      'line 2, column "Type" (kind): "Clinic" is not one of: resource, shelter, donation_need, volunteer_opportunity',
    ]);
  });
});

describe("files a mapping does not apply to", () => {
  it("refuses an HSDS JSON file with a mapping, saying so", () => {
    expect(errorsOf(readFileSync("tests/fixtures/hsds-services.json", "utf8"))).toEqual([
      { row: 0, message: "This file is HSDS JSON, but a column mapping (--columns, IMPORT_COLUMNS) applies only to a CSV file; import it without the mapping." },
    ]);
  });

  it("leaves a file without a mapping as it was: the import's own columns only, errors without sheet names", () => {
    const result = parseImportFile("external_id,kind,category,name,latitude,longitude\na,park,essentials,A,34.1,-118.1\n", { now });
    expect(result).toEqual({ ok: false, errors: [{ row: 2, column: "kind", message: '"park" is not one of: resource, shelter, donation_need, volunteer_opportunity' }] });
  });
});
