"use client";

import { usePathname } from "next/navigation";
import { LAYOUT } from "@/lib/config";
import { NOTICE_HEIGHT_VAR } from "@/components/offline/offline-notice";

/**
 * The hero on "/" runs under the transparent bar; every other page starts below the bar. At least
 * a screen tall, so the footer never sits in the first view and jumps when streamed content lands.
 * The offline notice, when shown, adds its height.
 */
export function MainArea({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  return (
    <main id="main" tabIndex={-1} style={{ paddingTop: `calc(${pathname === "/" ? 0 : LAYOUT.mainTopPaddingPx}px + var(${NOTICE_HEIGHT_VAR}, 0px))` }} className="min-h-dvh flex-1 outline-none">
      {children}
    </main>
  );
}
