"use client";

import dynamic from "next/dynamic";
import { useCallback, useState, useSyncExternalStore } from "react";
import { noSubscribe } from "@/components/toasts/use-mounted";
import { NOTICE } from "@/lib/config";
import type { SafetyNoticeContent } from "@/lib/content/notice";

// Most page views are by visitors who already dismissed it: the dialog's code loads only to show it.
const SafetyDialog = dynamic(() => import("./safety-dialog"));

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(NOTICE.storageKey) === "1";
  } catch {
    return false;
  }
}

/**
 * The site-wide overlay: a safety notice shown once per browser session, as a modal dialog
 * (./safety-dialog.tsx). The layout passes the text already translated.
 */
export function SafetyNotice({ notice }: { notice: SafetyNoticeContent }) {
  // Server render and hydration assume "dismissed", so nothing flashes for returning visitors.
  const dismissedAtLoad = useSyncExternalStore(noSubscribe, readDismissed, () => true);
  const [dismissedNow, setDismissedNow] = useState(false);

  const dismiss = useCallback(() => {
    try {
      window.sessionStorage.setItem(NOTICE.storageKey, "1");
    } catch {
      // Storage blocked: the notice closes now and may show again on the next page.
    }
    setDismissedNow(true);
  }, []);

  if (dismissedAtLoad || dismissedNow) return null;
  return <SafetyDialog notice={notice} onDismiss={dismiss} />;
}
