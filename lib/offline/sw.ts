/// <reference lib="webworker" />
/**
 * The service worker (bundled to public/sw.js by scripts/build-sw.mjs). Serwist routes and
 * caches; the policy lives in ./policy.ts. Someone who loses connection still gets the pages
 * they saw (with the places as they were then), the wildfire guide and the app shell; the page
 * itself says it is showing saved information (components/offline/offline-notice.tsx).
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist } from "serwist";
import { HAZARDS_API } from "@/lib/hazards/payload";
import { localizeHref } from "@/lib/i18n/languages";
import { PLACES_API } from "@/lib/places/summary";
import {
  assetUrlsIn,
  fallbackPageFor,
  fallbackPagesBesides,
  isPageRequest,
  isPlacesRequest,
  isStaticAsset,
  markStoredCopy,
  offlineRedirectFor,
  OFFLINE,
  pageCacheKey,
  shellPagesIn,
  workerLanguage,
} from "./policy";
import { clickTarget, notificationFor, planClick } from "./push";

declare const self: ServiceWorkerGlobalScope;
const origin = self.location.origin;
const language = workerLanguage(self.location.href);

/**
 * A plain address (`/`, `/donate`) for a visitor whose language is not English: from the network
 * as usual (the server redirects it by cookie and browser); without one, the worker sends it to the
 * same page in the visitor's language, stored or not (policy.ts `offlineRedirectFor`). On a weak
 * connection it waits as long as for any page; the page it redirects to then waits again before
 * its stored copy is shown.
 */
async function plainAddress(request: Request, localized: string): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), OFFLINE.networkTimeoutSeconds * 1000);
  });
  try {
    return await Promise.race([fetch(request), timeout]);
  } catch {
    // The browser keeps the address's #anchor (/#map) across a redirect without one.
    return Response.redirect(new URL(localized, origin).href, 302);
  } finally {
    clearTimeout(timer);
  }
}

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => isPageRequest(request, url, origin) && offlineRedirectFor(url, language) !== null,
      handler: ({ request, url }) => plainAddress(request, offlineRedirectFor(url, language)!),
    },
    {
      matcher: ({ request, url }) => isPageRequest(request, url, origin),
      handler: new NetworkFirst({
        cacheName: OFFLINE.pagesCache,
        networkTimeoutSeconds: OFFLINE.networkTimeoutSeconds,
        // Next answers pages with `Vary: RSC, Next-Router-State-Tree, …`; a stored page must match
        // the next navigation to the same address whatever headers either request carried.
        matchOptions: { ignoreVary: true },
        plugins: [
          // One stored copy per page, whatever its query: a map link with filters opens offline.
          { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url) },
          // Served from storage (no network, or too slow): the page says it shows saved information.
          {
            cachedResponseWillBeUsed: async ({ cachedResponse }) => {
              if (!cachedResponse) return cachedResponse;
              const { status, statusText, headers } = cachedResponse;
              return new Response(markStoredCopy(await cachedResponse.text()), { status, statusText, headers });
            },
          },
          new ExpirationPlugin({ maxEntries: OFFLINE.maxPages, maxAgeSeconds: OFFLINE.maxAgeSeconds }),
          // Neither the network nor the store has it: say so kindly, and point to what is stored.
          {
            handlerDidError: async ({ request }) => {
              const pages = await caches.open(OFFLINE.pagesCache);
              const inLanguage = await pages.match(new URL(fallbackPageFor(new URL(request.url)), origin).href);
              return inLanguage ?? (await pages.match(new URL(OFFLINE.fallbackPage, origin).href));
            },
          },
        ],
      }),
    },
    {
      matcher: ({ request, url }) => isPlacesRequest(request, url, origin),
      handler: new NetworkFirst({
        cacheName: OFFLINE.placesCache,
        networkTimeoutSeconds: OFFLINE.placesNetworkTimeoutSeconds,
        plugins: [new ExpirationPlugin({ maxEntries: OFFLINE.maxPlacesResponses, maxAgeSeconds: OFFLINE.maxAgeSeconds })],
      }),
    },
    {
      matcher: ({ request, url }) => isStaticAsset(request, url, origin),
      handler: new CacheFirst({
        cacheName: OFFLINE.assetsCache,
        plugins: [new ExpirationPlugin({ maxEntries: OFFLINE.maxAssets, maxAgeSeconds: OFFLINE.maxAgeSeconds })],
      }),
    },
  ],
});

/**
 * Store the shell pages, in the language the worker was registered for, the build files they
 * load, the map's places and their descriptions (the home page used to carry them) and the hazard layers, so they
 * open offline even if never visited. Each part on its own: one that fails leaves the others.
 */
async function warmShell(): Promise<void> {
  const pages = await caches.open(OFFLINE.pagesCache);
  const assets = await caches.open(OFFLINE.assetsCache);
  await Promise.allSettled([
    ...[PLACES_API.list(language), PLACES_API.descriptions(language), HAZARDS_API].map(async (path) =>
      (await caches.open(OFFLINE.placesCache)).add(new URL(path, origin).href),
    ),
    ...shellPagesIn(language).map(async (page) => {
      const response = await fetch(new URL(page.fetch, origin).href, { credentials: "same-origin" });
      if (!response.ok) return;
      for (const key of page.keys) await pages.put(new URL(key, origin).href, response.clone());
      const missing = [];
      for (const asset of assetUrlsIn(await response.text(), origin)) if (!(await assets.match(asset))) missing.push(asset);
      await assets.addAll(missing);
    }),
  ]);
}

/** The other languages' "not stored" pages, one at a time after the shell (policy.ts `fallbackPagesBesides`). */
async function storeFallbackPages(): Promise<void> {
  const pages = await caches.open(OFFLINE.pagesCache);
  for (const page of fallbackPagesBesides(language)) {
    const url = new URL(page, origin).href;
    if (await pages.match(url)) continue;
    const response = await fetch(url, { credentials: "same-origin" }).catch(() => null);
    if (response?.ok) await pages.put(url, response);
  }
}

self.addEventListener("install", (event) => {
  // Best effort: a failure here must not stop the worker from installing.
  event.waitUntil(warmShell().catch(() => undefined));
});

self.addEventListener("activate", () => {
  // Not in install, and not awaited: the worker takes charge of the page without waiting for them
  // (a worker that is activating holds every request). Best effort: any missing are fetched the
  // next time a worker activates.
  void storeFallbackPages().catch(() => undefined);
});

/**
 * An area alert (lib/alerts, docs/alerts.md): the server's text, already in the follower's
 * language (./push.ts). Always a notification, even for a payload it cannot read.
 */
self.addEventListener("push", (event) => {
  const { title, options } = notificationFor(event.data?.text(), origin, localizeHref(language, "/"));
  event.waitUntil(self.registration.showNotification(title, options));
});

/** A tap on an alert: the tab on this site comes to the front at the alert's address, or a new one opens it. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = clickTarget(event.notification.data, origin, localizeHref(language, "/"));
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const plan = planClick(
        windows.map((w) => w.url),
        target,
        origin,
      );
      if (plan.action === "open") {
        await self.clients.openWindow(target);
        return;
      }
      const client = await windows[plan.index]!.focus();
      if (plan.action === "navigate") {
        // navigate() works only for a tab this worker controls: another opens in a new window.
        await client.navigate(target).catch(() => self.clients.openWindow(target));
      }
    })(),
  );
});

serwist.addEventListeners();
