import { z } from "zod";
import { checkCell, CSV_COLUMNS, type Column } from "./csv";
import { ImportSourceError, readLocalFileSync } from "./source";

/**
 * A column mapping (docs/import.md, "A sheet with its own columns"): how a spreadsheet kept in a
 * relief group's own words — headers such as "Lat", values such as "Yes" — reads as the import
 * CSV, so its CSV export imports without editing the sheet. It only renames, translates and fills
 * in: every row still passes the one row schema afterwards (lib/import/sheet.ts applies it).
 */
export type ColumnMapping = {
  /** A sheet header (normalised) → the import column it fills, and the header as the mapping writes it. */
  columns: Map<string, { column: Column; sheet: string }>;
  /** Per import column: a sheet value (normalised) → the import's value. */
  values: Map<Column, Map<string, string>>;
  /** The value of a column the sheet lacks or leaves empty in a row. */
  defaults: Map<Column, string>;
  /** Sheet headers (normalised) that are not imported. */
  ignore: Set<string>;
};

/** Every problem at once, each starting "mapping: ", so one pass fixes the file. */
export type MappingResult = { ok: true; mapping: ColumnMapping } | { ok: false; problems: string[] };

/** Headers and values compare without case, spaces at either end or doubled spaces. */
export function normalise(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

const KEYS = ["columns", "values", "defaults", "ignore"];
const EXAMPLE = '{ "columns": { "Site Name": "name" } }';
const IMPORT_COLUMNS = `the import columns are: ${CSV_COLUMNS.join(", ")}`;
const text = z.string({ error: "must be text in double quotes" });
const table = (example: string) => z.record(z.string(), text, { error: `must be an object like ${example}` });

const mappingSchema = z.strictObject(
  {
    columns: table('{ "Lat": "latitude" }').default({}),
    values: z.record(z.string(), table('{ "Yes": "open" }'), { error: 'must be an object like { "status": { "Yes": "open" } }' }).default({}),
    defaults: table('{ "kind": "resource" }').default({}),
    ignore: z.array(text, { error: 'must be a list like ["Internal notes"]' }).default([]),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown key ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}; a mapping has: ${KEYS.join(", ")}`
        : `must be a JSON object like ${EXAMPLE}`,
  },
);

const q = (name: string) => JSON.stringify(name);

/** The import column a mapping names (written in any case), if there is one. */
function importColumn(name: string): Column | undefined {
  const key = normalise(name);
  return CSV_COLUMNS.find((c) => c === key);
}

/** The checks the shape cannot express: names that exist, nothing said twice, values the row schema takes. */
function build(raw: z.output<typeof mappingSchema>, problems: string[]): ColumnMapping {
  const mapping: ColumnMapping = { columns: new Map(), values: new Map(), defaults: new Map(), ignore: new Set() };
  const listed = new Map<string, string>();
  const mappedFrom = new Map<Column, string>();
  for (const [sheet, target] of Object.entries(raw.columns)) {
    const key = normalise(sheet);
    const column = importColumn(target);
    const twin = listed.get(key);
    const other = column && mappedFrom.get(column);
    listed.set(key, sheet);
    if (twin !== undefined) problems.push(`columns ${q(twin)} and ${q(sheet)} are the same header (case and spaces do not count); list it once`);
    else if (!column) problems.push(`column ${q(sheet)} maps to unknown import column ${q(target)}; ${IMPORT_COLUMNS}`);
    else if (other !== undefined) problems.push(`columns ${q(other)} and ${q(sheet)} both map to import column ${column}; map one of them and list the other in "ignore"`);
    else {
      mappedFrom.set(column, sheet);
      mapping.columns.set(key, { column, sheet });
    }
  }
  for (const sheet of raw.ignore) {
    if (listed.has(normalise(sheet))) problems.push(`column ${q(sheet)} is both in "columns" and in "ignore"; keep it in one`);
    mapping.ignore.add(normalise(sheet));
  }
  for (const [name, translations] of Object.entries(raw.values)) {
    const column = importColumn(name);
    if (!column) problems.push(`values for unknown import column ${q(name)}; ${IMPORT_COLUMNS}`);
    else if (mapping.values.has(column)) problems.push(`values for ${column} are given twice`);
    else mapping.values.set(column, translate(column, translations, problems));
  }
  for (const [name, value] of Object.entries(raw.defaults)) {
    const column = importColumn(name);
    const problem = column && checkCell(column, value);
    if (!column) problems.push(`default for unknown import column ${q(name)}; ${IMPORT_COLUMNS}`);
    else if (column === "external_id") problems.push("external_id cannot have a default: every row needs its own");
    else if (problem) problems.push(`default for ${column}: ${problem}`);
    else mapping.defaults.set(column, value.trim());
  }
  return mapping;
}

/** One column's translations. An empty result is allowed: it means "empty", so a default may fill it. */
function translate(column: Column, translations: Record<string, string>, problems: string[]): Map<string, string> {
  const table = new Map<string, string>();
  for (const [from, to] of Object.entries(translations)) {
    const key = normalise(from);
    const problem = to.trim() === "" ? undefined : checkCell(column, to);
    if (table.has(key)) problems.push(`values for ${column}: ${q(from)} is listed twice (case and spaces do not count)`);
    else if (problem) problems.push(`values for ${column}: ${q(from)} becomes ${q(to)}: ${problem}`);
    table.set(key, to.trim());
  }
  return table;
}

/** Where in the file a structural problem is: `at "values" → "kind" → "Shelter": `. */
function where(path: PropertyKey[]): string {
  if (path.length === 0) return "";
  return `at ${path.map((p) => (typeof p === "number" ? `entry ${p + 1}` : q(String(p)))).join(" → ")}: `;
}

/**
 * Where the file stops being JSON, never what it says there: Node's message quotes the text around
 * the fault ("Unexpected token 'r', "root:x:0:0"... is not valid JSON"), and a file named by
 * mistake (IMPORT_COLUMNS=/etc/passwd, /proc/self/environ) must not be echoed into an answer or a log.
 */
function jsonProblem(text: string, error: unknown): string {
  if (!text.trimStart().startsWith("{")) return `the file is not a JSON object (a mapping starts with "{"), e.g. ${EXAMPLE}`;
  const position = /at position (\d+)/.exec(error instanceof Error ? error.message : "")?.[1];
  if (position === undefined) return "the file is not valid JSON";
  const before = text.slice(0, Number(position)).split("\n");
  return `the file is not valid JSON: line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

function failed(problems: string[]): MappingResult {
  return { ok: false, problems: problems.map((p) => `mapping: ${p}`) };
}

/** A mapping file's text, checked (docs/import.md): the mapping, or every problem with it. */
export function parseColumnMapping(fileText: string): MappingResult {
  const json = fileText.replace(/^\uFEFF/, "");
  if (json.trim() === "") return failed([`the file is empty; it needs a JSON object like ${EXAMPLE}`]);
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return failed([jsonProblem(json, error)]);
  }
  const parsed = mappingSchema.safeParse(data);
  if (!parsed.success) return failed(parsed.error.issues.map((i) => `${where(i.path)}${i.message}`));
  const problems: string[] = [];
  const mapping = build(parsed.data, problems);
  return problems.length > 0 ? failed(problems) : { ok: true, mapping };
}

/** A mapping is typed by hand: far below the CSV's limit, and a larger file is surely the wrong one. */
const MAX_MAPPING_BYTES = 256 * 1024;

/** Reads and checks a mapping file (the CLI's --columns, IMPORT_COLUMNS); a missing file is a problem too. */
export function readColumnMapping(file: string): MappingResult {
  try {
    return parseColumnMapping(readLocalFileSync(file, MAX_MAPPING_BYTES));
  } catch (error) {
    if (!(error instanceof ImportSourceError)) throw error;
    return failed([error.message]);
  }
}

/**
 * The start check of IMPORT_COLUMNS (instrumentation.ts): one line when the file it names
 * cannot be used, so the server stops before a scheduler's import meets it. Names the file and
 * what is wrong with it; never the file's text.
 */
export function importColumnsProblem(file: string | undefined): string | undefined {
  if (!file?.trim()) return undefined;
  const result = readColumnMapping(file);
  if (result.ok) return undefined;
  return `IMPORT_COLUMNS must name a column-mapping file the daily import can use (docs/import.md): ${result.problems.map((p) => p.replace(/^mapping: /, "").replace(/\.$/, "")).join("; ")}.`;
}
