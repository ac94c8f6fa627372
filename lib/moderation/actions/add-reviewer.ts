"use server";

import { reviewerStore } from "@/lib/data";
import { addReviewerAccount } from "@/lib/reviewers/accounts";
import { MESSAGES } from "../messages";
import { reviewerAction } from "../safe-action";
import { type NewReviewerFields, type ReviewerActionState, reviewerDone } from "./reviewer-account";

/** Sent back with every error so the form keeps what was typed (never the password). */
const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, 300) : undefined;
};

/** An admin adds a reviewer account; its fields are checked by addReviewerAccount (lib/reviewers/accounts.ts). */
export const addReviewer = reviewerAction<ReviewerActionState, FormData, { values: NewReviewerFields }>(
  {
    doing: "Reviewer accounts",
    who: "admin",
    signedOut: MESSAGES.notAdmin,
    keep: (form) => ({ values: { email: text(form, "email"), name: text(form, "name"), role: text(form, "role") } }),
  },
  async ({ form, kept }) => {
    try {
      const result = await addReviewerAccount(await reviewerStore(), { email: form.get("email"), name: form.get("name"), role: form.get("role"), password: form.get("password") });
      if (!result.ok) return { error: result.error, ...kept };
    } catch (error) {
      console.error("Adding a reviewer failed:", error);
      return { error: MESSAGES.failed, ...kept };
    }
    return reviewerDone(form, "added");
  },
);
