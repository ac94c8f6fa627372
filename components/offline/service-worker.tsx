"use client";

import { useEffect } from "react";

/**
 * Registers the service worker (public/sw.js, built from lib/offline/sw.ts) once the page has
 * loaded, then asks it to store this page and the build files it already downloaded, so the very
 * first page a visitor opens is there offline too. Production builds only: in `next dev` a worker
 * would serve stale code.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = async () => {
      try {
        const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
        const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
        const assets = performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((u) => new URL(u).origin === location.origin && new URL(u).pathname.startsWith("/_next/static/"));
        worker?.postMessage({
          type: "CACHE_URLS",
          payload: { urlsToCache: [[location.href, { headers: { accept: "text/html" } }], ...assets] },
        });
      } catch {
        // No offline copy this time (private mode, storage full): the site works as before.
      }
    };
    if (document.readyState === "complete") void register();
    else window.addEventListener("load", () => void register(), { once: true });
  }, []);
  return null;
}
