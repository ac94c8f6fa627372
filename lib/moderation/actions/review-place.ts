"use server";

import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { reviewStore, submissionStore } from "@/lib/data";
import { NotFoundError } from "@/lib/data/stores";
import { placesChanged } from "@/lib/places/revalidate";
import { STATUSES } from "@/lib/places/types";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { safeHttpUrl } from "@/lib/http/safe-url";
import { afterChange, checkFields, checkValues, refineCheck, reportsToResolve, resolveReports, text } from "../check-form";
import { MESSAGES } from "../messages";
import { reviewerAction } from "../safe-action";

/**
 * One tap on an entry of the stale queue: "still right" (verified now), or a new status (open,
 * full, temporarily closed, closed), with how it was checked and a note. The reviewer is whoever
 * is signed in now; the change is recorded in the place's history, and the public pages show it at
 * their next request.
 */

export type ReviewActionState = { error: string | null; values?: { method?: string; source?: string; note?: string }; resolve?: string[] };

const OUTCOMES = ["verify", ...STATUSES] as const;

const reviewForm = z
  .object({
    id: z.uuid(MESSAGES.unknownEntry),
    outcome: z.enum(OUTCOMES, { error: "Choose what you found: still right, open, full, temporarily closed or closed." }),
    ...checkFields,
  })
  .superRefine(refineCheck);

export const reviewPlace = reviewerAction<ReviewActionState, z.infer<typeof reviewForm>, { values: ReviewActionState["values"]; resolve: string[] }>(
  {
    doing: "Reviewing a place",
    keep: (form) => ({ values: checkValues(form), resolve: reportsToResolve(form) }),
    schema: reviewForm,
    read: (form) => ({ id: form.get("id"), outcome: form.get("outcome"), method: form.get("method"), source: text(form, "source"), note: text(form, "note") }),
  },
  async ({ form, input, reviewer, kept }) => {
    const { id, outcome, method, source, note } = input;
    try {
      await (await reviewStore()).review({
        placeId: id,
        reviewer,
        status: outcome === "verify" ? null : outcome,
        method,
        sourceUrl: source ? safeHttpUrl(source) : null,
        note,
      });
      placesChanged();
    } catch (error) {
      if (error instanceof NotFoundError) return { error: MESSAGES.unknownEntry, ...kept };
      console.error("Reviewing a place failed:", error);
      return { error: MESSAGES.failed, ...kept };
    }
    if (kept.resolve.length > 0) await resolveReports(kept.resolve, async (r) => (await submissionStore()).resolveReport(r));
    revalidatePath(MODERATOR_PATH, "layout");
    redirect(afterChange(form, id, outcome === "verify" ? "verified" : "status"), RedirectType.replace);
  },
);
