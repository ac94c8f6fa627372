import type { z } from "zod";
import type { Reviewer } from "@/lib/data/stores";
import { signedInReviewer } from "@/lib/reviewers/current";
import { MESSAGES } from "./messages";

/**
 * The one wrapper every reviewer action is written on (dub's safe-action shape, by hand): an action
 * is a public endpoint — the page having shown a button proves nothing — so before the action's own
 * work it checks, in this order, that it was sent a form, who is signed in (looked up now, so an
 * ended session or a disabled account can do nothing), and the form against the action's schema.
 * Each refusal is a message to show, never an exception; success redirects back to the page.
 */

type State = { error: string | null };

/** What the action's work receives: the form, its checked input, the reviewer, what it keeps. */
export type ActionContext<Input, Kept> = { form: FormData; input: Input; reviewer: Reviewer; kept: Kept };

type Spec<S extends State, Input, Kept extends Partial<S>> = {
  /** Names the action in the log when the session could not be checked ("Editing a place"). */
  doing: string;
  /** Who may: any signed-in reviewer (the default) or only an admin. */
  who?: "reviewer" | "admin";
  /**
   * The queues' actions ask for the session before looking at the form (the others look at the
   * form first), so a signed-out caller of those hears "session has ended" whatever it sent.
   */
  sessionFirst?: boolean;
  /** Sent back with every refusal after the form was read, so the form keeps what was typed (React resets a form after its action). */
  keep?: (form: FormData) => Kept;
  /** The answer when nobody (or no admin) is signed in. */
  signedOut?: string;
  /** The schema and the form fields it checks; without it the input is the form itself. */
  schema?: z.ZodType<Input>;
  read?: (form: FormData) => unknown;
  /** The answer to input the schema refused. */
  invalid?: (error: z.ZodError<Input>) => string;
};

/**
 * An action's arguments are whatever the caller serialized, not necessarily the FormData the
 * page's forms send. Anything else would throw on .get().
 */
export const isForm = (value: unknown): value is FormData => value instanceof FormData;

export function reviewerAction<S extends State, Input = FormData, Kept extends Partial<S> = Partial<S>>(
  spec: Spec<S, Input, Kept>,
  work: (context: ActionContext<Input, Kept>) => Promise<S>,
): (previous: S, form: FormData) => Promise<S> {
  const who = spec.who ?? "reviewer";
  const refuse = (error: string, kept?: Kept) => ({ error, ...kept }) as S;
  const session = async (): Promise<Reviewer | null> => {
    const reviewer = await signedInReviewer(spec.doing);
    return who === "admin" && reviewer?.role !== "admin" ? null : reviewer;
  };
  return async (_previous, form) => {
    const signedOut = spec.signedOut ?? MESSAGES.signedOut;
    let reviewer = spec.sessionFirst ? await session() : null;
    if (spec.sessionFirst && !reviewer) return refuse(signedOut);
    if (!isForm(form)) return refuse(MESSAGES.malformed);
    const kept = (spec.keep?.(form) ?? {}) as Kept;
    reviewer ??= await session();
    if (!reviewer) return refuse(signedOut, kept);
    let input = form as unknown as Input;
    if (spec.schema) {
      const parsed = spec.schema.safeParse(spec.read ? spec.read(form) : form);
      if (!parsed.success) return refuse(spec.invalid ? spec.invalid(parsed.error) : parsed.error.issues.map((i) => i.message).join(" "), kept);
      input = parsed.data;
    }
    return work({ form, input, reviewer, kept });
  };
}
