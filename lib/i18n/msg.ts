/**
 * Marks an English string that is translated later, where it is shown (`t(label)`). It returns the
 * string unchanged; it exists so that the curated-translation test can find every built-in string
 * in the source, like gettext's N_().
 */
export const msg = <T extends string>(english: T): T => english;
