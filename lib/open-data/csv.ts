import { CSV_COLUMNS } from "@/lib/import/csv";
import { hoursCell, itemsCell, shiftsCell } from "@/lib/import/fields";
import type { Place } from "@/lib/places/types";

/**
 * Published places as the import's own CSV (docs/import.md): the same columns, the same formats,
 * so a file downloaded here imports again as it is — into this site or another group's copy.
 */

type Column = (typeof CSV_COLUMNS)[number];

const yesNo = (value: boolean) => (value ? "yes" : "no");

const CELLS: Record<Column, (p: Place) => string> = {
  external_id: (p) => p.externalId,
  kind: (p) => p.kind,
  category: (p) => p.category,
  name: (p) => p.name,
  description: (p) => p.description,
  address: (p) => p.address,
  latitude: (p) => String(p.latitude),
  longitude: (p) => String(p.longitude),
  phone: (p) => p.phone ?? "",
  website: (p) => p.website ?? "",
  hours: (p) => hoursCell(p.hours),
  status: (p) => p.status,
  no_id_required: (p) => yesNo(p.noIdRequired),
  pets_allowed: (p) => yesNo(p.petsAllowed),
  wheelchair_accessible: (p) => yesNo(p.wheelchairAccessible),
  free_of_charge: (p) => yesNo(p.freeOfCharge),
  languages: (p) => p.languages.join("|"),
  items_needed: (p) => itemsCell(p.itemsNeeded),
  shifts: (p) => shiftsCell(p.shifts),
  signup_url: (p) => p.signupUrl ?? "",
  last_verified_at: (p) => p.lastVerifiedAt ?? "",
  verified_by: (p) => p.verifiedBy ?? "",
  is_sample: (p) => yesNo(p.isSample),
  // Only published places are exported.
  published: () => "yes",
};

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
  const lines = [CSV_COLUMNS.join(","), ...places.map((p) => CSV_COLUMNS.map((c) => csvCell(CELLS[c](p))).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
