"use client";

import { useActionState } from "react";
import { reviewPlace, type ReviewActionState } from "@/lib/moderation/actions/review-place";
import { CheckMethod, NoteAndLink, ResolveReports } from "./check-fields";
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, DANGER_BUTTON_CLASS } from "./shared";
import { PagesField } from "./pages-field";

const INITIAL: ReviewActionState = { error: null };

/** What the reviewer found, in one tap: the entry as it is, or its new status. */
const OUTCOMES = [
  ["verify", "Still right", PRIMARY_BUTTON_CLASS],
  ["full", "Full", SECONDARY_BUTTON_CLASS],
  ["open", "Open", SECONDARY_BUTTON_CLASS],
  ["temporarily_closed", "Temporarily closed", SECONDARY_BUTTON_CLASS],
  ["closed", "Closed", DANGER_BUTTON_CLASS],
] as const;

type Props = {
  id: string;
  name: string;
  hasPhone: boolean;
  /** "place" on the entry's own page: the answer comes back there instead of the queue. */
  back?: "queue" | "place";
  reports?: readonly { id: string; label: string }[];
};

/** How it was checked, a note, and the outcome in one tap. A refused answer keeps what was typed. */
export function StaleActions({ id, name, hasPhone, back = "queue", reports = [] }: Props) {
  const [state, action, pending] = useActionState(reviewPlace, INITIAL);
  const v = state.values ?? {};
  return (
    <form action={action} key={JSON.stringify(v)} className="mt-3 space-y-3">
      <input type="hidden" name="id" value={id} />
      <PagesField />
      <input type="hidden" name="back" value={back} />
      <CheckMethod values={v} hasPhone={hasPhone} />
      <ResolveReports reports={reports} ticked={state.resolve} />
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
        <NoteAndLink values={v} />
      </details>
    </form>
  );
}
