import { CSV_COLUMNS, REQUIRED_COLUMNS, type Column, type HeaderReader, type ImportError } from "./csv";
import { normalise, type ColumnMapping } from "./mapping";

const q = (name: string) => JSON.stringify(name);

/**
 * Reads a sheet's header through a column mapping (lib/import/mapping.ts): each sheet column is
 * mapped, ignored, or already an import column; anything else is an error naming it, so a column
 * renamed in the sheet is noticed instead of its data being dropped. A row's cells are then
 * renamed, translated and filled in, and go on to the same row schema as any import file.
 */
export function sheetHeader(mapping: ColumnMapping): HeaderReader {
  return (header, rows) => {
    const source = new Map<Column, number>();
    const unknown: string[] = [];
    const errors: ImportError[] = [];
    const fail = (message: string) => errors.push({ row: 1, message });
    // Each name's first column, found once: comparing every column with every other took 36 s for
    // a header of 40,000 columns.
    const keys = header.map(normalise);
    const firstColumn = new Map<string, number>();
    keys.forEach((key, i) => firstColumn.has(key) || firstColumn.set(key, i));
    header.forEach((written, i) => {
      const key = keys[i]!;
      const twice = firstColumn.get(key)! < i;
      // A column with no header and nothing in it is a gap in the sheet; with values it is data to place.
      if (key === "") {
        if (rows.some((row) => (row[i] ?? "").trim() !== "")) fail(`Column ${i + 1} has values but no name in the header; name it, then map or ignore it.`);
      } else if (twice) fail(`Column ${q(written.trim())} is in the header twice.`);
      else if (!mapping.ignore.has(key)) {
        const column = mapping.columns.get(key)?.column ?? CSV_COLUMNS.find((c) => c === key);
        const other = column && source.get(column);
        if (!column) unknown.push(q(written.trim()));
        else if (other !== undefined) fail(`Columns ${q(header[other]!.trim())} and ${q(written.trim())} both give ${column}; list one of them in the mapping's "ignore".`);
        else source.set(column, i);
      }
    });
    if (unknown.length > 0) {
      fail(`Columns the mapping does not know: ${unknown.join(", ")}. Map each to an import column in its "columns", or list it in "ignore".`);
    }
    const missing = REQUIRED_COLUMNS.filter((c) => !source.has(c) && !mapping.defaults.has(c));
    if (missing.length > 0) fail(`Missing required columns: ${missing.map((c) => describeMissing(c, mapping)).join(", ")}.`);
    if (errors.length > 0) return errors;

    const sheetNames = new Map([...source].filter(([column, i]) => normalise(header[i]!) !== column).map(([column, i]) => [column, header[i]!.trim()]));
    return {
      read: (cells) => Object.fromEntries(CSV_COLUMNS.map((c) => [c, cell(c, cells[source.get(c) ?? -1] ?? "", mapping)])),
      sheetName: (column) => sheetNames.get(column),
    };
  };
}

/** A cell as the import reads it: the sheet's value translated, and a default where it is empty. */
function cell(column: Column, written: string, mapping: ColumnMapping): string {
  const value = mapping.values.get(column)?.get(normalise(written)) ?? written;
  return value.trim() === "" ? (mapping.defaults.get(column) ?? value) : value;
}

/** `latitude (the mapping takes it from "Lat", which the sheet does not have)`: usually a renamed column. */
function describeMissing(column: Column, mapping: ColumnMapping): string {
  const from = [...mapping.columns.values()].find((m) => m.column === column);
  return from ? `${column} (the mapping takes it from ${q(from.sheet)}, which the sheet does not have)` : column;
}
