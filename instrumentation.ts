/**
 * Runs once when a server starts (next start, next dev), before it answers anything: see
 * lib/site/server-start.ts. Node.js only, in its own module, as Next.js's instrumentation guide does it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await import("./lib/site/server-start");
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // The daily import's column mapping (IMPORT_COLUMNS) is a file, checked with the import's own
  // reader: here, because next.config.ts cannot load it and lib/site must not import lib/import
  // (which reads the database). A file that cannot be used stops the start; its text is never shown.
  const problem = (await import("./lib/import/mapping")).importColumnsProblem(process.env.IMPORT_COLUMNS);
  if (problem) {
    console.error(`The server cannot start: ${problem}`);
    process.exit(1);
  }
}
