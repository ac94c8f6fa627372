/**
 * Marks an English string that is translated later, where it is shown (`t(label)`). It returns the
 * string unchanged; it exists so that the catalog test (tests/lib/i18n/catalogs.test.ts) finds every
 * message id in the source, like gettext's N_() or Lingui's msg``.
 */
export const msg = <T extends string>(english: T): T => english;
