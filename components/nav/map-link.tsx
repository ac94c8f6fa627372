"use client";

import { Link } from "@/components/i18n/link";
import { usePagePath } from "@/components/i18n/link";
import { NAV } from "@/lib/nav/settings";

type Props = { href: string; className?: string; onNavigate?: () => void; children: React.ReactNode };

/** On "/" scrolls smoothly to the map (instantly when the visitor prefers reduced motion); elsewhere navigates to "/#map". */
export function MapLink({ href, className, onNavigate, children }: Props) {
  const pathname = usePagePath();
  return (
    <Link
      href={href}
      className={className}
      onClick={(e) => {
        onNavigate?.();
        const target = pathname === "/" ? document.getElementById(NAV.mapId) : null;
        if (!target) return;
        e.preventDefault();
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
        window.history.replaceState(window.history.state, "", `#${NAV.mapId}`);
      }}
    >
      {children}
    </Link>
  );
}
