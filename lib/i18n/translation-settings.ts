// Limits of place-text translation (the service, its budget, the browser's walker): its own
// module, so a page's first download does not carry them with lib/i18n/settings.ts.

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
