"use server";

import { z } from "zod";
import { submissionStore } from "@/lib/data";
import { NotFoundError } from "@/lib/data/stores";
import { MESSAGES } from "../messages";
import { reviewerAction } from "../safe-action";
import { done, ITEM, type ActionState } from "./queue-item";

const handledForm = z.object({
  id: z.uuid(),
  /** "Mark handled" sends true, "Mark not handled" false. */
  handled: z.enum(["true", "false"]).transform((value) => value === "true"),
});

/** "Mark handled" (by the signed-in reviewer, now) or "Mark not handled" for one collaboration request. */
export const setCollaborationHandled = reviewerAction<ActionState, z.infer<typeof handledForm>>(
  {
    ...ITEM,
    schema: handledForm,
    read: (form) => ({ id: form.get("id"), handled: form.get("handled") }),
    // The id is looked at first: a request that is not there, whatever else was sent.
    invalid: (error) => (error.issues.some((issue) => issue.path[0] === "id") ? MESSAGES.unknownItem : MESSAGES.malformed),
  },
  async ({ form, input, reviewer }) => {
    try {
      await (await submissionStore()).setCollaborationHandled(input.id, input.handled ? reviewer.name : null);
    } catch (error) {
      if (error instanceof NotFoundError) return { error: MESSAGES.unknownItem };
      console.error("Marking a collaboration request failed:", error);
      return { error: MESSAGES.failed };
    }
    return done(form, input.handled ? "handled" : "unhandled");
  },
);
