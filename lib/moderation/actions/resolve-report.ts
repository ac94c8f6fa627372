"use server";

import { submissionStore } from "@/lib/data";
import { NotFoundError } from "@/lib/data/stores";
import { placesChanged } from "@/lib/places/revalidate";
import { MESSAGES } from "../messages";
import { reviewerAction } from "../safe-action";
import { done, ITEM, type ActionState } from "./queue-item";

export const resolveReport = reviewerAction<ActionState, { id: string }>(ITEM, async ({ form, input }) => {
  try {
    await (await submissionStore()).resolveReport(input.id);
    placesChanged();
  } catch (error) {
    if (error instanceof NotFoundError) return { error: MESSAGES.unknownItem };
    console.error("Resolving a report failed:", error);
    return { error: MESSAGES.failed };
  }
  return done(form, "resolved");
});
