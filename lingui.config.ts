import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
// Relative, not "@/…": Lingui's CLI loads this file without the project's path aliases.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "./lib/i18n/languages";

/**
 * Lingui's CLI: `lingui extract` finds every interface message in the code (i18n._("…") calls and
 * strings marked /*i18n*\/) and updates locales/<lang>/messages.po; `lingui compile` turns them
 * into the compiled catalogs the server loads (locales/<lang>/messages.json, generated, not
 * committed). The languages are the site's list (lib/i18n/languages.ts).
 */
export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...LANGUAGE_CODES],
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  catalogs: [{ path: "<rootDir>/locales/{locale}/messages", include: ["<rootDir>/app", "<rootDir>/components", "<rootDir>/lib"], exclude: ["**/node_modules/**"] }],
  format: formatter({ origins: false, printPlaceholdersInComments: false }),
  orderBy: "messageId",
  compileNamespace: "json",
});
