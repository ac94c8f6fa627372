// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** `npm run import` as an operator runs it, on its own embedded database. */
const dir = mkdtempSync(path.join(tmpdir(), "import-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SHEET = "tests/fixtures/google-sheet.csv";
const MAPPING = "docs/examples/sheet-columns.json";

function cli(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync("npx", ["tsx", "--conditions", "react-server", "scripts/import.ts", ...args], {
    encoding: "utf8",
    // No translation service: the run must not reach out of this machine.
    env: { ...process.env, DATA_BACKEND: "embedded", PGLITE_DATA_DIR: path.join(dir, "db"), NEXT_PUBLIC_SUPABASE_URL: "", NEXT_PUBLIC_SUPABASE_ANON_KEY: "", LIBRETRANSLATE_URL: "", ...env },
    timeout: 90_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

function file(name: string, text: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
}

describe("npm run import -- <sheet.csv> --columns <mapping.json>", { timeout: 120_000 }, () => {
  it("imports a sheet with its own columns through the mapping", () => {
    expect(cli([SHEET, "--columns", MAPPING])).toMatchObject({ code: 0, out: expect.stringContaining("Imported 5 rows: 5 new, 0 updated, 0 unchanged.") });
  });

  it("lists the rows' problems under the sheet's column names and exits 1", () => {
    const bad = file("bad-sheet.csv", readFileSync(SHEET, "utf8").replace("34.1478", "north"));
    const { code, err } = cli([bad, "--columns", MAPPING]);
    expect(code).toBe(1);
    expect(err).toContain(`Nothing was imported: 1 problem in ${bad}:\nline 3, column "Lat" (latitude): "north" is not a number like 34.1897\n`);
  });

  it("stops on a malformed setting before reading the sheet, one line per problem", () => {
    const { code, out, err } = cli([SHEET, "--columns", MAPPING], { TRUSTED_PROXY_HOPS: "abc" });
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err.trim()).toBe("Nothing was imported: TRUSTED_PROXY_HOPS must be a whole number of proxies from 0 to 10, e.g. 1; it is 'abc'.");
  });

  it("lists the mapping's problems and exits 1 without reading the sheet", () => {
    const mapping = file("typo.json", JSON.stringify({ columns: { Lat: "latitude" }, ignore: "Notes" }));
    const { code, err } = cli([path.join(dir, "no-such-sheet.csv"), "--columns", mapping]);
    expect(code).toBe(1);
    expect(err).toContain(`Nothing was imported: 1 problem in the column mapping ${mapping}:\nmapping: at "ignore": must be a list like ["Internal notes"]\n`);
    expect(err).not.toContain("no-such-sheet");
  });

  it("refuses a mapping for an HSDS file and exits 1", () => {
    const { code, err } = cli(["tests/fixtures/hsds-services.json", "--columns", MAPPING]);
    expect(code).toBe(1);
    expect(err).toContain("This file is HSDS JSON, but a column mapping (--columns, IMPORT_COLUMNS) applies only to a CSV file");
  });

  it.each([
    ["--columns without a file", [SHEET, "--columns"]],
    ["a misspelt option", [SHEET, "--column", MAPPING]],
    ["two files", [SHEET, SHEET, "--columns", MAPPING]],
  ])("shows the usage and exits 2 for %s", (_, args) => {
    expect(cli(args)).toMatchObject({ code: 2, err: expect.stringContaining("--columns <mapping.json>") });
  });
});
