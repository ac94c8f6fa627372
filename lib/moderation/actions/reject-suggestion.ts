"use server";

import { submissionStore } from "@/lib/data";
import { NotFoundError } from "@/lib/data/stores";
import { MESSAGES } from "../messages";
import { reviewerAction } from "../safe-action";
import { done, ITEM, type ActionState } from "./queue-item";

export const rejectSuggestion = reviewerAction<ActionState, { id: string }>(ITEM, async ({ form, input }) => {
  try {
    await (await submissionStore()).rejectSuggestion(input.id);
  } catch (error) {
    if (error instanceof NotFoundError) return { error: MESSAGES.notPending };
    console.error("Rejecting a suggestion failed:", error);
    return { error: MESSAGES.failed };
  }
  return done(form, "rejected");
});
