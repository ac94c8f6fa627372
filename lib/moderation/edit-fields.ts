import { AMENITIES, type AmenityColumn } from "@/lib/places/amenities";
import { CATEGORIES, CATEGORY_LABELS, KIND_LABEL_SINGULAR, PLACE_KINDS, STATUSES, type PlaceStatus } from "@/lib/places/types";

/**
 * The reviewers' edit form: every field of a place a person may change, named by the import's
 * columns (docs/import.md) and written in the import's cell formats, so the one row schema checks
 * both. Staff-facing, English only. The import key (external_id), the sample flag and the check
 * fields (set by the edit itself) are not here.
 */

type Field =
  | { name: string; label: string; input: "text" | "tel" | "url" | "decimal"; hint?: string; max?: number }
  | { name: string; label: string; input: "textarea"; hint?: string; max?: number }
  | { name: string; label: string; input: "select"; options: readonly (readonly [string, string])[] };

/** A place's status as the reviewer screens write it (the public labels carry translation context). */
export const STATUS_TEXT: Record<PlaceStatus, string> = { open: "Open", full: "Full", temporarily_closed: "Temporarily closed", closed: "Closed" };

export const EDIT_FIELDS: readonly Field[] = [
  { name: "name", label: "Name", input: "text", max: 200 },
  { name: "status", label: "Status", input: "select", options: STATUSES.map((s) => [s, STATUS_TEXT[s]] as const) },
  { name: "kind", label: "Kind", input: "select", options: PLACE_KINDS.map((k) => [k, KIND_LABEL_SINGULAR[k]] as const) },
  { name: "category", label: "Category", input: "select", options: CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]] as const) },
  { name: "phone", label: "Phone", input: "tel", max: 40, hint: "As it should be shown, e.g. (626) 555-0141." },
  { name: "address", label: "Address", input: "text", max: 300 },
  { name: "latitude", label: "Latitude", input: "decimal", hint: "Decimal degrees, e.g. 34.1897." },
  { name: "longitude", label: "Longitude", input: "decimal", hint: "Decimal degrees with the minus sign, e.g. -118.1312." },
  { name: "hours", label: "Opening hours", input: "text", hint: "e.g. mon 09:00-17:00; sat 10:00-14:00. Empty: not listed." },
  { name: "description", label: "Description", input: "textarea", max: 2000 },
  { name: "website", label: "Website", input: "url", hint: "A full address starting with https://." },
  { name: "languages", label: "Languages spoken", input: "text", hint: "Codes separated by |, e.g. en|es|zh." },
  { name: "items_needed", label: "Donations needed", input: "text", hint: "item:urgency separated by |, e.g. Water:high|Diapers (size 4):medium." },
  { name: "shifts", label: "Volunteer shifts", input: "text", hint: "e.g. sat 09:00-13:00|sun 09:00-13:00." },
  { name: "signup_url", label: "Volunteer sign-up link", input: "url", hint: "A full address starting with https://." },
];

/** Columns of the import a reviewer does not set: the import key, the sample flag, and the check (set by the edit itself). */
export const NOT_EDITED = ["external_id", "is_sample", "last_verified_at", "verified_by"] as const;

/** Yes/no facts, as checkboxes. */
export const FLAG_FIELDS = [...AMENITIES.map((a) => a.column), "published"] as const;
export const FLAG_LABELS: Record<(typeof FLAG_FIELDS)[number], string> = {
  ...(Object.fromEntries(AMENITIES.map((a) => [a.column, a.staffLabel])) as Record<AmenityColumn, string>),
  published: "Shown on the map",
};

const OTHER_LABELS: Record<string, string> = {
  method: "How you checked",
  source: "Link to the official source",
  note: "Note",
  last_verified_at: "Last checked",
  verified_by: "Checked by",
  external_id: "Import id",
  is_sample: "Sample data",
};

/** A field's label as the reviewer reads it ("items_needed" → "Donations needed"). */
export function fieldLabel(name: string): string {
  return EDIT_FIELDS.find((f) => f.name === name)?.label ?? FLAG_LABELS[name as (typeof FLAG_FIELDS)[number]] ?? OTHER_LABELS[name] ?? name;
}
