"use client";

import { useActionState } from "react";
import { signIn, type ActionState } from "@/lib/moderation/actions";
import { FIELD_CLASS, PRIMARY_BUTTON_CLASS } from "./shared";

const INITIAL: ActionState = { error: null };

/** The moderator token form. A wrong token gets one short message and nothing else. */
export function SignInForm() {
  const [state, formAction, pending] = useActionState(signIn, INITIAL);
  return (
    <form action={formAction} aria-labelledby="sign-in-title" className="mt-6 max-w-md space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
      <h2 id="sign-in-title" className="text-xl font-semibold text-ink">
        Sign in
      </h2>
      <div>
        <label htmlFor="moderator-token" className="block font-semibold text-ink">
          Moderator token
        </label>
        <input
          id="moderator-token"
          name="token"
          type="password"
          required
          autoComplete="current-password"
          aria-invalid={state.error ? true : undefined}
          aria-describedby="moderator-token-error"
          className={FIELD_CLASS}
        />
        <p id="moderator-token-error" role="alert" className="mt-1 text-sm font-medium text-danger">
          {state.error ?? ""}
        </p>
      </div>
      <button type="submit" disabled={pending} className={PRIMARY_BUTTON_CLASS}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
