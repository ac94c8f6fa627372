// `npm run import -- <file.csv | https URL>`: validates the CSV and, when every row is valid,
// upserts it into the same database the site uses (docs/import.md). Exit codes: 0 imported,
// 1 invalid file or failed import, 2 usage error.
//
// Run with `tsx --conditions react-server`: lib/data and lib/env.server start with
// `import "server-only"`, which throws except under that condition (its empty export there).
import { loadEnvConfig } from "@next/env";

const USAGE = "Usage: npm run import -- <file.csv | services.json (HSDS 3.0) | https://example.org/places.csv>";
const MAX_PRINTED_ERRORS = 500;

/** Closes the embedded database if this run opened it; an open PGlite keeps the process alive. */
async function closeEmbeddedDb(): Promise<void> {
  const { openedEmbeddedDb } = await import("@/lib/data/embedded/pglite");
  const embedded = await openedEmbeddedDb()?.catch(() => null);
  await embedded?.close();
}

async function main(args: string[]): Promise<number> {
  const [arg] = args;
  if (args.length !== 1 || !arg || arg.startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  // The same .env files as `next start` (or `next dev` when NODE_ENV=development), loaded before
  // any module reads process.env, so the backend chosen here is the one the site uses.
  loadEnvConfig(process.cwd(), process.env.NODE_ENV === "development", { info: () => {}, error: console.error });
  try {
    const { describeSource, readImportSource } = await import("@/lib/import/source");
    const { describeSummary, runImport } = await import("@/lib/import/run-import");
    const { formatImportError } = await import("@/lib/import/csv");
    const { placeStore } = await import("@/lib/data");

    const text = await readImportSource(arg);
    // The store is opened only for a valid file, so errors are listed even while the site runs.
    const result = await runImport(placeStore, describeSource(arg), text);
    if (!result.ok) {
      const { errors } = result;
      console.error(`Nothing was imported: ${errors.length} ${errors.length === 1 ? "problem" : "problems"} in ${arg}:`);
      for (const error of errors.slice(0, MAX_PRINTED_ERRORS)) console.error(formatImportError(error));
      if (errors.length > MAX_PRINTED_ERRORS) console.error(`... and ${errors.length - MAX_PRINTED_ERRORS} more.`);
      return 1;
    }
    console.log(describeSummary(result.summary));
    // Names, descriptions and needed items into every language, so pages show them translated.
    const { translatePlaces } = await import("@/lib/i18n/place-translation");
    const run = await translatePlaces(result.places);
    console.log("texts" in run ? `Translated place texts: ${run.texts} texts (${JSON.stringify(run.translated)}).` : `Place texts not translated: ${run.skipped}.`);
    return 0;
  } catch (error) {
    // Source, lock ("is the site running?") and configuration errors are meant to be read as they are.
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await closeEmbeddedDb().catch(() => {});
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
