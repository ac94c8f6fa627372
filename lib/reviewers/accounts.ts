import "server-only";
import { z } from "zod";
import { DuplicateReviewerError, REVIEWER_ROLES, type ReviewerRole, type ReviewerStore } from "@/lib/data/stores";
import { hashPassword, passwordProblem } from "./password";

/**
 * Creating reviewer accounts, shared by the CLI (the first admin) and the admin screen: one schema,
 * one set of messages.
 */

export const newReviewerSchema = z.object({
  email: z.email("Enter a valid email address.").max(254, "An email address has at most 254 characters."),
  name: z.string().trim().min(1, "Enter the reviewer's name, as it will show in the history.").max(100, "A name has at most 100 characters."),
  role: z.enum(REVIEWER_ROLES, { error: "The role is reviewer or admin." }),
  password: z.string().superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue(problem);
  }),
});

export type AddResult = { ok: true; id: string } | { ok: false; error: string };

export async function addReviewerAccount(store: ReviewerStore, input: { email: unknown; name: unknown; role?: unknown; password: unknown }): Promise<AddResult> {
  const parsed = newReviewerSchema.safeParse({ ...input, role: input.role ?? ("reviewer" satisfies ReviewerRole) });
  if (!parsed.success) return { ok: false, error: parsed.error.issues.map((i) => i.message).join(" ") };
  try {
    const reviewer = await store.addReviewer({ ...parsed.data, passwordHash: await hashPassword(parsed.data.password) });
    return { ok: true, id: reviewer.id };
  } catch (error) {
    if (error instanceof DuplicateReviewerError) return { ok: false, error: "There is already a reviewer with this email address." };
    throw error;
  }
}
