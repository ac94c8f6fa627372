/**
 * Every timing, size and storage key the site relies on. Code and tests import from here, so a
 * changed value can never leave a test asserting the old one.
 */

export const CHAT = {
  /** Delay before the bot's answer appears (the typing indicator shows meanwhile). */
  replyDelayMs: 700,
  /** The typing indicator's dots advance one step per interval. */
  typingDotIntervalMs: 200,
  typingDotSteps: 3,
  /** Viewports this wide or narrower get the narrow panel. */
  narrowViewportMaxPx: 1024,
  panelWidthNarrowPx: 320,
  panelWidthWidePx: 400,
  /** Share of the window height the open panel takes. */
  panelHeightRatio: 0.8,
} as const;

export const NAV = {
  /** On "/", the bar turns solid once scrolled past the hero's height minus this. */
  solidOffsetPx: 70,
  heroId: "hero",
  mapId: "map",
  /** The map's "Can I go?" row: a need's link lands here, so its results start right below. */
  refineId: "place-refine",
} as const;

export const LAYOUT = {
  /** Top padding of <main> on every route but "/" (the bar is fixed, 60 px tall). */
  mainTopPaddingPx: 60,
  navHeightPx: 60,
} as const;

export const TOASTS = {
  position: "bottom-left",
  /** Mirrored on right-to-left pages (the chat button is then at the bottom left). */
  positionRtl: "bottom-right",
  durationMs: 5000,
  /** Toasts end this far from the right edge: clear of the chat button (56 px + 16 px margin). */
  clearOfChatPx: 88,
} as const;

export const FOOTER = {
  /** sessionStorage key: CMS links are fetched once per browser session. */
  storageKey: "footer-links",
  /** Give up on the CMS after this long; the footer then simply shows no CMS links. */
  fetchTimeoutMs: 4000,
  cmsPath: "/api/footer",
} as const;

export const LANGUAGE = {
  /** localStorage key holding a language code of lib/i18n/languages.ts. */
  storageKey: "language",
} as const;

export const NOTICE = {
  /** localStorage key: once dismissed, the safety notice stays hidden on this device. */
  storageKey: "safety-notice-dismissed",
  /** Set on <html> before the first paint when it was dismissed (app/globals.css hides the notice). */
  dismissedAttribute: "data-notice-dismissed",
  elementId: "safety-notice",
} as const;

export const MAP = {
  /** Between the Eaton (Altadena) and Palisades fire areas. */
  center: [34.09, -118.33] as [number, number],
  zoom: 10,
  minZoom: 8,
  maxZoom: 18,
  /** Zoom used when a single place is opened from a deep link or the list. */
  placeZoom: 15,
  /** With the visitor's position known, the map frames them and this many nearest results. */
  nearestInView: 3,
  tileUrl: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  /** Supercluster: pixel radius in which markers merge, and the zoom above which they never do. */
  clusterRadiusPx: 60,
  clusterMaxZoom: 16,
  /** Phones (narrower than this) show either the map or the list; wider screens show both. */
  splitViewMinWidthPx: 768,
  /** Leaflet and the tiles load once the map is this close to the viewport. */
  loadRootMargin: "300px",
} as const;

export const PLACES = {
  timeZone: "America/Los_Angeles",
  /** A place verified longer ago than this is shown as stale. */
  staleAfterDays: 7,
  /** The list shows this many entries first, then "show more" (long lists stay fast on phones). */
  listPageSize: 10,
  /** /volunteer and /donate list at most this many (most urgent first); the map has the rest. */
  listingMax: 50,
  /** How often "open now" is re-evaluated in the browser. */
  clockTickMs: 60_000,
  /** Longest text search accepted from the URL. */
  maxQueryLength: 100,
} as const;

/** Limits of POST /api/translate, shared by the route and the browser's translator. */
export const TRANSLATION = {
  maxTextsPerRequest: 200,
  maxTextLength: 2000,
  maxBodyBytes: 256 * 1024,
  /** The browser keeps each request well under maxBodyBytes, whatever the texts' lengths. */
  maxCharsPerRequest: 100_000,
  /**
   * Per client (address) and window: characters sent to the paid translation service, i.e. texts
   * that miss the curated dictionary and the cache. Generous: a full page of new place
   * descriptions is ~20,000 characters, and a shelter's Wi-Fi puts many visitors behind one
   * address. Cache hits and curated texts never count.
   */
  serviceCharsPerClientPerWindow: 200_000,
  serviceWindowSeconds: 60 * 60,
} as const;

export const FORMS = {
  /** Submissions per client per window, per form, counted in the database. */
  rateLimitMax: 5,
  rateLimitWindowSeconds: 10 * 60,
  /** The hidden field bots fill in and people never see. */
  honeypotField: "company_website",
} as const;

export const OFFLINE_NOTICE = {
  /**
   * Pages are rendered per request, so a page older than this was served from the offline store
   * (or left open a long time): the notice then says how old it is, even if the browser thinks
   * it is online (a connection that "works" but loads nothing).
   */
  staleAfterMs: 10 * 60_000,
  /** How often an open page re-checks its age. */
  checkEveryMs: 60_000,
} as const;
