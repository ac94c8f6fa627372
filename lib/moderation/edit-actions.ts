"use server";

import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { after } from "next/server";
import { z } from "zod";
import { reviewStore, submissionStore } from "@/lib/data";
import { rowFromInput } from "@/lib/data/rows";
import { NotFoundError, RevertRefusedError } from "@/lib/data/stores";
import { translatePlaces } from "@/lib/i18n/place-translation";
import { validateRecords } from "@/lib/import/csv";
import { placesChanged } from "@/lib/places/revalidate";
import { currentReviewer } from "@/lib/reviewers/current";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { safeHttpUrl } from "@/lib/safe-url";
import { afterChange, checkFields, checkValues, refineCheck, reportsToResolve, resolveReports, text } from "./check-form";
import { EDIT_FIELDS, FLAG_FIELDS, fieldLabel } from "./edit-fields";

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
  /** Everything that was typed, so a refused form loses nothing. */
  values?: Record<string, string>;
};

const FAILED = "That did not work: the database could not be reached. Please try again in a moment.";
const ENDED = "Your session has ended. Reload the page and sign in again.";
const GONE = "This entry could not be found. Reload the page.";

async function signedIn() {
  try {
    return await currentReviewer();
  } catch (error) {
    console.error("Editing a place: the session could not be checked:", error);
    return null;
  }
}

const editForm = z.object({ id: z.uuid(GONE), ...checkFields }).superRefine(refineCheck);

/** The form's values: every edit field as text (checkboxes as yes/no), and the check fields. */
function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = { ...checkValues(formData) };
  for (const { name } of EDIT_FIELDS) values[name] = text(formData, name).slice(0, 5000);
  for (const name of FLAG_FIELDS) values[name] = formData.get(name) === "yes" ? "yes" : "no";
  return values;
}

export async function editPlace(_previous: EditActionState, formData: FormData): Promise<EditActionState> {
  if (!(formData instanceof FormData)) return { error: "This form could not be read. Reload the page and try again." };
  const values = typedValues(formData);
  const reviewer = await signedIn();
  if (!reviewer) return { error: ENDED, values };

  const check = editForm.safeParse({ id: formData.get("id"), method: formData.get("method"), source: text(formData, "source"), note: text(formData, "note") });
  const fieldErrors: Record<string, string> = {};
  if (!check.success) for (const issue of check.error.issues) fieldErrors[String(issue.path[0] ?? "method")] ??= issue.message;

  // The import's row schema, on the import's cells. The import key, the sample flag and the check
  // fields are not the reviewer's to set here (the database ignores them too): neutral values.
  const record = { ...values, external_id: "reviewer-edit", is_sample: "no", last_verified_at: "", verified_by: "" };
  const parsed = validateRecords([{ row: 1, values: record }], new Date());
  if (!parsed.ok) for (const e of parsed.errors) if (e.column) fieldErrors[e.column] ??= e.message;

  if (!check.success || !parsed.ok || Object.keys(fieldErrors).length > 0) {
    const names = Object.keys(fieldErrors).map(fieldLabel);
    return { error: `Nothing was saved. Check ${names.length === 1 ? "this field" : "these fields"}: ${names.join(", ")}.`, fieldErrors, values };
  }
  const { id, method, source, note } = check.data;
  const input = parsed.places[0]!;
  const fields: Record<string, unknown> = rowFromInput(input);
  for (const notEdited of ["external_id", "is_sample", "last_verified_at", "verified_by"]) delete fields[notEdited];
  try {
    await (await reviewStore()).edit({ placeId: id, reviewer, fields, method, sourceUrl: source ? safeHttpUrl(source) : null, note });
    placesChanged();
  } catch (error) {
    if (error instanceof NotFoundError) return { error: GONE, values };
    console.error("Editing a place failed:", error);
    return { error: FAILED, values };
  }
  const reports = reportsToResolve(formData);
  if (reports.length > 0) await resolveReports(reports, async (r) => (await submissionStore()).resolveReport(r));
  // New names and descriptions in every language, after the reviewer has their answer.
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

export type RevertActionState = { error: string | null };

const revertForm = z.object({
  change: z.uuid("This change could not be found. Reload the page."),
  place: z.uuid(GONE),
  note: checkFields.note,
});

/** Why a revert was refused, as the reviewer reads it. */
function refusal(error: RevertRefusedError): string {
  if (error.changedSince.length > 0) {
    const fields = error.changedSince.map(fieldLabel).join(", ");
    return `Not reverted: ${fields} ${error.changedSince.length === 1 ? "was" : "were"} changed again since. Revert the later change first, or edit the entry.`;
  }
  return /already/i.test(error.message)
    ? "Not reverted: this change has already been reverted. To undo that, revert the revert."
    : "Not reverted: an entry's creation cannot be undone. Mark it closed, or untick “Shown on the map” in the edit form.";
}

export async function revertChange(_previous: RevertActionState, formData: FormData): Promise<RevertActionState> {
  if (!(formData instanceof FormData)) return { error: "This form could not be read. Reload the page and try again." };
  const reviewer = await signedIn();
  if (!reviewer) return { error: ENDED };
  const parsed = revertForm.safeParse({ change: formData.get("change"), place: formData.get("place"), note: text(formData, "note") });
  if (!parsed.success) return { error: parsed.error.issues.map((i) => i.message).join(" ") };
  const { change, place, note } = parsed.data;
  try {
    await (await reviewStore()).revert({ changeId: change, reviewer, note });
    placesChanged();
  } catch (error) {
    if (error instanceof RevertRefusedError) return { error: refusal(error) };
    if (error instanceof NotFoundError) return { error: "This change could not be found. Reload the page." };
    console.error("Reverting a change failed:", error);
    return { error: FAILED };
  }
  revalidatePath(MODERATOR_PATH, "layout");
  redirect(`${MODERATOR_PATH}/places/${place}?done=reverted`, RedirectType.replace);
}
