import type { MessageId } from "./translator";

/**
 * Marks an interface message defined away from where it is shown (`i18n._(label)`), as Lingui's
 * extractor reads it: `msg(/*i18n*\/ "Shelter")`. The comment is what `lingui extract` looks for;
 * the function returns the id unchanged and makes TypeScript check it is in the catalog.
 */
export const msg = <T extends MessageId>(id: T): T => id;
