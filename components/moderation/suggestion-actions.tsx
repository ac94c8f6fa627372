"use client";

import { useActionState } from "react";
import { approveSuggestion } from "@/lib/moderation/actions/approve-suggestion";
import type { ActionState } from "@/lib/moderation/actions/queue-item";
import { rejectSuggestion } from "@/lib/moderation/actions/reject-suggestion";
import { DANGER_BUTTON_CLASS, FIELD_CLASS, PRIMARY_BUTTON_CLASS } from "./shared";
import { PagesField } from "./pages-field";

const INITIAL: ActionState = { error: null };

type Props = { id: string; name: string; needsPoint: boolean };

type FieldProps = { id: string; name: "latitude" | "longitude"; label: string; hint: string; state: ActionState };

function CoordinateField({ id, name, label, hint, state }: FieldProps) {
  const error = state.fields?.[name];
  const inputId = `${name}-${id}`;
  return (
    <div>
      <label htmlFor={inputId} className="block font-semibold text-ink">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type="number"
        step="any"
        inputMode="decimal"
        required
        defaultValue={state.values?.[name] ?? ""}
        placeholder={hint}
        aria-invalid={error ? true : undefined}
        aria-describedby={`approve-error-${id}`}
        className={FIELD_CLASS}
      />
    </div>
  );
}

/** Approve (with a point, when the suggestion has none) or reject one suggestion. */
export function SuggestionActions({ id, name, needsPoint }: Props) {
  const [approveState, approve, approving] = useActionState(approveSuggestion, INITIAL);
  const [rejectState, reject, rejecting] = useActionState(rejectSuggestion, INITIAL);
  const busy = approving || rejecting;

  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <form action={approve} className={needsPoint ? "min-w-0 flex-1 basis-full space-y-2" : "space-y-2"}>
        <input type="hidden" name="id" value={id} />
        <PagesField />
        {needsPoint && (
          <fieldset className="space-y-2">
            <legend className="font-semibold text-ink">Point on the map (needed to approve)</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <CoordinateField id={id} name="latitude" label="Latitude" hint="34.16" state={approveState} />
              <CoordinateField id={id} name="longitude" label="Longitude" hint="-118.13" state={approveState} />
            </div>
          </fieldset>
        )}
        <p id={`approve-error-${id}`} role="alert" className="text-sm font-medium text-danger">
          {approveState.error ?? ""}
        </p>
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON_CLASS}>
          {approving ? "Approving…" : "Approve"}
          <span className="sr-only"> {name}</span>
        </button>
      </form>
      <form action={reject} className="space-y-2">
        <input type="hidden" name="id" value={id} />
        <PagesField />
        <p role="alert" className="text-sm font-medium text-danger">
          {rejectState.error ?? ""}
        </p>
        <button type="submit" disabled={busy} className={DANGER_BUTTON_CLASS}>
          {rejecting ? "Rejecting…" : "Reject"}
          <span className="sr-only"> {name}</span>
        </button>
      </form>
    </div>
  );
}
