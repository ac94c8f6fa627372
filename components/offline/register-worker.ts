import { loadExplorerCode } from "@/components/map/load-explorer-code";
import { loadMapCode } from "@/components/map/preload-map-code";
import { loadClock } from "./load-clock";
import type { Language } from "@/lib/i18n/languages";

/** The build files (/_next/static/) this page has downloaded so far. */
function downloadedBuildFiles(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((e) => e.name)
    .filter((u) => new URL(u).origin === location.origin && new URL(u).pathname.startsWith("/_next/static/"));
}

/**
 * Registers the service worker for this language, then asks it to store this page and the build
 * files it already downloaded, then the explorer's and the map's code (./service-worker.tsx says
 * when). Its own module, loaded only then: no page's first download carries it.
 */
export async function registerWorker(language: Language) {
  try {
    const registration = await navigator.serviceWorker.register(`/sw.js?lang=${language}`, { scope: "/" });
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    // This page and the files it downloaded first, at once: the code it loaded lazily (the
    // explorer, the toasts) is in no page's HTML, so only this message stores it, and a visitor
    // who loses the connection soon after arriving needs it to open this page again.
    const sent = new Set(downloadedBuildFiles());
    worker?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [[location.href, { headers: { accept: "text/html" } }], ...sent] } });
    // The explorer's and the map's code are in no page's HTML either (they load when the map
    // section comes near the screen), nor the offline notice's clock (it loads when the notice
    // shows): fetch them now so they are stored too, and the map section and the notice work
    // offline on a device that never showed them.
    await Promise.all([loadExplorerCode(), loadMapCode(), loadClock()].map((loading) => loading.catch(() => undefined)));
    const mapFiles = downloadedBuildFiles().filter((url) => !sent.has(url));
    if (mapFiles.length > 0) worker?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: mapFiles } });
  } catch {
    // No offline copy this time (private mode, storage full): the site works as before.
  }
}
