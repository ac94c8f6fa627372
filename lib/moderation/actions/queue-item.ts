import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { afterAction } from "../lists";
import { MESSAGES } from "../messages";

/** What the queues' actions (a suggestion, a report, a collaboration request) share. */

export type Point = { latitude?: string; longitude?: string };
/** What an action answers the form: an error to show and, for the point, which field and what was typed. */
export type ActionState = { error: string | null; fields?: Point; values?: Point; email?: string };

/** The wrapper's checks for an action on one item of a queue: the reviewer, then the form, then the item's id. */
export const ITEM = {
  doing: "Moderation",
  sessionFirst: true,
  schema: z.object({ id: z.uuid() }),
  read: (form: FormData) => ({ id: form.get("id") }),
  invalid: () => MESSAGES.unknownItem,
} as const;

// A published place or a resolved report changes what visitors see too: placesChanged() in the actions.
// Each outcome comes back to the list it was taken in.
const LIST_OF = { approved: "suggestions", rejected: "suggestions", resolved: "reports", handled: "collaborations", unhandled: "collaborations" } as const;
export const done = (formData: FormData, what: keyof typeof LIST_OF): never => {
  revalidatePath(MODERATOR_PATH);
  redirect(afterAction(formData, what, LIST_OF[what]), RedirectType.replace);
};
