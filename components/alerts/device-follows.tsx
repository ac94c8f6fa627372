"use client";

import { useEffect, useRef, useState } from "react";
import { useI18n } from "@/components/i18n/language-context";
import { alertsApi } from "@/lib/alerts/browser";
import type { ManagedFollow } from "@/lib/alerts/schemas";
import { FollowCard } from "./follow-card";

type Loaded = ManagedFollow | "failed";

/**
 * "This phone follows …": the push follows made on this device, whose tokens it keeps
 * (lib/alerts/browser.ts). One that no longer exists (expired, or stopped elsewhere) or that the
 * visitor stops is handed to `onGone`, which forgets it (./follow-panel.tsx).
 */
export function DeviceFollows({ tokens, onGone }: { tokens: string[]; onGone: (token: string, stopped: boolean) => void | Promise<void> }) {
  const i18n = useI18n();
  const [follows, setFollows] = useState<Record<string, Loaded>>({});
  const [attempt, setAttempt] = useState(0);
  // Each token is asked about once (again after "Try again"), not each time the list changes.
  const requested = useRef(new Set<string>());

  useEffect(() => {
    for (const token of tokens) {
      if (requested.current.has(token)) continue;
      requested.current.add(token);
      void alertsApi.manage(token).then((result) => {
        if (result.ok) setFollows((f) => ({ ...f, [token]: result.data }));
        else if (result.status === 404) void onGone(token, false);
        else {
          requested.current.delete(token);
          setFollows((f) => ({ ...f, [token]: "failed" }));
        }
      });
    }
  }, [tokens, attempt, onGone]);

  if (tokens.length === 0) return null;
  const failed = tokens.some((t) => follows[t] === "failed");
  return (
    <section aria-labelledby="device-follows-title" className="space-y-3">
      <h2 id="device-follows-title" className="text-2xl font-bold text-ink">
        {i18n._("This phone follows")}
      </h2>
      {tokens.map((token) => {
        const follow = follows[token];
        if (follow === "failed") return null;
        if (!follow) {
          return (
            <p key={token} role="status" className="rounded-xl border border-neutral-200 bg-white p-4 text-neutral-700">
              {i18n._("Loading your alerts…")}
            </p>
          );
        }
        return (
          <FollowCard
            key={token}
            token={token}
            follow={follow}
            stopLabel={i18n._("Stop alerts on this phone")}
            onChange={(f) => setFollows((all) => ({ ...all, [token]: f }))}
            onGone={(stopped) => onGone(token, stopped)}
          />
        );
      })}
      {failed && (
        <div role="alert" className="space-y-2 rounded-lg border-s-4 border-danger bg-danger-wash p-3 text-danger">
          <p className="font-medium">{i18n._("We could not load the alerts this phone follows.")}</p>
          <button
            type="button"
            onClick={() => (setFollows((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== "failed"))), setAttempt((n) => n + 1))}
            className="inline-flex min-h-12 items-center rounded-lg border-2 border-danger px-4 font-semibold"
          >
            {i18n._("Try again")}
          </button>
        </div>
      )}
    </section>
  );
}
