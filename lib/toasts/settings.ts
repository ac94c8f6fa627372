// Where toasts appear and for how long; imported by the toast area and its tests.

export const TOASTS = {
  position: "bottom-left",
  /** Mirrored on right-to-left pages (the chat button is then at the bottom left). */
  positionRtl: "bottom-right",
  durationMs: 5000,
  /** Toasts end this far from the right edge: clear of the chat button (56 px + 16 px margin). */
  clearOfChatPx: 88,
} as const;
