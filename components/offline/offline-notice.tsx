"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLanguageFacts, useI18n } from "@/components/i18n/language-context";
import { OFFLINE_NOTICE } from "@/lib/config";
import { formatDateTime } from "@/lib/places/clock";

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

/**
 * "Offline — showing information from <time>": shown while the browser is offline, or when the
 * page is older than it could be if it had just come from the server (the service worker served
 * the stored copy). The time is when the server rendered this copy, in Los Angeles time.
 * Server render and hydration assume online and fresh, so nothing flashes.
 */
export function OfflineNotice({ renderedAt }: { renderedAt: string }) {
  const i18n = useI18n();
  const facts = useLanguageFacts();
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  const [stale, setStale] = useState(false);

  useEffect(() => {
    const check = () => setStale(Date.now() - Date.parse(renderedAt) > OFFLINE_NOTICE.staleAfterMs);
    check();
    const timer = setInterval(check, OFFLINE_NOTICE.checkEveryMs);
    // A page restored from the back/forward cache keeps its old render time.
    window.addEventListener("pageshow", check);
    return () => {
      clearInterval(timer);
      window.removeEventListener("pageshow", check);
    };
  }, [renderedAt]);

  const box = useRef<HTMLDivElement>(null);
  const shown = !online || stale;

  // The notice sits under the fixed bar; the page moves down by its height (MainArea reads the
  // variable) so it never covers the top of the page, and moves back when it goes.
  useEffect(() => {
    const el = box.current;
    if (!shown || !el) return;
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
  }, [shown]);

  if (!shown) return null;
  const time = formatDateTime(renderedAt, facts);
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
