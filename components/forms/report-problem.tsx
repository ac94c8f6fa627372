"use client";

import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { useI18n } from "@/components/i18n/language-context";
import { CONFIRMATION_CLASS, showOnScreen } from "./show-on-screen";

const ReportProblemForm = dynamic(() => import("./report-problem-form"));

/** "Report a problem" on a map entry: closed, moved, full or wrong, with an optional note. */
export function ReportProblem({ placeId }: { placeId: string }) {
  const i18n = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent)
    return (
      <p ref={showOnScreen} tabIndex={-1} role="status" className={`text-sm font-medium text-brand-dark ${CONFIRMATION_CLASS}`}>
        {i18n._("Thank you. We will check this place.")}
      </p>
    );

  return (
    <div className="w-full">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="text-sm font-semibold text-neutral-700 underline underline-offset-2 hover:text-ink"
      >
        {i18n._("Report a problem")}
      </button>
      {open && <ReportProblemForm placeId={placeId} id={id} onSent={() => setSent(true)} />}
    </div>
  );
}
