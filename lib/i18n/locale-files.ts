import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "./languages";

/**
 * Each language's compiled translation files (locales/<lang>/*.json, written by
 * `npm run i18n:compile`), read from the folder at run time once per process, not bundled:
 * fifteen languages never weigh on the build or on a page that needs one. Immutable for the life
 * of the process, so the per-process cache is right on any number of instances. Node only (the
 * server, scripts and tests): the browser gets what a page passes it.
 */
const LOCALES_DIR = join(process.cwd(), "locales");
const files = new Map<string, unknown>();

export type LocaleFile = "messages.json" | "pages.json" | "facts.json" | "search.json" | "communities.json";

export function readLocaleFile<T>(language: Language, file: LocaleFile): T {
  const path = join(LOCALES_DIR, language, file);
  if (!files.has(path)) {
    try {
      files.set(path, JSON.parse(readFileSync(path, "utf8")));
    } catch (error) {
      throw new Error(`Cannot read ${path}: run \`npm run i18n:compile\` (${(error as Error).message})`);
    }
  }
  return files.get(path) as T;
}
