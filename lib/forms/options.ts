import { msg } from "@/lib/i18n/msg";

/**
 * What the form components need besides validation: choices, their labels, and the shapes of
 * results. No zod here, so a form renders and hydrates without it; the schemas (./schemas.ts)
 * load when the visitor starts filling it in.
 */

export const COLLABORATION_KINDS = ["supplies", "volunteers", "listing", "media", "other"] as const;
export const COLLABORATION_KIND_LABELS = {
  supplies: msg(/*i18n*/ "Supplies or donations"),
  volunteers: msg(/*i18n*/ "Volunteers"),
  listing: msg(/*i18n*/ "Listing a service or place"),
  media: msg(/*i18n*/ "Media"),
  other: msg(/*i18n*/ "Something else"),
} as const;

export const REPORT_REASONS = ["closed", "moved", "full", "wrong_information"] as const;
export const REPORT_REASON_LABELS = {
  closed: msg(/*i18n*/ "It is closed"),
  moved: msg(/*i18n*/ "It has moved"),
  full: msg(/*i18n*/ "It is full"),
  wrong_information: msg(/*i18n*/ "Some information is wrong"),
} as const;

/** Field → first error message (an English key), for inline errors. */
export type FieldErrors = Partial<Record<string, string>>;

/** The part of a validation error the forms read (zod's ZodError has this shape). */
type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

export function fieldErrors(error: Issues): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= issue.message;
  }
  return out;
}

/** What every form action answers: never an exception, always something to show the visitor. */
export type FormResult =
  | { ok: true }
  | {
      ok: false;
      error: string;
      values?: Record<string, string | number>;
      fieldErrors?: FieldErrors;
      /** The idempotency key holds an earlier version of this form: the next send needs a new key. */
      conflict?: true;
    };
