import { CsvError, parse } from "csv-parse/sync";
import { z } from "zod";
import { PLACE_COLUMNS } from "@/lib/places/fields";
import { hoursSchema, itemsSchema, shiftsSchema } from "@/lib/places/schemas";
import { AMENITIES, amenitiesFromColumns, type AmenityColumn } from "@/lib/places/amenities";
import { CATEGORIES, PLACE_KINDS, STATUSES, type PlaceInput } from "@/lib/places/types";
import * as cell from "./fields";

/**
 * The documented columns (docs/import.md): the places columns a source can set, in the database's
 * order, plus `published`. Derived from PLACE_COLUMNS so the two never drift apart. The open-data
 * CSV export writes exactly these, so an export imports again as it is (lib/open-data/csv.ts).
 */
const NOT_IMPORTED = ["id", "updated_at"] as const;
type ImportedColumn = Exclude<(typeof PLACE_COLUMNS)[number], (typeof NOT_IMPORTED)[number]>;
export const CSV_COLUMNS: readonly (ImportedColumn | "published")[] = [
  ...PLACE_COLUMNS.filter((c): c is ImportedColumn => !(NOT_IMPORTED as readonly string[]).includes(c)),
  "published",
];
export type Column = (typeof CSV_COLUMNS)[number];

/** Columns the header must have: the database cannot place a row without them. */
export const REQUIRED_COLUMNS: readonly Column[] = ["external_id", "kind", "category", "name", "latitude", "longitude"];

export const MAX_ROWS = 20_000;
export const MAX_BYTES = 10 * 1024 * 1024;

/**
 * row is the spreadsheet's line number (header = 1, first data row = 2), or with `unit` "service"
 * the position of a service in an HSDS file (from 1); 0 for the whole file. sheetColumn is the
 * file's own header for `column` when a column mapping renamed it ("Lat" for latitude): the name
 * the person fixing the sheet sees.
 */
export type ImportError = { row: number; column?: string; sheetColumn?: string; message: string; unit?: "line" | "service" };
export type CsvResult = { ok: true; places: PlaceInput[] } | { ok: false; errors: ImportError[] };

/**
 * One error as a person reads it: `line 7, column hours: "mon 9-5" is not like "mon 09:00-17:00"`,
 * or from a mapped sheet `line 4, column "Lat" (latitude): …`.
 */
export function formatImportError({ row, column, sheetColumn, message, unit = "line" }: ImportError): string {
  if (row === 0) return message;
  const field = unit === "line" ? "column" : "field";
  const name = sheetColumn ? `${JSON.stringify(sheetColumn)} (${column})` : column;
  return column ? `${unit} ${row}, ${field} ${name}: ${message}` : `${unit} ${row}: ${message}`;
}

/** One row as the import's columns, as text, and where it came from (for its errors). */
export type ImportRecord = { row: number; values: Partial<Record<Column, string>>; unit?: ImportError["unit"] };

/**
 * Validates rows given as the import's columns (a CSV line, or an HSDS service mapped onto them)
 * with the one row schema, and the rule that every external_id is used once. All problems at
 * once; no places unless every row is valid.
 */
export function validateRecords(records: ImportRecord[], now: Date): CsvResult {
  const schema = rowSchema(now);
  const errors: ImportError[] = [];
  const places: PlaceInput[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, values, unit } of records) {
    const record = Object.fromEntries(CSV_COLUMNS.map((c) => [c, values[c] ?? ""]));
    const result = schema.safeParse(record);
    if (result.success) places.push(result.data);
    else for (const issue of result.error.issues) errors.push({ row, column: String(issue.path[0]), message: issue.message, ...(unit ? { unit } : {}) });

    const id = cellText(record.external_id!);
    const seenOn = firstRowOf.get(id);
    if (id && seenOn !== undefined) {
      const where = unit === "service" ? `service ${seenOn}` : `line ${seenOn}`;
      errors.push({ row, column: "external_id", message: `${cell.quote(id)} is already used on ${where}; every row needs its own external_id`, ...(unit ? { unit } : {}) });
    } else if (id) firstRowOf.set(id, row);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, places };
}

/**
 * A cell's text as meant: trimmed, and without the apostrophe that keeps a text starting with
 * = + - or @ from being read as a formula (spreadsheets write it; so does our CSV export).
 */
export function cellText(raw: string): string {
  const value = raw.trim();
  return /^'+[=+\-@]/.test(value) ? value.slice(1) : value;
}

/** A cell parser from fields.ts as a zod schema, so one schema validates (and converts) a row. */
function from<T>(parseCell: (value: string) => T) {
  return z.string().transform((raw, ctx): T => {
    try {
      return parseCell(cellText(raw));
    } catch (error) {
      if (!(error instanceof cell.CellProblem)) throw error;
      ctx.addIssue(error.message);
      return z.NEVER;
    }
  });
}

/** Each column's cell schema; `now` bounds last_verified_at. */
function cellSchemas(now: Date) {
  return z
    .object({
      external_id: from(cell.externalId),
      kind: from(cell.oneOf(PLACE_KINDS)),
      category: from(cell.oneOf(CATEGORIES)),
      name: from(cell.requiredText(200)),
      description: from(cell.optionalText(2000)),
      address: from(cell.optionalText(300)),
      latitude: from(cell.coordinate("latitude")),
      longitude: from(cell.coordinate("longitude")),
      phone: from(cell.nullableText(40)),
      website: from(cell.httpUrl),
      hours: from(cell.hours).pipe(hoursSchema),
      status: from(cell.oneOf(STATUSES, "open")),
      ...(Object.fromEntries(AMENITIES.map((a) => [a.column, from(cell.yesNo(a.importDefault))])) as Record<AmenityColumn, ReturnType<typeof from<boolean>>>),
      languages: from(cell.languages),
      items_needed: from(cell.itemsNeeded).pipe(itemsSchema),
      shifts: from(cell.shifts).pipe(shiftsSchema),
      signup_url: from(cell.httpUrl),
      last_verified_at: from(cell.verifiedAt(now)),
      verified_by: from(cell.nullableText(200)),
      is_sample: from(cell.yesNo(false)),
      published: from(cell.yesNo(true)),
    } satisfies Record<Column, z.ZodType>);
}

/**
 * What is wrong with `text` as a cell of `column`, or undefined when the row schema takes it: a
 * column mapping's translations and defaults are checked with it when the mapping is read.
 */
export function checkCell(column: Column, text: string, now = new Date()): string | undefined {
  return cellSchemas(now).shape[column].safeParse(text).error?.issues[0]?.message;
}

/** The one schema every data row passes through. */
function rowSchema(now: Date) {
  return cellSchemas(now)
    .transform(
      (r): PlaceInput => ({
        externalId: r.external_id,
        kind: r.kind,
        category: r.category,
        name: r.name,
        description: r.description,
        address: r.address,
        latitude: r.latitude,
        longitude: r.longitude,
        phone: r.phone,
        website: r.website,
        hours: r.hours,
        status: r.status,
        ...amenitiesFromColumns(r, AMENITIES),
        languages: r.languages,
        itemsNeeded: r.items_needed,
        shifts: r.shifts,
        signupUrl: r.signup_url,
        lastVerifiedAt: r.last_verified_at,
        verifiedBy: r.verified_by,
        // Real data unless the file says so: the open-data export marks the sample entries, and
        // they stay labelled as sample wherever that file is imported again.
        isSample: r.is_sample,
        published: r.published,
      }),
    );
}

const QUOTE_INSIDE = 'a quote (") inside a value must be doubled ("") or the whole value put in quotes';
const CSV_PROBLEMS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a value starts with a quote (") that is never closed',
  CSV_INVALID_CLOSING_QUOTE: QUOTE_INSIDE,
  INVALID_OPENING_QUOTE: QUOTE_INSIDE,
};

function readRecords(text: string): string[][] | ImportError {
  try {
    // Column counts are checked against the header below, with messages of our own.
    return parse(text, { bom: true, relax_column_count: true }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === "number" ? error.lines : 0;
    return { row: line, message: `The file is not valid CSV: ${CSV_PROBLEMS[error.code] ?? error.message}` };
  }
}

/**
 * How a file's header line becomes the import's columns: a row's cells by import column, and the
 * header's own name for a column where it differs. A column mapping (lib/import/sheet.ts) gives
 * its own; without one the header must use the import's column names.
 */
export type HeaderPlan = { read: (cells: string[]) => ImportRecord["values"]; sheetName?: (column: Column) => string | undefined };
/** Reads the header line (and the data rows, for what a header alone cannot tell), or lists its problems. */
export type HeaderReader = (header: string[], rows: string[][]) => HeaderPlan | ImportError[];

/** The import's own header: each column name to its position, or what is wrong with the line. */
export function readHeader(header: string[]): HeaderPlan | ImportError[] {
  const names = header.map((h) => h.trim().toLowerCase());
  const known = new Set<string>(CSV_COLUMNS);
  const errors: ImportError[] = [];
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) {
    const semicolons = names.length === 1 && names[0]!.includes(";") ? " The file seems to use ; between values; save it with commas." : "";
    const list = unknown.map((n) => `"${n}"`).join(", ");
    errors.push({ row: 1, message: `Unknown columns: ${list}.${semicolons} Allowed columns: ${CSV_COLUMNS.join(", ")}.` });
  }
  // A set, not indexOf per name: a header line can hold a million columns.
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) (seen.has(name) ? repeated : seen).add(name);
  const twice = [...repeated];
  if (twice.length > 0) errors.push({ row: 1, message: `Columns listed twice: ${twice.join(", ")}.` });
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) errors.push({ row: 1, message: `Missing required columns: ${missing.join(", ")}.` });
  if (errors.length > 0) return errors;
  const columns = new Map(names.map((n, i) => [n as Column, i]));
  return { read: (cells) => Object.fromEntries(CSV_COLUMNS.map((c) => [c, cells[columns.get(c) ?? -1] ?? ""])) };
}

/** Names an error's column as the file's header does, where that differs from the import's name. */
function withSheetName(error: ImportError, plan: HeaderPlan): ImportError {
  const sheetColumn = error.column && plan.sheetName?.(error.column as Column);
  return sheetColumn ? { ...error, sheetColumn } : error;
}

/**
 * Parses the import CSV (docs/import.md) into places, validating every row. All problems in the
 * file are reported at once so a person can fix them in one pass; no places are returned then.
 */
export function parsePlacesCsv(text: string, { now = new Date(), header: headerReader = readHeader }: { now?: Date; header?: HeaderReader } = {}): CsvResult {
  const fail = (message: string, row = 0): CsvResult => ({ ok: false, errors: [{ row, message }] });
  if (Buffer.byteLength(text, "utf8") > MAX_BYTES) {
    return fail(`The file is larger than ${MAX_BYTES / 1024 / 1024} MB; split it into smaller files.`);
  }
  // PostgreSQL text cannot hold NUL, so such a file would only fail at the database: a binary file
  // (a spreadsheet's own format, say) renamed to .csv.
  if (text.includes("\u0000")) {
    return fail('The file contains NUL characters, so it is not CSV text. In a spreadsheet, save it as "CSV UTF-8".');
  }
  const records = readRecords(text);
  if (!Array.isArray(records)) return { ok: false, errors: [records] };
  const [header, ...rows] = records;
  if (!header) return fail("The file is empty; it needs a header line with the column names.");
  // Blank lines and rows of empty cells (common at the end of spreadsheet exports) are skipped,
  // but still counted, so line numbers match the spreadsheet's row numbers.
  const dataRows = rows
    .map((values, i) => ({ line: i + 2, values }))
    .filter(({ values }) => values.some((v) => v.trim() !== ""));
  const plan = headerReader(header, dataRows.map((r) => r.values));
  if (Array.isArray(plan)) return { ok: false, errors: plan };
  if (dataRows.length > MAX_ROWS) {
    return fail(`The file has ${dataRows.length} rows; at most ${MAX_ROWS} can be imported at once. Split it into smaller files.`);
  }

  const shapeErrors: ImportError[] = [];
  const rowRecords: ImportRecord[] = [];
  for (const { line, values } of dataRows) {
    if (values.length !== header.length) {
      shapeErrors.push({
        row: line,
        message: `has ${values.length} values but the header has ${header.length} columns; check for a missing comma, or a comma inside a value that is not in quotes`,
      });
      continue;
    }
    rowRecords.push({ row: line, values: plan.read(values) });
  }
  const result = validateRecords(rowRecords, now);
  if (shapeErrors.length === 0 && result.ok) return result;
  const rowErrors = result.ok ? [] : result.errors.map((e) => withSheetName(e, plan));
  const errors = [...shapeErrors, ...rowErrors].sort((a, b) => a.row - b.row);
  return { ok: false, errors };
}
