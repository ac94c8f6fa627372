import { expect, type Page } from "@playwright/test";
import { OFFLINE } from "../../lib/offline/policy";

/** Waits until the service worker controls the page and has stored every path in `paths`. */
export async function storedOffline(page: Page, paths: readonly string[], cacheName: string = OFFLINE.pagesCache) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ cacheName, paths }) => {
            if (!navigator.serviceWorker?.controller) return false;
            const cache = await caches.open(cacheName);
            const found = await Promise.all(paths.map((p) => cache.match(new URL(p, location.origin).href, { ignoreVary: true })));
            return found.every(Boolean);
          },
          { cacheName, paths },
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}
