"use client";

import { useActionState } from "react";
import type { ActionState } from "@/lib/moderation/actions/queue-item";
import { setCollaborationHandled } from "@/lib/moderation/actions/set-collaboration-handled";
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from "./shared";
import { PagesField } from "./pages-field";

const INITIAL: ActionState = { error: null };

/** "Mark handled" (by you, now) or, once handled, "Mark not handled" for one collaboration request. */
export function CollaborationActions({ id, name, handled }: { id: string; name: string; handled: boolean }) {
  const [state, action, pending] = useActionState(setCollaborationHandled, INITIAL);
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <PagesField />
      <input type="hidden" name="handled" value={handled ? "false" : "true"} />
      {/* A tap target of 44 px at least, on a phone. */}
      <button type="submit" disabled={pending} className={`${handled ? SECONDARY_BUTTON_CLASS : PRIMARY_BUTTON_CLASS} min-h-11`}>
        {pending ? "Saving…" : handled ? "Mark not handled" : "Mark handled"}
        <span className="sr-only"> (request from {name})</span>
      </button>
      <p role="alert" className="text-sm font-medium text-danger">
        {state.error ?? ""}
      </p>
    </form>
  );
}
