"use client";

import { useI18n } from "@/components/i18n/language-context";
import { Link } from "@/components/i18n/link";
import type { ExplorerView as View } from "@/lib/places/explorer-state";
import type { GeoState } from "./use-geolocation";

type Props = {
  geo: GeoState;
  nearest: boolean;
  onNearMe: () => void;
  /** The results are waiting for the map's data (filters or distances asked for before it came). */
  pending: boolean;
  count: number;
  /** The map's data failed: how many places the page could show, with "Try again". */
  failedWith: number | null;
  onRetry: () => void;
  view: View;
  onView: (view: View) => void;
  /** The printable list of these results (lib/print/link.ts): a plain link, it loads nothing here. */
  printHref?: string;
};

const ALERT = "rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950";

/** Above the results: "Near me", how many places, what could not load, and on a phone the map/list tabs. */
export function ExplorerStatus({ geo, nearest, onNearMe, pending, count, failedWith, onRetry, view, onView, printHref }: Props) {
  const i18n = useI18n();
  const tab = (v: View) => `flex-1 rounded-md py-2 text-sm font-semibold ${view === v ? "bg-ink text-white" : "text-ink hover:bg-neutral-200"}`;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={onNearMe}
          disabled={geo.status === "locating"}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-ink px-4 font-semibold text-white hover:bg-neutral-800 disabled:opacity-70"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path fill="currentColor" d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8m9 3h-2.1A7 7 0 0 0 13 5.1V3h-2v2.1A7 7 0 0 0 5.1 11H3v2h2.1a7 7 0 0 0 5.9 5.9V21h2v-2.1a7 7 0 0 0 5.9-5.9H21zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10" />
          </svg>
          {geo.status === "locating" ? i18n._("Finding you…") : nearest ? i18n._("Nearest first ✓") : i18n._("Near me")}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium text-neutral-800" data-testid="result-count">
          {pending ? i18n._("Loading places…") : nearest ? i18n._("{count} places, nearest first", { count }) : i18n._("{count} places", { count })}
        </p>
        {/* On the results line, where people look for what to do with the results — not after the
            last card, a dozen cards below the screen. */}
        {printHref && !pending && count > 0 && (
          <Link href={printHref} prefetch={false} data-testid="print-link" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline underline-offset-2">
            {i18n._("Print or share this list")}
          </Link>
        )}
      </div>
      {failedWith !== null && (
        <p role="alert" className={ALERT}>
          {i18n._("Only the first {count} places could be loaded. Check your connection and try again.", { count: failedWith })}{" "}
          <button type="button" onClick={onRetry} className="font-semibold text-brand-dark underline underline-offset-2">
            {i18n._("Try again")}
          </button>
        </p>
      )}
      {(geo.status === "denied" || geo.status === "unavailable") && (
        <p role="alert" className={ALERT}>
          {i18n._(geo.message)}
        </p>
      )}

      <div className="flex gap-1 rounded-lg bg-neutral-100 p-1 md:hidden" role="group" aria-label={i18n._("View")}>
        <button type="button" className={tab("map")} aria-pressed={view === "map"} onClick={() => onView("map")}>
          {i18n._("Map")}
        </button>
        <button type="button" className={tab("list")} aria-pressed={view === "list"} onClick={() => onView("list")}>
          {pending ? i18n._("List (view)") : i18n._("List ({count})", { count })}
        </button>
      </div>
    </>
  );
}
