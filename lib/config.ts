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

