"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLanguageFacts, useI18n } from "@/components/i18n/language-context";
import { FALLBACK_PAGE_ATTRIBUTE, OFFLINE, STORED_COPY_ATTRIBUTE } from "@/lib/offline/settings";
import { LA_TIME_ZONE } from "@/lib/geo/time-zone";
import { loadClock } from "./load-clock";

/** The notice's height, for MainArea's top padding (a CSS variable on <html>). */
export const NOTICE_HEIGHT_VAR = "--offline-notice-height";
/** On <html> while the notice shows. */
const NOTICE_SHOWN_ATTRIBUTE = "data-offline-notice";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const unchanging = () => () => undefined;

/**
 * "Offline — showing information from <time>": shown while the browser is offline, or when the
 * page came from this device's storage rather than the server — the service worker marks such a
 * copy (lib/offline/policy.ts `markStoredCopy`), or the browser restored an old one from its
 * back/forward cache. Never for a page from the server, however long ago the server rendered it:
 * a change to its data re-renders it at once (docs/caching.md). The time is when the server
 * rendered this copy, in Los Angeles time. Not on the "not stored" page, which says so itself.
 * Server render and hydration assume online and fresh, so nothing flashes.
 */
export function OfflineNotice({ renderedAt }: { renderedAt: string }) {
  const i18n = useI18n();
  const facts = useLanguageFacts();
  // Served at the address asked for, the "not stored" page is known by its mark, not its path.
  const fallbackPage = useSyncExternalStore(unchanging, () => document.querySelector(`[${FALLBACK_PAGE_ATTRIBUTE}]`) !== null, () => false);
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  // Set by the worker before the page loads, never changed after: nothing to subscribe to.
  const stored = useSyncExternalStore(unchanging, () => document.documentElement.hasAttribute(STORED_COPY_ATTRIBUTE), () => false);
  const [restoredOld, setRestoredOld] = useState(false);
  const stale = stored || restoredOld;

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted && Date.now() - Date.parse(renderedAt) > OFFLINE.restoredStaleAfterMs) setRestoredOld(true);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, [renderedAt]);

  const box = useRef<HTMLDivElement>(null);
  const shown = !fallbackPage && (!online || stale);

  // The clock's code (the language's time patterns) loads only when the notice shows: most visits
  // never need it, and the page's first download stays within its budget. It is fetched once the
  // page is idle, so the service worker has it for the visit that is offline; without it, the
  // browser's own format.
  const [time, setTime] = useState<string | null>(null);
  useEffect(() => {
    if (!shown) return;
    let live = true;
    // Stored for offline use by the service worker's registration (./register-worker.ts).
    loadClock()
      .then(
        ({ formatDateTime }) => formatDateTime(renderedAt, facts),
        () => new Date(renderedAt).toLocaleString(facts.locale, { timeZone: LA_TIME_ZONE }),
      )
      .then((formatted) => live && setTime(formatted));
    return () => {
      live = false;
    };
  }, [shown, renderedAt, facts]);

  // The notice sits under the fixed bar; the page moves down by its height (MainArea reads the
  // variable) so it never covers the top of the page, and moves back when it goes.
  useEffect(() => {
    const el = box.current;
    if (!shown || !time || !el) return;
    const root = document.documentElement.style;
    // The top bar turns solid while the notice shows (globals.css): a transparent bar's white text
    // over the notice's pale background cannot be read.
    document.documentElement.setAttribute(NOTICE_SHOWN_ATTRIBUTE, "");
    const measure = () => root.setProperty(NOTICE_HEIGHT_VAR, `${el.offsetHeight}px`);
    measure();
    // It wraps to more lines on a narrow screen or after translation: follow its height.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty(NOTICE_HEIGHT_VAR);
      document.documentElement.removeAttribute(NOTICE_SHOWN_ATTRIBUTE);
    };
  }, [shown, time]);

  if (!shown || !time) return null;
  return (
    <div ref={box} role="status" data-testid="offline-notice" className="fixed inset-x-0 top-[60px] z-40 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold">{online ? i18n._("Showing saved information from {time}.", { time }) : i18n._("Offline — showing information from {time}.", { time })}</span>
        {online ? (
          <button type="button" onClick={() => window.location.reload()} className="font-semibold underline underline-offset-2">
            {i18n._("Reload for the latest")}
          </button>
        ) : (
          <span>{i18n._("It may have changed since. Call before you go.")}</span>
        )}
      </p>
    </div>
  );
}
