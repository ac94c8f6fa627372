"use client";

import { useState } from "react";
import { useI18n } from "@/components/i18n/language-context";
import { Link } from "@/components/i18n/link";
import { alertsApi } from "@/lib/alerts/browser";
import { CONFIRMATION_CLASS, showOnScreen } from "@/components/forms/show-on-screen";
import { failureMessage } from "./follow-card";
import { useLinkToken } from "./use-token";

type State = { status: "idle" | "sending" | "gone" } | { status: "confirmed"; manageUrl: string | null } | { status: "failed"; message: string };

/** The manage address the server gave, if it is on this site (it is shown as a link). */
function sameSiteUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

const primaryButton = "inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand px-5 py-3 text-lg font-semibold text-white hover:bg-brand-dark disabled:opacity-70 sm:w-auto";
const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-2";

/**
 * The confirmation mail's link opens this page; only the button confirms (POST), so a mail
 * scanner that opens every link confirms nothing.
 */
export function ConfirmView() {
  const i18n = useI18n();
  const token = useLinkToken();
  const [state, setState] = useState<State>({ status: "idle" });

  if (token === undefined) return null;
  if (token === null || state.status === "gone") {
    return (
      <div role="status" data-testid="confirm-gone" className="space-y-3 rounded-xl border border-neutral-200 bg-white p-5">
        <p className="text-lg text-ink">
          {token === null
            ? i18n._("This link is incomplete. Open it again from the e-mail, or follow the area again.")
            : i18n._("This link is old or was already used. Follow the area again to get a new one.")}
        </p>
        <Link href="/alerts" className={linkClass}>
          {i18n._("Get alerts for an area")}
        </Link>
      </div>
    );
  }
  if (state.status === "confirmed") {
    return (
      <div ref={showOnScreen} tabIndex={-1} role="status" data-testid="confirm-done" className={`space-y-3 rounded-xl border-2 border-brand bg-brand-wash p-5 ${CONFIRMATION_CLASS}`}>
        <p className="text-xl font-bold text-brand-dark">{i18n._("Your alerts are on.")}</p>
        <p className="text-ink">{i18n._("Every alert e-mail has a link to change or stop them.")}</p>
        {state.manageUrl && (
          // A plain link: the address holds the follow's token, and only this site is ever sent it.
          <a href={state.manageUrl} className={linkClass}>
            {i18n._("Change or stop these alerts")}
          </a>
        )}
      </div>
    );
  }

  const confirm = async () => {
    setState({ status: "sending" });
    const result = await alertsApi.confirm(token);
    if (result.ok) setState({ status: "confirmed", manageUrl: sameSiteUrl(result.data.manageUrl) });
    else if (result.status === 404 || result.status === 400) setState({ status: "gone" });
    else setState({ status: "failed", message: failureMessage(i18n, result) });
  };

  return (
    <div className="space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
      <p className="text-lg text-ink">{i18n._("Press the button to turn on the alerts you asked for.")}</p>
      <button type="button" onClick={() => void confirm()} disabled={state.status === "sending"} className={primaryButton}>
        {state.status === "sending" ? i18n._("Confirming…") : i18n._("Confirm my alerts")}
      </button>
      <p role="alert" className={state.status === "failed" ? "rounded-lg border-s-4 border-danger bg-danger-wash p-3 font-medium text-danger" : "sr-only"}>
        {state.status === "failed" ? state.message : ""}
      </p>
    </div>
  );
}
