"use client";

import { useActionState } from "react";
import type { ActionState } from "@/lib/moderation/actions/queue-item";
import { resolveReport } from "@/lib/moderation/actions/resolve-report";
import { SECONDARY_BUTTON_CLASS } from "./shared";
import { PagesField } from "./pages-field";

const INITIAL: ActionState = { error: null };

/** "Mark resolved" for one problem report. */
export function ReportActions({ id, placeName }: { id: string; placeName: string }) {
  const [state, resolve, pending] = useActionState(resolveReport, INITIAL);
  return (
    <form action={resolve} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <PagesField />
      <button type="submit" disabled={pending} className={SECONDARY_BUTTON_CLASS}>
        {pending ? "Saving…" : "Mark resolved"}
        <span className="sr-only"> (report on {placeName})</span>
      </button>
      <p role="alert" className="text-sm font-medium text-danger">
        {state.error ?? ""}
      </p>
    </form>
  );
}
