// The safety notice: its storage key, the attribute that hides it before first paint, its id.

export const NOTICE = {
  /** localStorage key: once dismissed, the safety notice stays hidden on this device. */
  storageKey: "safety-notice-dismissed",
  /** Set on <html> before the first paint when it was dismissed (app/globals.css hides the notice). */
  dismissedAttribute: "data-notice-dismissed",
  elementId: "safety-notice",
} as const;
