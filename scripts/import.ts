// `npm run import -- <file.csv | https URL> [--columns mapping.json]`: validates the CSV and, when
// every row is valid, upserts it into the same database the site uses (docs/import.md). With
// --columns, a sheet with its own headers and values is read through that column mapping.
// Exit codes: 0 imported, 1 invalid file or mapping, or failed import, 2 usage error.
//
// Run with `tsx --conditions react-server`: lib/data and lib/env.server start with
// `import "server-only"`, which throws except under that condition (its empty export there).
import { loadEnvConfig } from "@next/env";
import { parseArgs } from "node:util";

const USAGE = `Usage: npm run import -- <file.csv | services.json (HSDS 3.0) | https://example.org/places.csv>
       npm run import -- <sheet.csv | https://…/pub?output=csv> --columns <mapping.json>   (a sheet with its own columns)`;
const MAX_PRINTED_ERRORS = 500;

/** Closes the embedded database if this run opened it; an open PGlite keeps the process alive. */
async function closeEmbeddedDb(): Promise<void> {
  const { openedEmbeddedDb } = await import("@/lib/data/embedded/pglite");
  const embedded = await openedEmbeddedDb()?.catch(() => null);
  await embedded?.close();
}

/** The file (or address) and the mapping file, or undefined for a usage mistake. */
function readArgs(args: string[]): { arg: string; columns: string | undefined } | undefined {
  try {
    const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { columns: { type: "string" } } });
    const [arg] = positionals;
    if (positionals.length !== 1 || !arg || values.columns === "") return undefined;
    return { arg, columns: values.columns };
  } catch {
    // An unknown option or --columns without a file.
    return undefined;
  }
}

/** Prints every problem (at most MAX_PRINTED_ERRORS) under a line saying nothing was imported. */
function printProblems(what: string, problems: string[]): void {
  console.error(`Nothing was imported: ${problems.length} ${problems.length === 1 ? "problem" : "problems"} in ${what}:`);
  for (const problem of problems.slice(0, MAX_PRINTED_ERRORS)) console.error(problem);
  if (problems.length > MAX_PRINTED_ERRORS) console.error(`... and ${problems.length - MAX_PRINTED_ERRORS} more.`);
}

async function main(args: string[]): Promise<number> {
  const parsed = readArgs(args);
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  const { arg, columns } = parsed;
  // The same .env files as `next start` (or `next dev` when NODE_ENV=development), loaded before
  // any module reads process.env, so the backend chosen here is the one the site uses.
  loadEnvConfig(process.cwd(), process.env.NODE_ENV === "development", { info: () => {}, error: console.error });
  // Every setting checked before anything is opened, as a server start does (lib/site/server-start.ts).
  const { settingsAreValid } = await import("@/lib/settings/problems");
  if (!settingsAreValid({ production: process.env.NODE_ENV === "production", role: "command" }, "Nothing was imported: ")) return 1;
  try {
    const { describeSource, readImportSource } = await import("@/lib/import/source");
    const { describeSummary, runImport } = await import("@/lib/import/run-import");
    const { formatImportError } = await import("@/lib/import/csv");
    const { readColumnMapping } = await import("@/lib/import/mapping");
    const { placeStore } = await import("@/lib/data");

    // The mapping first: a local file, and without it the sheet cannot be read anyway.
    const mapping = columns === undefined ? undefined : readColumnMapping(columns);
    if (mapping && !mapping.ok) {
      printProblems(`the column mapping ${columns}`, mapping.problems);
      return 1;
    }
    const text = await readImportSource(arg);
    // The store is opened only for a valid file, so errors are listed even while the site runs.
    const result = await runImport(placeStore, describeSource(arg), text, { mapping: mapping?.mapping });
    if (!result.ok) {
      printProblems(arg, result.errors.map(formatImportError));
      return 1;
    }
    console.log(describeSummary(result.summary));
    // Names, descriptions and needed items into every language, so pages show them translated.
    const { translatePlaces } = await import("@/lib/services/i18n/place-translation");
    const run = await translatePlaces(result.places);
    console.log("texts" in run ? `Translated place texts: ${run.texts} texts (${JSON.stringify(run.translated)}).` : `Place texts not translated: ${run.skipped}.`);
    if ("texts" in run && run.notOffered.length > 0) console.log(`Not offered by the translation service (place texts stay in English): ${run.notOffered.join(", ")}.`);
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
