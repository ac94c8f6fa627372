import { expect, type Page } from "@playwright/test";
import { OFFLINE } from "../../lib/offline/policy";

/**
 * Waits until the service worker controls the page and has stored every path in `paths`, and every
 * build file this page has downloaded so far. The worker stores the shell pages and the files named
 * in their HTML while it installs, but the code a page loads later (the map's explorer, the toasts,
 * the chat: in no page's HTML) only once the page has sent it the list
 * (components/offline/service-worker.tsx). Going offline before that is a different case — a
 * visitor who lost the connection seconds after arriving — and made these tests fail on a busy
 * machine: the stored page then loads without its lazily loaded parts.
 */
export async function storedOffline(page: Page, paths: readonly string[], cacheName: string = OFFLINE.pagesCache) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ cacheName, paths, assetsCache }) => {
            if (!navigator.serviceWorker?.controller) return "no worker in control yet";
            const cache = await caches.open(cacheName);
            const missing = [];
            for (const p of paths) if (!(await cache.match(new URL(p, location.origin).href, { ignoreVary: true }))) missing.push(p);
            const assets = await caches.open(assetsCache);
            const buildFiles = performance
              .getEntriesByType("resource")
              .map((e) => e.name)
              .filter((u) => new URL(u).origin === location.origin && new URL(u).pathname.startsWith("/_next/static/"));
            for (const file of buildFiles) if (!(await assets.match(file))) missing.push(file);
            return missing.length === 0 ? "stored" : `missing ${missing.join(", ")}`;
          },
          { cacheName, paths, assetsCache: OFFLINE.assetsCache },
        ),
      { timeout: 20_000 },
    )
    .toBe("stored");
}
