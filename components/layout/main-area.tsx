"use client";

import { usePathname } from "next/navigation";
import { LAYOUT } from "@/lib/config";

/**
 * The hero on "/" runs under the transparent bar; every other page starts below the bar. At least
 * a screen tall, so the footer never sits in the first view and jumps when streamed content lands.
 */
export function MainArea({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  return (
    <main id="main" tabIndex={-1} style={{ paddingTop: pathname === "/" ? 0 : LAYOUT.mainTopPaddingPx }} className="min-h-dvh flex-1 outline-none">
      {children}
    </main>
  );
}
