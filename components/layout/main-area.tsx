"use client";

import { usePagePath } from "@/components/i18n/link";
import { LAYOUT } from "@/lib/config";
import { NOTICE_HEIGHT_VAR } from "@/components/offline/offline-notice";

/**
 * The hero on "/" runs under the transparent bar; every other page starts below the bar. At least
 * a screen tall, so the footer never sits in the first view and jumps when streamed content lands.
 * The offline notice, when shown, adds its height. The safety notice comes first, in the flow.
 */
export function MainArea({ notice, children }: { notice: React.ReactNode; children: React.ReactNode }) {
  const home = usePagePath() === "/";
  return (
    <main id="main" tabIndex={-1} style={{ paddingTop: `calc(${home ? 0 : LAYOUT.mainTopPaddingPx}px + var(${NOTICE_HEIGHT_VAR}, 0px))` }} className="min-h-dvh flex-1 outline-none">
      {/* On "/" the notice opens the dark hero, under the transparent bar: it starts below the bar. */}
      {home ? <div className="bg-ink" style={{ paddingTop: LAYOUT.mainTopPaddingPx }}>{notice}</div> : notice}
      {children}
    </main>
  );
}
