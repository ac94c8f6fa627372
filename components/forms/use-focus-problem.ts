"use client";

import { useEffect, type RefObject } from "react";

/**
 * After each failed send (`failures` counts them), the visitor is taken to what to fix — the
 * first field in error, or the form's message — in the middle of the screen, clear of the fixed
 * bar. Left where it was, the message could sit above the screen and a failed send would look
 * like nothing happened. Shared by every form (./use-submission.ts, the alerts' follow panel).
 */
export function useFocusProblem(form: RefObject<HTMLFormElement | null>, failures: number) {
  useEffect(() => {
    if (!failures) return;
    const target = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "center" });
  }, [form, failures]);
}
