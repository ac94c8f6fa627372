// The FAQ chat's timings and panel sizes, imported by its code and its tests alike.

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
