// Where the visitor's language choice is kept on the device.

export const LANGUAGE = {
  /** localStorage key holding a language code of lib/i18n/languages.ts. */
  storageKey: "language",
} as const;
