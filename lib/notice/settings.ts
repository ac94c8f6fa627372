// The safety notice: its storage key, the attribute that hides it before first paint, its id.

export const NOTICE = {
  /** localStorage key: once dismissed, the safety notice stays hidden on this device. */
  storageKey: "safety-notice-dismissed",
  /** Set on <html> before the first paint when it was dismissed (app/globals.css hides the notice). */
  dismissedAttribute: "data-notice-dismissed",
  elementId: "safety-notice",
  /** On the notice's hide button: the <head> script's one click handler hides the notice (lib/security/inline-scripts.ts). */
  dismissButtonAttribute: "data-dismiss-notice",
} as const;
