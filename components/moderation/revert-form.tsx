"use client";

import { useActionState } from "react";
import { revertChange, type RevertActionState } from "@/lib/moderation/actions/revert-change";
import { FIELD_CLASS, SECONDARY_BUTTON_CLASS } from "./shared";

const INITIAL: RevertActionState = { error: null };

/** "Revert this change", with an optional reason, folded away so the history stays a list. */
export function RevertForm({ changeId, placeId, summary }: { changeId: string; placeId: string; summary: string }) {
  const [state, action, pending] = useActionState(revertChange, INITIAL);
  return (
    <details open={Boolean(state.error)} className="mt-2">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-dark">
        Revert this change<span className="sr-only"> ({summary})</span>
      </summary>
      <form action={action} className="mt-2 space-y-2">
        <input type="hidden" name="change" value={changeId} />
        <input type="hidden" name="place" value={placeId} />
        <label className="block font-semibold text-ink">
          Why (optional)
          <input name="note" maxLength={1000} defaultValue={state.note ?? ""} key={state.note ?? ""} className={FIELD_CLASS} />
        </label>
        <p role="alert" className="text-sm font-medium text-danger">
          {state.error ?? ""}
        </p>
        <button type="submit" disabled={pending} className={SECONDARY_BUTTON_CLASS}>
          {pending ? "Reverting…" : "Revert: put back the values before it"}
        </button>
      </form>
    </details>
  );
}
