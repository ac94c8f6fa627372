// @vitest-environment node
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "@/lib/import/csv";
import { importColumnsProblem, parseColumnMapping, readColumnMapping, type ColumnMapping } from "@/lib/import/mapping";

const IMPORT_COLUMNS = `the import columns are: ${CSV_COLUMNS.join(", ")}`;

function problemsOf(json: unknown): string[] {
  const result = parseColumnMapping(typeof json === "string" ? json : JSON.stringify(json));
  if (result.ok) throw new Error("expected the mapping to be refused");
  return result.problems;
}

function mappingOf(json: unknown): ColumnMapping {
  const result = parseColumnMapping(JSON.stringify(json));
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result.mapping;
}

describe("parseColumnMapping: a valid mapping", () => {
  it("keys sheet headers and values without case or extra spaces, and takes import columns in any case", () => {
    const mapping = mappingOf({
      columns: { " Site  Name ": "name", Lat: "Latitude" },
      values: { Status: { " Yes ": "open", "Not  open": "closed" } },
      defaults: { kind: " resource " },
      ignore: ["Internal Notes"],
    });
    expect([...mapping.columns]).toEqual([
      ["site name", { column: "name", sheet: " Site  Name " }],
      ["lat", { column: "latitude", sheet: "Lat" }],
    ]);
    expect([...mapping.values]).toEqual([["status", new Map([["yes", "open"], ["not open", "closed"]])]]);
    expect([...mapping.defaults]).toEqual([["kind", "resource"]]);
    expect([...mapping.ignore]).toEqual(["internal notes"]);
  });

  it("allows every part to be left out, and a translation to empty (a default may then fill it)", () => {
    expect(mappingOf({})).toEqual({ columns: new Map(), values: new Map(), defaults: new Map(), ignore: new Set() });
    expect(mappingOf({ values: { kind: { Unknown: "" } }, defaults: { kind: "resource" } }).values.get("kind")).toEqual(new Map([["unknown", ""]]));
  });

  it("takes the mapping docs/import.md shows", () => {
    const shown = [...readFileSync("docs/import.md", "utf8").matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(shown).toHaveLength(1);
    expect(parseColumnMapping(shown[0]!)).toMatchObject({ ok: true });
  });

  it("reads a file with a byte-order mark", () => {
    expect(parseColumnMapping(`\uFEFF${JSON.stringify({ columns: { Lat: "latitude" } })}`).ok).toBe(true);
  });
});

describe("parseColumnMapping: problems, all at once and each naming what to fix", () => {
  it("names a sheet column mapped to an import column that does not exist, and lists the real ones", () => {
    expect(problemsOf({ columns: { Lat: "lattitude" } })).toEqual([`mapping: column "Lat" maps to unknown import column "lattitude"; ${IMPORT_COLUMNS}`]);
  });

  it("refuses two sheet columns onto one import column", () => {
    expect(problemsOf({ columns: { Lat: "latitude", "Latitude (deg)": "LATITUDE" } })).toEqual([
      'mapping: columns "Lat" and "Latitude (deg)" both map to import column latitude; map one of them and list the other in "ignore"',
    ]);
  });

  it("refuses one header listed twice in another case or spacing, and a column both mapped and ignored", () => {
    expect(problemsOf({ columns: { "Site Name": "name", "site  name": "name" }, ignore: ["SITE NAME"] })).toEqual([
      'mapping: columns "Site Name" and "site  name" are the same header (case and spaces do not count); list it once',
      'mapping: column "SITE NAME" is both in "columns" and in "ignore"; keep it in one',
    ]);
  });

  it("checks translations and defaults with the row schema's own cell rules, when the mapping is read", () => {
    expect(
      problemsOf({
        values: { kind: { Shelter: "shelterr" }, stat: { Yes: "open" } },
        defaults: { latitude: "91", external_id: "row", colour: "red" },
      }),
    ).toEqual([
      'mapping: values for kind: "Shelter" becomes "shelterr": "shelterr" is not one of: resource, shelter, donation_need, volunteer_opportunity',
      `mapping: values for unknown import column "stat"; ${IMPORT_COLUMNS}`,
      "mapping: default for latitude: 91 is outside Southern California (latitude must be between 32 and 36).",
      "mapping: external_id cannot have a default: every row needs its own",
      `mapping: default for unknown import column "colour"; ${IMPORT_COLUMNS}`,
    ]);
  });

  it("refuses a sheet value translated twice and one column's values given twice", () => {
    expect(problemsOf({ values: { status: { Yes: "open", YES: "full" }, Status: {} } })).toEqual([
      'mapping: values for status: "YES" is listed twice (case and spaces do not count)',
      "mapping: values for status are given twice",
    ]);
  });

  it("names unknown top-level keys (a typo) and what a mapping has", () => {
    expect(problemsOf({ colums: {}, Ignore: [] })).toEqual(['mapping: unknown key "colums", "Ignore"; a mapping has: columns, values, defaults, ignore']);
  });

  it.each([
    ["a list instead of an object", [], ['mapping: must be a JSON object like { "columns": { "Site Name": "name" } }']],
    ["a number where a column name belongs", { columns: { Lat: 4 } }, ['mapping: at "columns" → "Lat": must be text in double quotes']],
    ["a list for columns", { columns: ["Lat"] }, ['mapping: at "columns": must be an object like { "Lat": "latitude" }']],
    ["a text for one column's values", { values: { status: "Yes" } }, ['mapping: at "values" → "status": must be an object like { "Yes": "open" }']],
    ["a yes/no as a boolean", { values: { pets_allowed: { Y: true } } }, ['mapping: at "values" → "pets_allowed" → "Y": must be text in double quotes']],
    ["a number in ignore", { ignore: ["Notes", 3] }, ['mapping: at "ignore" → entry 2: must be text in double quotes']],
    ["ignore as one text", { ignore: "Notes" }, ['mapping: at "ignore": must be a list like ["Internal notes"]']],
  ])("explains the shape it wants for %s", (_, json, problems) => {
    expect(problemsOf(json)).toEqual(problems);
  });

  it("says where malformed JSON breaks, by line", () => {
    const [problem] = problemsOf('{\n  "columns": {\n    "Lat": "latitude",\n  }\n}');
    expect(problem).toBe("mapping: the file is not valid JSON: line 4, column 3");
  });

  // Issue 37, finding 10: IMPORT_COLUMNS=/etc/passwd answered and logged "root:x:0:0"… (Node's
  // JSON.parse message quotes the text around the fault).
  it.each([
    ["a password file", "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n"],
    ["an environment", "SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOiJIUzI1NiJ9.secret\u0000HOME=/root\u0000"],
    ["a key file", "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n"],
    ["broken JSON after a secret", '{"columns": {"Lat": "latitude"}, "token": "hunter2-secret" oops}'],
  ])("never echoes the text of a file that is no mapping: %s", (_, text) => {
    const problems = problemsOf(text).join("\n");
    expect(problems).toMatch(/^mapping: the file is (not a JSON object \(a mapping starts with "\{"\)|not valid JSON)/);
    for (const fragment of ["root", ":x:", "eyJ", "secret", "BEGIN", "MIIE", "hunter2", "oops"]) expect(problems).not.toContain(fragment);
  });

  it("says an empty file is empty", () => {
    expect(problemsOf(" \n")).toEqual(['mapping: the file is empty; it needs a JSON object like { "columns": { "Site Name": "name" } }']);
  });
});

describe("readColumnMapping", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mapping-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("reads and checks the documented example", async () => {
    const result = await readColumnMapping("docs/examples/sheet-columns.json");
    expect(result.ok && result.mapping.columns.get("lat")).toEqual({ column: "latitude", sheet: "Lat" });
  });

  it("reports a missing file or a folder as a problem, not a throw", async () => {
    const missing = path.join(dir, "nope.json");
    expect(await readColumnMapping(missing)).toEqual({ ok: false, problems: [`mapping: File not found: ${missing}`] });
    expect(await readColumnMapping(dir)).toEqual({ ok: false, problems: [`mapping: ${dir} is not a file.`] });
  });

  it("reports the problems in a file", async () => {
    const file = path.join(dir, "typo.json");
    await writeFile(file, JSON.stringify({ columns: { Lat: "lattitude" } }));
    expect(await readColumnMapping(file)).toMatchObject({ ok: false, problems: [expect.stringContaining('column "Lat" maps to unknown import column "lattitude"')] });
  });
});

describe("importColumnsProblem: IMPORT_COLUMNS checked when the server starts", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "columns-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("has nothing to say about a usable file, or none", () => {
    expect(importColumnsProblem("docs/examples/sheet-columns.json")).toBeUndefined();
    expect(importColumnsProblem(undefined)).toBeUndefined();
    expect(importColumnsProblem(" ")).toBeUndefined();
  });

  it("names the file and what is wrong, in one line, never the file's text", async () => {
    // The shape of /etc/passwd (the e2e test, e2e/servers/abuse-config.spec.ts, uses the real one).
    const passwd = path.join(dir, "passwd");
    await writeFile(passwd, "root:x:0:0:root:/root:/bin/bash\n");
    const line = importColumnsProblem(passwd)!;
    expect(line).toBe('IMPORT_COLUMNS must name a column-mapping file the daily import can use (docs/import.md): the file is not a JSON object (a mapping starts with "{"), e.g. { "columns": { "Site Name": "name" } }.');
    expect(line).not.toContain("root");
  });

  it("says a missing file, a folder and a wrong mapping are unusable", async () => {
    expect(importColumnsProblem(path.join(dir, "nope.json"))).toBe(`IMPORT_COLUMNS must name a column-mapping file the daily import can use (docs/import.md): File not found: ${path.join(dir, "nope.json")}.`);
    expect(importColumnsProblem(dir)).toMatch(/: .* is not a file\.$/);
    const typo = path.join(dir, "typo.json");
    await writeFile(typo, JSON.stringify({ columns: { Lat: "lattitude" } }));
    expect(importColumnsProblem(typo)).toMatch(/column "Lat" maps to unknown import column "lattitude"/);
  });
});
