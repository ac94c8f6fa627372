"use server";

import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { after } from "next/server";
import { z } from "zod";
import { reviewStore, submissionStore } from "@/lib/data";
import { rowFromInput } from "@/lib/data/rows";
import { ChangeRefusedError, NotFoundError } from "@/lib/data/stores";
import { translatePlaces } from "@/lib/services/i18n/place-translation";
import { validateRecords } from "@/lib/import/csv";
import { placesChanged } from "@/lib/places/revalidate";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { safeHttpUrl } from "@/lib/http/safe-url";
import { afterChange, checkFields, checkValues, refineCheck, reportsToResolve, resolveReports, text } from "../check-form";
import { EDIT_FIELDS, FLAG_FIELDS, fieldLabel, NOT_EDITED } from "../edit-fields";
import { MESSAGES } from "../messages";
import { reviewerAction } from "../safe-action";

/**
 * A reviewer edits an entry ("changed → edit" in the stale queue, or from its page). The edit is
 * checked by the import's own row schema, so an entry edited here is one an import would accept;
 * it marks the entry checked now by the reviewer, and the history records each field before and after.
 */

export type EditActionState = {
  error: string | null;
  /** Per field (the import's column names), what is wrong with it. */
  fieldErrors?: Record<string, string>;
  /** Everything that was typed, and the reports ticked, so a refused form loses nothing. */
  values?: Record<string, string>;
  resolve?: string[];
};

const editForm = z.object({ id: z.uuid(MESSAGES.unknownEntry), ...checkFields }).superRefine(refineCheck);

/** What the form showed when it was opened (hidden field `base`): the cells the reviewer started from. */
const baseCells = z.record(z.string(), z.string().max(5000));

/** The form's values: every edit field as text (checkboxes as yes/no), and the check fields. */
function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = { ...checkValues(formData) };
  for (const { name } of EDIT_FIELDS) values[name] = text(formData, name).slice(0, 5000);
  for (const name of FLAG_FIELDS) values[name] = formData.get(name) === "yes" ? "yes" : "no";
  return values;
}

/** The import's row schema on the form's cells. The fields a reviewer cannot set get neutral values (the database ignores them too). */
function asRow(cells: Record<string, string>) {
  const record = { ...cells, external_id: "reviewer-edit", is_sample: "no", last_verified_at: "", verified_by: "" };
  const parsed = validateRecords([{ row: 1, values: record }], new Date());
  if (!parsed.ok) return parsed;
  const row: Record<string, unknown> = rowFromInput(parsed.places[0]!);
  for (const notEdited of NOT_EDITED) delete row[notEdited];
  return { ok: true as const, row, input: parsed.places[0]! };
}

const pick = (row: Record<string, unknown>, names: string[]) => Object.fromEntries(names.map((n) => [n, row[n]]));

export const editPlace = reviewerAction<EditActionState, { id: string }, { values: Record<string, string>; resolve: string[] }>(
  {
    doing: "Editing a place",
    keep: (form) => ({ values: typedValues(form), resolve: reportsToResolve(form) }),
    // The entry first: an edit of an entry that is not there says so, whatever else is wrong.
    schema: z.object({ id: z.uuid(MESSAGES.unknownEntry) }),
    read: (form) => ({ id: form.get("id") }),
    invalid: () => MESSAGES.unknownEntry,
  },
  async ({ form, reviewer, kept }) => {
    const { values } = kept;
    const check = editForm.safeParse({ id: form.get("id"), method: form.get("method"), source: text(form, "source"), note: text(form, "note") });
    let base: Record<string, string>;
    try {
      base = baseCells.parse(JSON.parse(text(form, "base")));
    } catch {
      return { error: MESSAGES.malformed, ...kept };
    }
    const fieldErrors: Record<string, string> = {};
    if (!check.success) for (const issue of check.error.issues) fieldErrors[String(issue.path[0] ?? "method")] ??= issue.message;
    const parsed = asRow(values);
    if (!parsed.ok) for (const e of parsed.errors) if (e.column) fieldErrors[e.column] ??= e.message;
    if (!check.success || !parsed.ok || Object.keys(fieldErrors).length > 0) {
      const names = Object.keys(fieldErrors).map(fieldLabel);
      return { error: `Nothing was saved. Check ${names.length === 1 ? "this field" : "these fields"}: ${names.join(", ")}.`, fieldErrors, ...kept };
    }
    const { id, method, source, note } = check.data;
    // Only what the reviewer changed is written, and only if it still holds what the form showed:
    // a field someone else changed meanwhile (another reviewer, an import) is never silently undone.
    const changed = [...EDIT_FIELDS.map((f) => f.name), ...FLAG_FIELDS].filter((name) => values[name] !== (base[name] ?? ""));
    const shown = asRow(base);
    try {
      await (await reviewStore()).edit({
        placeId: id,
        reviewer,
        fields: pick(parsed.row, changed),
        expected: shown.ok ? pick(shown.row, changed) : {},
        method,
        sourceUrl: source ? safeHttpUrl(source) : null,
        note,
      });
      placesChanged();
    } catch (error) {
      if (error instanceof ChangeRefusedError) {
        const moved = error.changedSince.map(fieldLabel);
        const conflicts = Object.fromEntries(error.changedSince.map((f) => [f, "Changed by someone else since you opened this page."]));
        return {
          error: `Not saved: ${moved.join(", ")} ${moved.length === 1 ? "was" : "were"} changed by someone else since you opened this page. Reload the page to see the new values, then make your change again. (What you typed is below.)`,
          fieldErrors: conflicts,
          ...kept,
        };
      }
      if (error instanceof NotFoundError) return { error: MESSAGES.unknownEntry, ...kept };
      console.error("Editing a place failed:", error);
      return { error: MESSAGES.failed, ...kept };
    }
    if (kept.resolve.length > 0) await resolveReports(kept.resolve, async (r) => (await submissionStore()).resolveReport(r));
    // New names and descriptions in every language, after the reviewer has their answer.
    const { input } = parsed;
    after(async () => {
      try {
        await translatePlaces([input]);
      } catch (error) {
        console.error("Translating an edited place failed (it shows in English until translated):", error);
      }
    });
    revalidatePath(MODERATOR_PATH, "layout");
    redirect(afterChange(form, id, "edited"), RedirectType.replace);
  },
);
