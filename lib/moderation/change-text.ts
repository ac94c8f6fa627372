import type { CheckMethod, PlaceChange } from "@/lib/places/changes";
import { hoursCell, itemsCell, shiftsCell } from "@/lib/import/fields";
import type { NeededItem, PlaceStatus, Shift, WeeklyHours } from "@/lib/places/types";
import { fieldLabel, STATUS_TEXT } from "./edit-fields";

/**
 * One recorded change as the reviewer screens write it (English only): a line saying what kind of
 * change it was and how it was checked, and each field before → after in the formats of the edit
 * form and the import (hours as "mon 09:00-17:00", yes/no, …).
 */

const HOW: Record<CheckMethod, string> = { phone: "by phone", visit: "by a visit", official: "from an official source" };
/** Set by every check: listed only when nothing else changed. */
const CHECK_FIELDS = new Set(["last_verified_at", "verified_by"]);

const LA_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Los_Angeles" });

/** A field's value as text; "(empty)" for nothing, so a cleared field is visible as such. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  try {
    switch (field) {
      case "status":
        return STATUS_TEXT[value as PlaceStatus] ?? String(value);
      case "hours":
        if (typeof value === "object" && !Array.isArray(value)) return hoursCell(value as WeeklyHours) || "(empty)";
        break;
      case "items_needed":
        if (Array.isArray(value)) return itemsCell(value as NeededItem[]) || "(empty)";
        break;
      case "shifts":
        if (Array.isArray(value)) return shiftsCell(value as Shift[]) || "(empty)";
        break;
      case "languages":
        if (Array.isArray(value)) return value.join("|") || "(empty)";
        break;
      case "last_verified_at": {
        const date = new Date(String(value));
        return Number.isNaN(date.getTime()) ? String(value) : `${LA_TIME.format(date)} (LA time)`;
      }
    }
  } catch {
    // A value of an older shape: shown as it was stored rather than not at all.
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

export type FieldChange = { field: string; label: string; before: string; after: string };

/** The fields a change touched, in the edit form's words; the check fields only when nothing else changed. */
export function fieldChanges(change: Pick<PlaceChange, "changes">): FieldChange[] {
  const entries = Object.entries(change.changes);
  const shown = entries.some(([field]) => !CHECK_FIELDS.has(field)) ? entries.filter(([field]) => !CHECK_FIELDS.has(field)) : entries;
  return shown.map(([field, { before, after }]) => ({ field, label: fieldLabel(field), before: valueText(field, before), after: valueText(field, after) }));
}

/** "Status Full → Closed, checked by phone", "Edited 3 fields, checked by a visit", "Updated by an import". */
export function changeSummary(change: Pick<PlaceChange, "action" | "changes" | "method" | "reviewerName">): string {
  const count = fieldChanges(change).length;
  const status = change.changes.status;
  const what = {
    verify: "Checked: still right",
    status: status ? `Status ${valueText("status", status.before)} → ${valueText("status", status.after)}` : "Status changed",
    edit: `Edited ${count === 1 ? "1 field" : `${count} fields`}`,
    revert: "Reverted an earlier change",
    create: change.reviewerName === "Import" ? "Added by an import" : "Added (approved suggestion)",
    import: `Updated by an import (${count === 1 ? "1 field" : `${count} fields`})`,
  }[change.action];
  return change.method ? `${what}, checked ${HOW[change.method]}` : what;
}
