"use client";

import { useActionState } from "react";
import { addReviewer } from "@/lib/moderation/actions/add-reviewer";
import type { ReviewerActionState } from "@/lib/moderation/actions/reviewer-account";
import { setReviewerDisabled } from "@/lib/moderation/actions/set-reviewer-disabled";
import { DANGER_BUTTON_CLASS, FIELD_CLASS, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from "./shared";
import { PagesField } from "./pages-field";

const INITIAL: ReviewerActionState = { error: null };

/** Disable (signed out everywhere at once) or enable one account. */
export function DisableReviewerButton({ id, name, disabled }: { id: string; name: string; disabled: boolean }) {
  const [state, action, pending] = useActionState(setReviewerDisabled, INITIAL);
  return (
    <form action={action} className="space-y-1 text-end">
      <input type="hidden" name="id" value={id} />
      <PagesField />
      <input type="hidden" name="disabled" value={disabled ? "false" : "true"} />
      <button type="submit" disabled={pending} className={disabled ? SECONDARY_BUTTON_CLASS : DANGER_BUTTON_CLASS}>
        {disabled ? "Enable" : "Disable"}
        <span className="sr-only"> {name}</span>
      </button>
      <p role="alert" className="text-sm font-medium text-danger">
        {state.error ?? ""}
      </p>
    </form>
  );
}

/** A new account with a first password, which its owner can change with the CLI (docs/reviewers.md). */
export function AddReviewerForm() {
  const [state, action, pending] = useActionState(addReviewer, INITIAL);
  const v = state.values ?? {};
  // A new key after each answer: React then shows what was typed, not the emptied form.
  const key = JSON.stringify(v);
  return (
    <form action={action} key={key} aria-labelledby="add-reviewer-title" className="space-y-3 rounded-xl border border-neutral-200 bg-white p-5">
      <PagesField />
      <h3 id="add-reviewer-title" className="text-xl font-semibold text-ink">
        Add a reviewer
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block font-semibold text-ink">
          Name
          <input name="name" required maxLength={100} defaultValue={v.name ?? ""} className={FIELD_CLASS} />
        </label>
        <label className="block font-semibold text-ink">
          Email
          <input name="email" type="email" required defaultValue={v.email ?? ""} autoComplete="off" className={FIELD_CLASS} />
        </label>
        <label className="block font-semibold text-ink">
          Role
          <select name="role" defaultValue={v.role ?? "reviewer"} className={FIELD_CLASS}>
            <option value="reviewer">Reviewer</option>
            <option value="admin">Admin</option>
          </select>
        </label>
        <label className="block font-semibold text-ink">
          First password (12+ characters)
          <input name="password" type="password" required minLength={12} autoComplete="new-password" className={FIELD_CLASS} />
        </label>
      </div>
      <p role="alert" className="text-sm font-medium text-danger">
        {state.error ?? ""}
      </p>
      <button type="submit" disabled={pending} className={PRIMARY_BUTTON_CLASS}>
        {pending ? "Adding…" : "Add reviewer"}
      </button>
    </form>
  );
}
