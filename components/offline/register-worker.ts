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
 * files it already downloaded, then the code the page loads lazily (`lazyCode`: its loaders, from
 * ./service-worker.tsx, which says when). Its own module, loaded only then: no page's first
 * download carries it.
 */
export async function registerWorker(language: Language, lazyCode: (() => Promise<unknown>)[]) {
  try {
    const registration = await navigator.serviceWorker.register(`/sw.js?lang=${language}`, { scope: "/" });
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    // This page and the files it downloaded first, at once: the code it loaded lazily (the
    // explorer, the toasts) is in no page's HTML, so only this message stores it, and a visitor
    // who loses the connection soon after arriving needs it to open this page again.
    const sent = new Set(downloadedBuildFiles());
    worker?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [[location.href, { headers: { accept: "text/html" } }], ...sent] } });
    // The code loaded lazily is in no page's HTML either: fetch it now so it is stored too, and
    // the map section and the offline notice work offline on a device that never showed them.
    await Promise.all(lazyCode.map((load) => load().catch(() => undefined)));
    const mapFiles = downloadedBuildFiles().filter((url) => !sent.has(url));
    if (mapFiles.length > 0) worker?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: mapFiles } });
  } catch {
    // No offline copy this time (private mode, storage full): the site works as before.
  }
}
