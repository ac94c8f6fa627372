"use server";

import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { reviewStore } from "@/lib/data";
import { ChangeRefusedError, NotFoundError } from "@/lib/data/stores";
import { placesChanged } from "@/lib/places/revalidate";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { checkFields, text } from "../check-form";
import { fieldLabel } from "../edit-fields";
import { MESSAGES } from "../messages";
import { reviewerAction } from "../safe-action";

/** A reviewer reverts one recorded change of an entry (from its page's history). */

export type RevertActionState = { error: string | null; note?: string };

const revertForm = z.object({
  change: z.uuid(MESSAGES.unknownChange),
  place: z.uuid(MESSAGES.unknownEntry),
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

export const revertChange = reviewerAction<RevertActionState, z.infer<typeof revertForm>, { note: string }>(
  {
    doing: "Reverting a change",
    keep: (form) => ({ note: text(form, "note").slice(0, 1000) }),
    schema: revertForm,
    read: (form) => ({ change: form.get("change"), place: form.get("place"), note: text(form, "note") }),
  },
  async ({ input, reviewer, kept }) => {
    const { change, place, note } = input;
    try {
      await (await reviewStore()).revert({ changeId: change, reviewer, note });
      placesChanged();
    } catch (error) {
      if (error instanceof ChangeRefusedError) return { error: refusal(error), ...kept };
      if (error instanceof NotFoundError) return { error: MESSAGES.unknownChange, ...kept };
      console.error("Reverting a change failed:", error);
      return { error: MESSAGES.failed, ...kept };
    }
    revalidatePath(MODERATOR_PATH, "layout");
    redirect(`${MODERATOR_PATH}/places/${place}?done=reverted`, RedirectType.replace);
  },
);
