// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parsePlacesCsv, readHeader } from "@/lib/import/csv";
import * as cell from "@/lib/import/fields";
import { parseColumnMapping } from "@/lib/import/mapping";
import { sheetHeader } from "@/lib/import/sheet";
import { BATCH, batchOf, bestOf, HOSTILE, LINEAR_BUDGET_MS, pumped, type HostileName } from "@/tests/support/adversarial";

/**
 * The import's cell parsers in linear time. Cells come from files an operator imports (up to
 * 10 MB, so one cell can be megabytes) and from the reviewers' edit form: BATCH hostile cells of
 * 2,000 characters within LINEAR_BUDGET_MS (best of 3 runs, see tests/support/adversarial.ts).
 * "before": the same cells through parsePlacesCsv before the fix (`npm run bench:linear` at commit
 * 5760357; docs/benchmarks.md, "Linear-time checks").
 */

const now = new Date("2025-02-01T12:00:00Z");

/** The parser's verdict: its value, or the problem it reports. */
function verdict<T>(parse: (value: string) => T, value: string): T | string {
  try {
    return parse(value);
  } catch (error) {
    if (error instanceof cell.CellProblem) return `problem: ${error.message}`;
    throw error;
  }
}

const PARSERS: Record<string, (value: string) => unknown> = {
  latitude: cell.coordinate("latitude"),
  hours: cell.hours,
  shifts: cell.shifts,
  languages: cell.languages,
  external_id: cell.externalId,
  website: cell.httpUrl,
  last_verified_at: cell.verifiedAt(now),
  items_needed: cell.itemsNeeded,
};

describe("cells that were slow", () => {
  it.each<[string, HostileName, number, RegExp]>([
    // A number's digits split between \d+ and \d*.
    ["latitude", "1111…x", 200, /is not a number like 34\.1897/],
    // A day's spaces split between \s+ and .+ when a line break follows.
    ["hours", "mon + spaces + x\\ny", 153, /is not like "mon 09:00-17:00"/],
    ["shifts", "mon + spaces + x\\ny", 185, /is not like "sat 09:00-13:00"/],
    // A period split at every dash.
    ["hours", "mon 1-1-1-… x", 93, /is not like "mon 09:00-17:00"/],
    ["shifts", "mon 1-1-1-… x", 95, /is not like "sat 09:00-13:00"/],
  ])(`${BATCH} × %s "%s" (before: %i ms)`, (column, shape, _, problem) => {
    const parse = PARSERS[column]!;
    const values = batchOf(HOSTILE[shape]);
    expect(bestOf(3, () => values.forEach((value) => verdict(parse, value)))).toBeLessThan(LINEAR_BUDGET_MS);
    expect(verdict(parse, values[0]!)).toMatch(problem);
  });

  it.each<[string, string, string, RegExp]>([
    ["latitude", "32 s", pumped("1", { suffix: "x", length: 200_000 }), /is not a number/],
    ["hours", "15 s", pumped(" ", { prefix: "mon", suffix: "x\ny", length: 200_000 }), /is not like "mon 09:00-17:00"/],
    ["hours", "10 s", pumped("1-", { prefix: "mon ", suffix: "1 x", length: 200_000 }), /is not like "mon 09:00-17:00"/],
  ])("one %s cell of 200,000 characters (before: %s)", (column, _, value, problem) => {
    const parse = PARSERS[column]!;
    expect(bestOf(3, () => verdict(parse, value))).toBeLessThan(LINEAR_BUDGET_MS);
    expect(verdict(parse, value)).toMatch(problem);
  });

  it("the parsers still read what they read", () => {
    expect(verdict(PARSERS.latitude!, "34.1897")).toBe(34.1897);
    expect(verdict(PARSERS.latitude!, "34.")).toBe(34);
    expect(verdict(PARSERS.latitude!, "+34")).toBe(34);
    expect(verdict(PARSERS.latitude!, "3.4.5")).toMatch(/is not a number/);
    expect(verdict(cell.hours, "mon 09:00-17:00; sat\t10:00 – 14:00,16:00-18:00; sun 24h")).toEqual({
      mon: [{ opens: "09:00", closes: "17:00" }],
      sat: [
        { opens: "10:00", closes: "14:00" },
        { opens: "16:00", closes: "18:00" },
      ],
      sun: [{ opens: "00:00", closes: "24:00" }],
    });
    expect(verdict(cell.hours, "mon\n09:00-17:00")).toEqual({ mon: [{ opens: "09:00", closes: "17:00" }] });
    expect(verdict(cell.hours, "mon 09:00-17:00\nx")).toMatch(/is not like/);
    expect(verdict(cell.hours, "mon 09:00-17:00-18:00")).toMatch(/is not like/);
    expect(verdict(cell.shifts, "sat 22:00-02:00")).toEqual([{ day: "sat", starts: "22:00", ends: "02:00" }]);
  });
});

describe("every other cell parser (linear before too)", () => {
  it.each(Object.keys(PARSERS))(`${BATCH} cells of each hostile shape in %s`, (column) => {
    const parse = PARSERS[column]!;
    for (const text of Object.values(HOSTILE)) {
      const values = batchOf(text);
      expect(bestOf(3, () => values.forEach((value) => verdict(parse, value))), text.slice(0, 12)).toBeLessThan(LINEAR_BUDGET_MS);
    }
  });
});

it("a file of those cells is reported row by row", () => {
  const header = "external_id,kind,category,name,latitude,longitude,hours";
  const quoted = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const rows = [HOSTILE["1111…x"], HOSTILE["mon + spaces + x\\ny"], HOSTILE["mon 1-1-1-… x"]].map((hostile, i) =>
    [`r-${i}`, "resource", "essentials", "Pantry", i === 0 ? hostile : "34.1", "-118.1", i === 0 ? "" : hostile].map(quoted).join(","),
  );
  const result = parsePlacesCsv([header, ...rows].join("\n"), { now });
  expect(result.ok).toBe(false);
  expect(result.ok ? [] : result.errors.map((e) => [e.row, e.column])).toEqual([
    [2, "latitude"],
    [3, "hours"],
    [4, "hours"],
  ]);
});

describe("a header line of 30,000 columns (200,000 characters)", () => {
  const header = Array.from({ length: 30_000 }, (_, i) => `c${i}`);
  header.push("c7");
  const mapping = parseColumnMapping('{ "columns": { "Lat": "latitude" } }');
  if (!mapping.ok) throw new Error(mapping.problems.join("; "));

  // Before: each column was compared with every other to find the repeated ones.
  it("the import's own header (before: 794 ms)", () => {
    expect(bestOf(3, () => readHeader(header))).toBeLessThan(LINEAR_BUDGET_MS);
    const problems = readHeader(header) as { message: string }[];
    expect(problems.map((p) => p.message)).toContainEqual("Columns listed twice: c7.");
  });

  it("a header read through a column mapping (before: 21,514 ms)", () => {
    expect(bestOf(3, () => sheetHeader(mapping.mapping)(header, []))).toBeLessThan(LINEAR_BUDGET_MS);
    const problems = sheetHeader(mapping.mapping)(header, []) as { message: string }[];
    expect(problems.map((p) => p.message)).toContainEqual('Column "c7" is in the header twice.');
  });
});
