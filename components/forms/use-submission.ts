"use client";

import { useRef, useState } from "react";
import toast from "react-hot-toast";
import type { z } from "zod";
import { useI18n } from "@/components/i18n/language-context";
import { fieldErrors, type FieldErrors, type FormResult } from "@/lib/forms/options";
import { FORM_MESSAGES } from "@/lib/forms/messages";
import { useFocusProblem } from "./use-focus-problem";


function newKey(): string {
  // randomUUID exists only in secure contexts (https, localhost).
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Older browsers on plain http: a v4-shaped key from getRandomValues.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Submitting a form: validates in the browser with the same schema as the server, sends one
 * request at a time with an idempotency key that stays the same until it succeeds (so a double
 * click or a retry is stored once) or the server says it holds another version, and never clears
 * what the visitor typed unless it worked.
 *
 * The schema (and zod, ~33 KB gzip) loads when the visitor first focuses the form (`prepare`),
 * not with the page. If it cannot load (the connection dropped), the server's check still applies.
 */
export function useSubmission<T>(loadSchema: () => Promise<z.ZodType<T>>, action: (input: unknown) => Promise<FormResult>, successMessage: string) {
  const i18n = useI18n();
  const schema = useRef<Promise<z.ZodType<T> | null>>(null);
  const busy = useRef(false);
  const prepare = () => (schema.current ??= loadSchema().catch(() => null));
  const [key, setKey] = useState(newKey);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The form (given to <form ref>) and how many sends failed: after each, the visitor is taken to what to fix.
  const form = useRef<HTMLFormElement>(null);
  const [failures, setFailures] = useState(0);
  useFocusProblem(form, failures);

  async function submit(data: unknown, honeypot: string): Promise<boolean> {
    // A ref, not `pending`: a double click arrives before the state update is rendered.
    if (busy.current) return false;
    busy.current = true;
    const checked = (await prepare())?.safeParse(data);
    if (checked && !checked.success) {
      busy.current = false;
      setErrors(fieldErrors(checked.error));
      setFormError(i18n._(FORM_MESSAGES.invalid));
      setFailures((n) => n + 1);
      return false;
    }
    setPending(true);
    setErrors({});
    setFormError(null);
    const toastId = toast.loading(i18n._(FORM_MESSAGES.sending));
    try {
      const result = await action({ idempotencyKey: key, honeypot, data });
      if (result.ok) {
        toast.success(i18n._(successMessage), { id: toastId });
        setKey(newKey());
        return true;
      }
      // The server holds an earlier version under this key: the visitor edited the form after an
      // answer was lost. Resending the edit by ourselves would give the team a second message the
      // visitor never chose to send; keeping the key would refuse the edit for ever. So the form
      // keeps every field, says what happened, and takes a new key: pressing Send again (what a
      // person does with a form that still shows their text) sends this version as a new one.
      if (result.conflict) setKey(newKey());
      setErrors(result.fieldErrors ?? {});
      setFormError(i18n._(result.error, result.values));
      toast.error(i18n._(result.error, result.values), { id: toastId });
      setFailures((n) => n + 1);
      return false;
    } catch {
      // Network error, timeout or server failure: the key is kept, so retrying cannot duplicate.
      setFormError(i18n._(FORM_MESSAGES.unavailable));
      toast.error(i18n._(FORM_MESSAGES.unavailable), { id: toastId });
      setFailures((n) => n + 1);
      return false;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return { submit, prepare, pending, errors, formError, form };
}
