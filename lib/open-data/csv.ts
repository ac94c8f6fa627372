import { placeCells } from "@/lib/import/cells";
import { CSV_COLUMNS } from "@/lib/import/csv";
import type { Place } from "@/lib/places/types";

/**
 * Published places as the import's own CSV (docs/import.md): the same columns, the same formats,
 * so a file downloaded here imports again as it is — into this site or another group's copy.
 */

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell, quoted as RFC 4180 asks when it holds a comma, a quote or a line break. A text that a
 * spreadsheet would run as a formula (= + - or @ first) gets a leading apostrophe, which the
 * import removes again (lib/import/csv.ts cellText); so does a text that already starts with
 * apostrophes and one of those, so it comes back exactly as written. Open data is opened in spreadsheets
 * by people we do not know, and a place's name must never run there.
 */
export function csvCell(value: string): string {
  const safe = /^'*[=+\-@]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: a byte-order mark (so Excel reads UTF-8: Chinese and Korean names), the header, one line per place. */
export function placesCsv(places: Place[]): string {
  const lines = [CSV_COLUMNS.join(","), ...places.map((p) => Object.values(placeCells(p)).map(csvCell).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
