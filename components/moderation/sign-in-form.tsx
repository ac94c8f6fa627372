"use client";

import { useActionState } from "react";
import type { ActionState } from "@/lib/moderation/actions/queue-item";
import { signIn } from "@/lib/moderation/actions/sign-in";
import { FIELD_CLASS, PRIMARY_BUTTON_CLASS } from "./shared";

const INITIAL: ActionState = { error: null };

/** The reviewer sign-in. A wrong email or password gets one short message and nothing else. */
export function SignInForm() {
  const [state, formAction, pending] = useActionState(signIn, INITIAL);
  return (
    <form action={formAction} aria-labelledby="sign-in-title" className="mt-6 max-w-md space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
      <h2 id="sign-in-title" className="text-xl font-semibold text-ink">
        Sign in
      </h2>
      <div>
        <label htmlFor="reviewer-email" className="block font-semibold text-ink">
          Email
        </label>
        <input
          id="reviewer-email"
          name="email"
          type="email"
          required
          autoComplete="username"
          defaultValue={state.email ?? ""}
          // A new key when the action answers: React then shows the address typed, not an empty field.
          key={state.email ?? ""}
          className={FIELD_CLASS}
        />
      </div>
      <div>
        <label htmlFor="reviewer-password" className="block font-semibold text-ink">
          Password
        </label>
        <input
          id="reviewer-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          aria-invalid={state.error ? true : undefined}
          aria-describedby="sign-in-error"
          className={FIELD_CLASS}
        />
        <p id="sign-in-error" role="alert" className="mt-1 text-sm font-medium text-danger">
          {state.error ?? ""}
        </p>
      </div>
      <button type="submit" disabled={pending} className={PRIMARY_BUTTON_CLASS}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
