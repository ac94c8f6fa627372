"use client";

import { useActionState } from "react";
import { reviewPlace, type ReviewActionState } from "@/lib/moderation/review-actions";
import { FIELD_CLASS, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, DANGER_BUTTON_CLASS } from "./shared";

const INITIAL: ReviewActionState = { error: null };

const METHODS = [
  ["phone", "Phone call"],
  ["visit", "Site visit"],
  ["official", "Official source"],
] as const;

/** What the reviewer found, in one tap: the entry as it is, or its new status. */
const OUTCOMES = [
  ["verify", "Still right", PRIMARY_BUTTON_CLASS],
  ["full", "Full", SECONDARY_BUTTON_CLASS],
  ["open", "Open", SECONDARY_BUTTON_CLASS],
  ["temporarily_closed", "Temporarily closed", SECONDARY_BUTTON_CLASS],
  ["closed", "Closed", DANGER_BUTTON_CLASS],
] as const;

/** How it was checked, a note, and the outcome in one tap. A refused answer keeps what was typed. */
export function StaleActions({ id, name, hasPhone }: { id: string; name: string; hasPhone: boolean }) {
  const [state, action, pending] = useActionState(reviewPlace, INITIAL);
  const v = state.values ?? {};
  return (
    <form action={action} key={JSON.stringify(v)} className="mt-3 space-y-3">
      <input type="hidden" name="id" value={id} />
      <fieldset>
        <legend className="font-semibold text-ink">How did you check?</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {METHODS.map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="method" value={value} defaultChecked={(v.method || (hasPhone ? "phone" : "visit")) === value} className="h-5 w-5" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <p role="alert" className="text-sm font-medium text-danger">
        {state.error ?? ""}
      </p>
      <div className="flex flex-wrap gap-2">
        {OUTCOMES.map(([value, label, style]) => (
          <button key={value} type="submit" name="outcome" value={value} disabled={pending} className={style}>
            {label}
            <span className="sr-only"> ({name})</span>
          </button>
        ))}
      </div>
      {/* Optional, so folded away: the buttons stay next to the call on a phone. */}
      <details open={Boolean(v.source || v.note || state.error)} className="rounded-lg border border-neutral-200 p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-dark">Add a note or a link</summary>
        <label className="mt-2 block font-semibold text-ink">
          Link to the official source (if that is how)
          <input name="source" type="url" inputMode="url" defaultValue={v.source ?? ""} className={FIELD_CLASS} />
        </label>
        <label className="mt-2 block font-semibold text-ink">
          Note (optional)
          <input name="note" maxLength={1000} defaultValue={v.note ?? ""} className={FIELD_CLASS} />
        </label>
      </details>
    </form>
  );
}
