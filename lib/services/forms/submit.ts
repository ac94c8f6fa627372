import "server-only";
import { after } from "next/server";
import { z } from "zod";
import { limitStore, submissionStore } from "@/lib/data";
import { KeyReusedError, UnknownPlaceError, type LimitStore, type SubmissionInput, type SubmissionKind, type SubmissionStore } from "@/lib/data/stores";
import { FORMS } from "@/lib/forms/settings";
import { msg } from "@/lib/i18n/msg";
import { clientKey } from "@/lib/forms/client-key";
import { FORM_MESSAGES } from "@/lib/forms/messages";
import { fieldErrors, type FormResult } from "@/lib/forms/schemas";
import { placeReported } from "@/lib/places/revalidate";

/**
 * Every submission arrives as { idempotencyKey, honeypot, data }, data being the form's fields. Data
 * that is not an object at all is a broken or forged request (malformed), not a field to highlight.
 */
const envelope = z.object({
  idempotencyKey: z.uuid(),
  honeypot: z.string().max(500).optional(),
  data: z.custom<Record<string, unknown>>((v) => typeof v === "object" && v !== null && !Array.isArray(v)),
});

export const MESSAGES = FORM_MESSAGES;

/**
 * The key already holds another version of this form: the visitor edited it after an answer was
 * lost. Not a success (the edit would be silently dropped) and not saved over the first version
 * (the team may have read it): the form says so, keeps every field, and its next send goes with a
 * new key (components/forms/use-submission.ts).
 */
const CONFLICT: FormResult = { ok: false, error: MESSAGES.conflict, conflict: true };

type Options<T extends SubmissionInput> = {
  form: SubmissionKind;
  schema: z.ZodType<T>;
  save: (store: SubmissionStore, data: T, idempotencyKey: string) => Promise<unknown>;
  /** For tests: the stores to use instead of the configured backend. */
  store?: () => Promise<SubmissionStore>;
  limits?: () => Promise<LimitStore>;
};

/**
 * The shared path of every form: validate the envelope and the data (the same zod schema the
 * browser used), quietly drop bot submissions (honeypot), apply the per-client rate limit kept in
 * the database, and save once per idempotency key and content. Always answers with a FormResult,
 * never throws.
 */
export async function handleSubmission<T extends SubmissionInput>(input: unknown, { form, schema, save, store = submissionStore, limits = limitStore }: Options<T>): Promise<FormResult> {
  const parsed = envelope.safeParse(input);
  if (!parsed.success) return { ok: false, error: MESSAGES.malformed };
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (parsed.data.honeypot) return { ok: true };
  const data = schema.safeParse(parsed.data.data);
  if (!data.success) return { ok: false, error: MESSAGES.invalid, fieldErrors: fieldErrors(data.error) };

  try {
    const submissions = await store();
    // A retry of something already saved (double click, lost answer) succeeds without counting; the
    // same key with other content is an edit, answered before it counts against the limit.
    const state = await submissions.keyState(form, parsed.data.idempotencyKey, data.data);
    if (state === "same") return { ok: true };
    if (state === "different") return CONFLICT;
    const limit = await (await limits()).hit(await clientKey(form), FORMS.rateLimitMax, FORMS.rateLimitWindowSeconds);
    if (!limit.allowed) {
      return { ok: false, error: MESSAGES.rateLimited, values: { minutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)) } };
    }
    await save(submissions, data.data, parsed.data.idempotencyKey);
    // An open report shows a notice on the place's entry (pages expire at most once a minute: a
    // visitor's reports cannot keep the cache cold). Once the answer is sent: an expiry inside the
    // action would make the router load the page again and scroll to its #map anchor, taking the
    // visitor away from the thank-you they are reading.
    if (form === "report") after(() => placeReported());
    return { ok: true };
  } catch (error) {
    // Another version with this key was saved between the check above and this save (two tabs).
    if (error instanceof KeyReusedError) return CONFLICT;
    if (error instanceof UnknownPlaceError) {
      return { ok: false, error: MESSAGES.invalid, fieldErrors: { placeId: msg(/*i18n*/ "This place could not be found.") } };
    }
    console.error(`Saving a ${form} submission failed:`, error);
    return { ok: false, error: MESSAGES.unavailable };
  }
}
