import "server-only";
import { serverEnv } from "@/lib/env/server";
import { readColumnMapping, type MappingResult } from "./mapping";

let configured: MappingResult | undefined;

/**
 * The column mapping IMPORT_COLUMNS names, for the daily import: read and checked once per server
 * process, like the other settings, so a changed file takes effect after a restart. Undefined when
 * unset. The server checked it at start (importColumnsProblem, instrumentation.ts); a file
 * spoiled since is a value, not a throw: the route says what is wrong (never the file's text) and
 * the rest of the site, which never needs the mapping, keeps working.
 */
export function importColumns(): MappingResult | undefined {
  const file = serverEnv.IMPORT_COLUMNS;
  if (file) configured ??= readColumnMapping(file);
  return configured;
}
