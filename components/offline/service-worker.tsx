"use client";

import { useEffect } from "react";
import { useLanguage } from "@/components/i18n/language-context";
import { OFFLINE } from "@/lib/offline/settings";
import { loadExplorerCode } from "@/components/map/load-explorer-code";
import { loadMapCode } from "@/components/map/preload-map-code";
import { loadClock } from "./load-clock";

/**
 * The code no page's HTML names, for the worker to store: the explorer's and the map's (they load
 * when the map section comes near the screen) and the offline notice's clock (when it shows).
 * Their loaders are imported here, in every page's first download, and nowhere lazily: each import
 * then has one set of files wherever it runs, so the files stored are the ones asked for offline.
 */
const LAZY_CODE = [loadExplorerCode, loadMapCode, loadClock];

/**
 * Registers the service worker (public/sw.js, built from lib/offline/sw.ts) a few seconds after
 * the page has loaded, then asks it to store this page and the build files it already downloaded,
 * so the very first page a visitor opens is there offline too. Not sooner: installing stores three
 * more pages and their files, which on a weak connection and a slow phone would compete with the
 * page the visitor is waiting for. Production builds only: in `next dev` a worker would serve
 * stale code.
 */
export function ServiceWorker() {
  // The worker stores the shell pages in this language; another language registers it anew.
  const language = useLanguage();
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    // The registration's code is loaded only then: the first download does not carry it (if it
    // cannot be had, there is no offline copy this time, as when storing fails).
    const register = () =>
      import("./register-worker").then(({ registerWorker }) => registerWorker(language, LAZY_CODE)).catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(() => void register(), OFFLINE.registerAfterLoadMs);
    };
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("load", later);
    };
  }, [language]);
  return null;
}
