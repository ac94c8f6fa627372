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
} as const;

export const LAYOUT = {
  /** Top padding of <main> on every route but "/" (the bar is fixed, 60 px tall). */
  mainTopPaddingPx: 60,
  navHeightPx: 60,
} as const;

export const TOASTS = {
  position: "bottom-left",
  durationMs: 5000,
} as const;

export const FOOTER = {
  /** sessionStorage key: CMS links are fetched once per browser session. */
  storageKey: "footer-links",
  /** Give up on the CMS after this long; the footer then simply shows no CMS links. */
  fetchTimeoutMs: 4000,
  cmsPath: "/api/footer",
} as const;

export const LANGUAGE = {
  /** localStorage key holding "en" | "es" | "zh" | "ko". */
  storageKey: "language",
} as const;

export const NOTICE = {
  /** sessionStorage key: once dismissed, the safety notice stays closed for the session. */
  storageKey: "safety-notice-dismissed",
} as const;
