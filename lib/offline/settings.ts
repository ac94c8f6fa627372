/**
 * What the service worker keeps and when it starts: its own module, so the page's registration
 * (components/offline/service-worker.tsx) loads these numbers and not the worker's rules
 * (./policy.ts) with everything they import.
 */
export const OFFLINE = {
  pagesCache: "pages-v1",
  /** The map's places, their descriptions, the details opened (/api/places/…) and the hazard layers (/api/hazards). */
  placesCache: "places-v1",
  maxPlacesResponses: 200,
  /**
   * The map's data is the point of the page and may be hundreds of KB: on a weak connection it is
   * waited for this long before the stored copy (perhaps days old) is used instead.
   */
  placesNetworkTimeoutSeconds: 20,
  assetsCache: "assets-v1",
  /** Stored when the worker installs (in the visitor's language), so they are there even if never opened. */
  // The printable list too (components/print): offline it rebuilds itself for any address's
  // filters from the stored places, so a device that never printed one can still hand one on.
  shellPages: ["/", "/wildfireguide", "/list", "/offline"],
  /** Shown offline for a page this device has not stored (in that page's language). */
  fallbackPage: "/offline",
  /** The worker is registered (and stores the shell) this long after the page's load event. */
  registerAfterLoadMs: 4000,
  /** On a weak connection, fall back to the stored page after this long. */
  networkTimeoutSeconds: 6,
  maxPages: 40,
  maxAssets: 300,
  maxAgeSeconds: 30 * 24 * 60 * 60,
  /**
   * A page the browser restores from its back/forward cache (from memory, not the server) is said
   * to show saved information when the server rendered it longer ago than this.
   */
  restoredStaleAfterMs: 10 * 60_000,
} as const;

/** On <html> of a page the worker served from storage (lib/offline/policy.ts `markStoredCopy`). */
export const STORED_COPY_ATTRIBUTE = "data-stored-copy";

/** On the "not stored on this device" page's content, which the worker serves at any address. */
export const FALLBACK_PAGE_ATTRIBUTE = "data-offline-fallback";
