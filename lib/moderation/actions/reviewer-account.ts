import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { afterAction } from "../lists";

/** What the admins' actions on reviewer accounts share (each checks that an admin is signed in: the wrapper's who: "admin"). */

export type NewReviewerFields = { email?: string; name?: string; role?: string };
export type ReviewerActionState = { error: string | null; values?: NewReviewerFields };

export const reviewerDone = (formData: FormData, what: "added" | "disabled" | "enabled"): never => {
  revalidatePath(MODERATOR_PATH);
  redirect(afterAction(formData, `reviewer-${what}`, "reviewers"), RedirectType.replace);
};
