"use server";

import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { after } from "next/server";
import { z } from "zod";
import { reviewStore, submissionStore } from "@/lib/data";
import { rowFromInput } from "@/lib/data/rows";
import { ChangeRefusedError, NotFoundError } from "@/lib/data/stores";
import { translatePlaces } from "@/lib/i18n/place-translation";
import { validateRecords } from "@/lib/import/csv";
import { placesChanged } from "@/lib/places/revalidate";
import { signedInReviewer } from "@/lib/reviewers/current";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { safeHttpUrl } from "@/lib/http/safe-url";
import { afterChange, checkFields, checkValues, refineCheck, reportsToResolve, resolveReports, text } from "./check-form";
import { EDIT_FIELDS, FLAG_FIELDS, fieldLabel, NOT_EDITED } from "./edit-fields";

/**
 * A reviewer edits an entry ("changed → edit" in the stale queue, or from its page), or reverts
 * one recorded change. The edit is checked by the import's own row schema, so an entry edited here
 * is one an import would accept; it marks the entry checked now by the reviewer, and the history
 * records each field before and after.
 */

export type EditActionState = {
  error: string | null;
  /** Per field (the import's column names), what is wrong with it. */
  fieldErrors?: Record<string, string>;
  /** Everything that was typed, and the reports ticked, so a refused form loses nothing. */
  values?: Record<string, string>;
  resolve?: string[];
};

const FAILED = "That did not work: the database could not be reached. Please try again in a moment.";
const ENDED = "Your session has ended. Reload the page and sign in again.";
const GONE = "This entry could not be found. Reload the page.";

const editForm = z.object({ id: z.uuid(GONE), ...checkFields }).superRefine(refineCheck);

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

export async function editPlace(_previous: EditActionState, formData: FormData): Promise<EditActionState> {
  if (!(formData instanceof FormData)) return { error: "This form could not be read. Reload the page and try again." };
  const values = typedValues(formData);
  const kept = { values, resolve: reportsToResolve(formData) };
  const reviewer = await signedInReviewer("Editing a place");
  if (!reviewer) return { error: ENDED, ...kept };

  const check = editForm.safeParse({ id: formData.get("id"), method: formData.get("method"), source: text(formData, "source"), note: text(formData, "note") });
  if (!check.success && check.error.issues.some((i) => i.path[0] === "id")) return { error: GONE, ...kept };
  let base: Record<string, string>;
  try {
    base = baseCells.parse(JSON.parse(text(formData, "base")));
  } catch {
    return { error: "This form could not be read. Reload the page and try again.", ...kept };
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
    if (error instanceof NotFoundError) return { error: GONE, ...kept };
    console.error("Editing a place failed:", error);
    return { error: FAILED, ...kept };
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
  redirect(afterChange(formData, id, "edited"), RedirectType.replace);
}

export type RevertActionState = { error: string | null; note?: string };

const revertForm = z.object({
  change: z.uuid("This change could not be found. Reload the page."),
  place: z.uuid(GONE),
  note: checkFields.note,
});

/** Why a revert was refused, as the reviewer reads it. */
function refusal(error: ChangeRefusedError): string {
  if (error.changedSince.length > 0) {
    const fields = error.changedSince.map(fieldLabel).join(", ");
    return `Not reverted: ${fields} ${error.changedSince.length === 1 ? "was" : "were"} changed again since. Revert the later change first, or edit the entry.`;
  }
  if (/already/i.test(error.message)) return "Not reverted: this change has already been reverted. To undo that, revert the revert.";
  if (/checked again/i.test(error.message)) return "Nothing to put back: the entry has been checked again since this check.";
  return "Not reverted: an entry's creation cannot be undone. Mark it closed, or untick “Shown on the map” in the edit form.";
}

export async function revertChange(_previous: RevertActionState, formData: FormData): Promise<RevertActionState> {
  if (!(formData instanceof FormData)) return { error: "This form could not be read. Reload the page and try again." };
  const kept = { note: text(formData, "note").slice(0, 1000) };
  const reviewer = await signedInReviewer("Reverting a change");
  if (!reviewer) return { error: ENDED, ...kept };
  const parsed = revertForm.safeParse({ change: formData.get("change"), place: formData.get("place"), note: text(formData, "note") });
  if (!parsed.success) return { error: parsed.error.issues.map((i) => i.message).join(" "), ...kept };
  const { change, place, note } = parsed.data;
  try {
    await (await reviewStore()).revert({ changeId: change, reviewer, note });
    placesChanged();
  } catch (error) {
    if (error instanceof ChangeRefusedError) return { error: refusal(error), ...kept };
    if (error instanceof NotFoundError) return { error: "This change could not be found. Reload the page.", ...kept };
    console.error("Reverting a change failed:", error);
    return { error: FAILED, ...kept };
  }
  revalidatePath(MODERATOR_PATH, "layout");
  redirect(`${MODERATOR_PATH}/places/${place}?done=reverted`, RedirectType.replace);
}
