import { AMENITIES, type AmenityColumn } from "@/lib/places/amenities";
import type { Place } from "@/lib/places/types";
import { CSV_COLUMNS } from "./csv";
import { hoursCell, itemsCell, shiftsCell } from "./fields";

/**
 * A place as the import's cells (docs/import.md), the inverse of the row schema: what the
 * open-data CSV writes, and what the reviewers' edit form starts from, so an edit is checked by
 * the same rules as an import.
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
  ...(Object.fromEntries(AMENITIES.map((a) => [a.column, (p: Place) => yesNo(p[a.key])])) as Record<AmenityColumn, (p: Place) => string>),
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

/** Every import column's cell for a place, in the import's column order. */
export function placeCells(place: Place): Record<Column, string> {
  return Object.fromEntries(CSV_COLUMNS.map((c) => [c, CELLS[c](place)])) as Record<Column, string>;
}
