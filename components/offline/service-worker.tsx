"use client";

import { useEffect } from "react";
import { useLanguage } from "@/components/i18n/language-context";
import { OFFLINE } from "@/lib/offline/settings";
import { loadMapCode } from "@/components/map/preload-map-code";

/** The build files (/_next/static/) this page has downloaded so far. */
function downloadedBuildFiles(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((e) => e.name)
    .filter((u) => new URL(u).origin === location.origin && new URL(u).pathname.startsWith("/_next/static/"));
}

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
    const register = async () => {
      try {
        const registration = await navigator.serviceWorker.register(`/sw.js?lang=${language}`, { scope: "/" });
        const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
        // This page and the files it downloaded first, at once: the code it loaded lazily (the
        // explorer, the toasts) is in no page's HTML, so only this message stores it, and a visitor
        // who loses the connection soon after arriving needs it to open this page again.
        const sent = new Set(downloadedBuildFiles());
        worker?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [[location.href, { headers: { accept: "text/html" } }], ...sent] } });
        // The map's code is not in any page's HTML either (it loads when the map comes into view):
        // fetch it now so it is stored too, and the map works offline on a device that never showed it.
        await loadMapCode().catch(() => undefined);
        const mapFiles = downloadedBuildFiles().filter((url) => !sent.has(url));
        if (mapFiles.length > 0) worker?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: mapFiles } });
      } catch {
        // No offline copy this time (private mode, storage full): the site works as before.
      }
    };
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
