import { z } from "zod";
import { CHECK_METHODS } from "@/lib/data/stores";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { safeHttpUrl } from "@/lib/http/safe-url";
import { afterAction } from "./lists";

/**
 * What every change a reviewer makes to an entry carries (a check in the stale queue, an edit):
 * how it was checked — a phone call, a visit or an official source, which needs its link — and a
 * note. Shared so the history reads the same whichever screen the change came from.
 */

export const checkFields = {
  method: z.enum(CHECK_METHODS, { error: "Say how you checked: a phone call, a visit or an official source." }),
  source: z.string().trim().max(2000, "The link is too long."),
  note: z.string().trim().max(1000, "The note can have at most 1,000 characters."),
};

type CheckFields = { method: string; source: string };

/** The link must be http(s), and an official source needs one. */
export function refineCheck(form: CheckFields, ctx: z.RefinementCtx): void {
  if (form.source && !safeHttpUrl(form.source)) ctx.addIssue({ code: "custom", path: ["source"], message: "The link must start with https://." });
  if (form.method === "official" && !form.source) ctx.addIssue({ code: "custom", path: ["source"], message: "Add the link to the official source you checked." });
}

/** A form field as text ("" when absent or a file). */
export const text = (formData: FormData, name: string): string => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

/** What the check part of a refused form keeps, cut to its limits. */
export const checkValues = (formData: FormData) => ({
  method: text(formData, "method").slice(0, 20),
  source: text(formData, "source").slice(0, 2000),
  note: text(formData, "note").slice(0, 1000),
});

/**
 * Where a reviewer goes after a change: back to the stale queue they came from (on the pages they
 * were on), or to the entry's own page, where the change heads its history. Only these two: never
 * an address from the form.
 */
export function afterChange(formData: FormData, placeId: string, done: string): string {
  return text(formData, "back") === "place" ? `${MODERATOR_PATH}/places/${placeId}?done=${done}` : afterAction(formData, done, "stale");
}

/** The open problem reports the reviewer chose to close with this change (each a UUID; anything else is dropped). */
export function reportsToResolve(formData: FormData): string[] {
  return formData
    .getAll("resolve")
    .filter((v): v is string => typeof v === "string" && z.uuid().safeParse(v).success)
    .slice(0, 50);
}

/** Closes the chosen reports after the change they led to was saved; a failure only leaves them open. */
export async function resolveReports(ids: string[], resolve: (id: string) => Promise<void>): Promise<void> {
  for (const id of ids) {
    try {
      await resolve(id);
    } catch (error) {
      // Already resolved by someone else, or the database went away: the report stays in the list.
      console.error("Resolving a report after a change failed:", error);
    }
  }
}
