"use client";

import { useEffect, useState } from "react";
import { useI18n } from "@/components/i18n/language-context";
import { Link } from "@/components/i18n/link";
import { alertsApi } from "@/lib/alerts/browser";
import type { ManagedFollow } from "@/lib/alerts/schemas";
import { FollowCard } from "./follow-card";
import { useLinkToken } from "./use-token";

type State =
  | { status: "loading" | "gone" | "failed" }
  | { status: "ready"; follow: ManagedFollow }
  | { status: "stopped"; channel: ManagedFollow["channel"] };

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-2";

/** The page every alert e-mail links to: the follow, to change, renew or stop. */
export function ManageView() {
  const i18n = useI18n();
  const token = useLinkToken();
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void alertsApi.manage(token).then((result) => {
      if (!current) return;
      if (result.ok) setState({ status: "ready", follow: result.data });
      else setState({ status: result.status === 404 || result.status === 400 ? "gone" : "failed" });
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  if (token === undefined) return null;
  const again = (
    <Link href="/alerts" className={linkClass}>
      {i18n._("Get alerts for an area")}
    </Link>
  );
  if (token === null || state.status === "gone") {
    return (
      <div role="status" data-testid="manage-gone" className="space-y-3 rounded-xl border border-neutral-200 bg-white p-5">
        <p className="text-lg text-ink">
          {token === null
            ? i18n._("This link is incomplete. Open it again from the e-mail, or follow the area again.")
            : i18n._("These alerts no longer exist: they were stopped, or they ended. You can follow the area again.")}
        </p>
        {again}
      </div>
    );
  }
  if (state.status === "loading") {
    return (
      <p role="status" className="rounded-xl border border-neutral-200 bg-white p-5 text-neutral-700">
        {i18n._("Loading your alerts…")}
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <div role="alert" className="space-y-3 rounded-xl border-s-4 border-danger bg-danger-wash p-5 text-danger">
        <p className="font-medium">{i18n._("We could not load the alerts right now. Check your connection and try again.")}</p>
        <button type="button" onClick={() => (setState({ status: "loading" }), setAttempt((n) => n + 1))} className="inline-flex min-h-12 items-center rounded-lg border-2 border-danger px-4 font-semibold">
          {i18n._("Try again")}
        </button>
      </div>
    );
  }
  if (state.status === "stopped") {
    return (
      <div role="status" data-testid="manage-stopped" className="space-y-3 rounded-xl border-2 border-brand bg-brand-wash p-5">
        <p className="text-lg font-semibold text-ink">
          {state.channel === "email" ? i18n._("Your alerts are stopped, and we deleted your e-mail address.") : i18n._("Your alerts are stopped.")}
        </p>
        {again}
      </div>
    );
  }
  if (state.status !== "ready") return null;
  const { follow } = state;
  return (
    <FollowCard
      token={token}
      follow={follow}
      headingLevel="h2"
      stopLabel={i18n._("Stop these alerts")}
      onChange={(f) => setState({ status: "ready", follow: f })}
      onGone={(stopped) => setState(stopped ? { status: "stopped", channel: follow.channel } : { status: "gone" })}
    />
  );
}
