/**
 * Part of `npm run i18n:compile`: each language's page copy (locales/<lang>/pages.po, read with
 * Lingui's PO format) → locales/<lang>/pages.json, `{ "<page>\u0004<English>": "translation" }`,
 * which the server reads (lib/content/index.ts). Untranslated and fuzzy entries are left out: the
 * page shows the English sentence there. Generated, not committed.
 */
import { writeFileSync } from "node:fs";
import { LANGUAGE_CODES } from "../../lib/i18n/languages";
import { readPo } from "./checks";

for (const lang of LANGUAGE_CODES) {
  const texts = Object.fromEntries(readPo(lang, "pages").filter((e) => e.text.trim() && !e.fuzzy).map((e) => [`${e.context}\u0004${e.id}`, e.text]));
  writeFileSync(`locales/${lang}/pages.json`, JSON.stringify(texts));
}
