"use server";

import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { reviewStore, submissionStore } from "@/lib/data";
import { NotFoundError } from "@/lib/data/stores";
import { placesChanged } from "@/lib/places/revalidate";
import { STATUSES } from "@/lib/places/types";
import { signedInReviewer } from "@/lib/reviewers/current";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { safeHttpUrl } from "@/lib/http/safe-url";
import { afterChange, checkFields, checkValues, refineCheck, reportsToResolve, resolveReports, text } from "./check-form";

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
    id: z.uuid("This entry could not be found. Reload the page."),
    outcome: z.enum(OUTCOMES, { error: "Choose what you found: still right, open, full, temporarily closed or closed." }),
    ...checkFields,
  })
  .superRefine(refineCheck);

export async function reviewPlace(_previous: ReviewActionState, formData: FormData): Promise<ReviewActionState> {
  if (!(formData instanceof FormData)) return { error: "This form could not be read. Reload the page and try again." };
  const values = checkValues(formData);
  const resolve = reportsToResolve(formData);
  const reviewer = await signedInReviewer("Reviewing a place");
  if (!reviewer) return { error: "Your session has ended. Reload the page and sign in again.", values, resolve };
  const parsed = reviewForm.safeParse({ id: formData.get("id"), outcome: formData.get("outcome"), method: formData.get("method"), source: text(formData, "source"), note: text(formData, "note") });
  if (!parsed.success) return { error: parsed.error.issues.map((i) => i.message).join(" "), values, resolve };
  const { id, outcome, method, source, note } = parsed.data;
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
    if (error instanceof NotFoundError) return { error: "This entry could not be found. Reload the page.", values, resolve };
    console.error("Reviewing a place failed:", error);
    return { error: "That did not work: the database could not be reached. Please try again in a moment.", values, resolve };
  }
  if (resolve.length > 0) await resolveReports(resolve, async (r) => (await submissionStore()).resolveReport(r));
  revalidatePath(MODERATOR_PATH, "layout");
  redirect(afterChange(formData, id, outcome === "verify" ? "verified" : "status"), RedirectType.replace);
}
