"use client";

import { useState } from "react";
import { LIMITS } from "@/lib/forms/limits";
import { useI18n } from "@/components/i18n/language-context";
import { submitReport } from "@/lib/services/forms/actions";
import { REPORT_REASON_LABELS, REPORT_REASONS } from "@/lib/forms/options";
import { msg } from "@/lib/i18n/msg";
import { FormError, Honeypot, SubmitButton, TextField } from "./fields";
import { useSubmission } from "./use-submission";

/**
 * The report form itself: loaded only when a visitor opens "Report a problem", so the map page's
 * first download carries neither the form nor its validation library.
 */
export default function ReportProblemForm({ placeId, id, onSent }: { placeId: string; id: string; onSent: () => void }) {
  const i18n = useI18n();
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const { submit, prepare, pending, errors, formError, form } = useSubmission(
    () => import("@/lib/forms/schemas").then((m) => m.reportSchema),
    submitReport,
    msg(/*i18n*/ "Thank you. We will check this place."),
  );

  return (
    <form
      ref={form}
      onFocus={prepare}
      id={id}
      noValidate
      aria-label={i18n._("Report a problem")}
      className="relative mt-2 space-y-3 rounded-lg border border-neutral-300 bg-neutral-50 p-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await submit({ placeId, reason, note }, honeypot)) onSent();
      }}
    >
      <FormError message={formError} />
      <fieldset aria-describedby={`field-reason-${id}-error`}>
        <legend className="font-semibold text-ink">{i18n._("What is wrong?")}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="mt-1 flex items-center gap-2">
            <input type="radio" name={`reason-${id}`} value={r} checked={reason === r} onChange={() => setReason(r)} className="h-4 w-4 accent-[#15803d]" />
            {i18n._(REPORT_REASON_LABELS[r])}
          </label>
        ))}
        <p id={`field-reason-${id}-error`} aria-live="polite" className="text-sm font-medium text-danger">
          {errors.reason ? i18n._(errors.reason) : ""}
        </p>
      </fieldset>
      <TextField name={`note-${id}`} maxLength={LIMITS.report.note} label={i18n._("Note")} multiline value={note} onChange={setNote} error={errors.note} />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <SubmitButton pending={pending} label={i18n._("Send report")} pendingLabel={i18n._("Sending…")} />
    </form>
  );
}
