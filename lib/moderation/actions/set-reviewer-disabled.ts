"use server";

import { z } from "zod";
import { reviewerStore } from "@/lib/data";
import { NotFoundError } from "@/lib/data/stores";
import { MESSAGES } from "../messages";
import { reviewerAction } from "../safe-action";
import { type ReviewerActionState, reviewerDone } from "./reviewer-account";

const accountForm = z.object({ id: z.uuid(), disabled: z.enum(["true", "false"]) });

/** Disables (signing the account out everywhere at once) or enables an account. */
export const setReviewerDisabled = reviewerAction<ReviewerActionState, z.infer<typeof accountForm>>(
  {
    doing: "Reviewer accounts",
    who: "admin",
    signedOut: MESSAGES.notAdmin,
    schema: accountForm,
    read: (form) => ({ id: form.get("id"), disabled: form.get("disabled") }),
    invalid: () => MESSAGES.unknownAccount,
  },
  async ({ form, input, reviewer: admin }) => {
    const disabled = input.disabled === "true";
    if (disabled && input.id === admin.id) return { error: "You cannot disable your own account: ask another admin." };
    try {
      await (await reviewerStore()).setDisabled(input.id, disabled);
    } catch (error) {
      if (error instanceof NotFoundError) return { error: MESSAGES.unknownAccount };
      console.error("Changing a reviewer account failed:", error);
      return { error: MESSAGES.failed };
    }
    return reviewerDone(form, disabled ? "disabled" : "enabled");
  },
);
