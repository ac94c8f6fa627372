"use server";

import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { reviewerStore } from "@/lib/data";
import { NotFoundError, type Reviewer } from "@/lib/data/stores";
import { afterAction } from "./lists";
import { addReviewerAccount } from "@/lib/reviewers/accounts";
import { signedInReviewer } from "@/lib/reviewers/current";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";

/**
 * The admins' actions on reviewer accounts. Like every action, a public endpoint: each checks
 * again that an admin is signed in (looked up now, so a disabled admin can do nothing), validates
 * its input, and answers a message, never an exception.
 */

type NewReviewerFields = { email?: string; name?: string; role?: string };
export type ReviewerActionState = { error: string | null; values?: NewReviewerFields };

const MESSAGES = {
  notAdmin: "Only an admin can manage reviewer accounts. Reload the page.",
  malformed: "This form could not be read. Reload the page and try again.",
  unknown: "This account could not be found. Reload the page.",
  self: "You cannot disable your own account: ask another admin.",
  failed: "That did not work: the database could not be reached. Please try again in a moment.",
} as const;

async function signedInAdmin(): Promise<Reviewer | null> {
  const reviewer = await signedInReviewer("Reviewer accounts");
  return reviewer?.role === "admin" ? reviewer : null;
}

const done = (formData: FormData, what: "added" | "disabled" | "enabled"): never => {
  revalidatePath(MODERATOR_PATH);
  redirect(afterAction(formData, `reviewer-${what}`, "reviewers"), RedirectType.replace);
};

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, 300) : undefined;
};

export async function addReviewer(_previous: ReviewerActionState, formData: FormData): Promise<ReviewerActionState> {
  if (!(formData instanceof FormData)) return { error: MESSAGES.malformed };
  // Sent back with every error so the form keeps what was typed (never the password).
  const values: NewReviewerFields = { email: text(formData, "email"), name: text(formData, "name"), role: text(formData, "role") };
  if (!(await signedInAdmin())) return { error: MESSAGES.notAdmin, values };
  try {
    const result = await addReviewerAccount(await reviewerStore(), { email: formData.get("email"), name: formData.get("name"), role: formData.get("role"), password: formData.get("password") });
    if (!result.ok) return { error: result.error, values };
  } catch (error) {
    console.error("Adding a reviewer failed:", error);
    return { error: MESSAGES.failed, values };
  }
  return done(formData, "added");
}

const accountForm = z.object({ id: z.uuid(), disabled: z.enum(["true", "false"]) });

/** Disables (signing the account out everywhere at once) or enables an account. */
export async function setReviewerDisabled(_previous: ReviewerActionState, formData: FormData): Promise<ReviewerActionState> {
  if (!(formData instanceof FormData)) return { error: MESSAGES.malformed };
  const admin = await signedInAdmin();
  if (!admin) return { error: MESSAGES.notAdmin };
  const parsed = accountForm.safeParse({ id: formData.get("id"), disabled: formData.get("disabled") });
  if (!parsed.success) return { error: MESSAGES.unknown };
  const disabled = parsed.data.disabled === "true";
  if (disabled && parsed.data.id === admin.id) return { error: MESSAGES.self };
  try {
    await (await reviewerStore()).setDisabled(parsed.data.id, disabled);
  } catch (error) {
    if (error instanceof NotFoundError) return { error: MESSAGES.unknown };
    console.error("Changing a reviewer account failed:", error);
    return { error: MESSAGES.failed };
  }
  return done(formData, disabled ? "disabled" : "enabled");
}
