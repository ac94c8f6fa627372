import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { FetchError, describeUrl, fetchCapped, tooLargeError } from "../http/fetch-capped";
import { MAX_BYTES } from "./csv";

/** The CSV could not be read (network, HTTP status, size, encoding, missing file): not a row problem. */
export class ImportSourceError extends Error {}

/** The CSV was read but is not one we can take (too large, not UTF-8): fixing the file, not retrying, helps. */
export class ImportFileError extends ImportSourceError {}

export type SourceOptions = { timeoutMs?: number; maxBytes?: number };

function isUrl(arg: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(arg);
}

/** What the import records as its source: no query string or credentials (import_runs is public). */
export function describeSource(arg: string): string {
  return isUrl(arg) ? describeUrl(arg) : `file:${path.basename(arg)}`;
}

function decode(bytes: Uint8Array, where: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(`${where} is not UTF-8 text. In a spreadsheet, save it as "CSV UTF-8".`);
  }
}

async function fetchCsv(arg: string, { timeoutMs = 30_000, maxBytes = MAX_BYTES }: SourceOptions): Promise<string> {
  const where = describeSource(arg);
  const accept = "text/csv, application/json;q=0.9, text/plain;q=0.8, */*;q=0.1";
  try {
    return decode(await fetchCapped(arg, { timeoutMs, maxBytes, accept, where }), where);
  } catch (error) {
    if (error instanceof FetchError) throw error.tooLarge ? new ImportFileError(error.message) : new ImportSourceError(error.message);
    throw error;
  }
}

/** A local text file of at most maxBytes, as UTF-8; any failure is an ImportSourceError saying what is wrong. */
export function readLocalFileSync(file: string, maxBytes: number): string {
  let info;
  try {
    info = statSync(file);
  } catch {
    throw new ImportSourceError(`File not found: ${file}`);
  }
  if (!info.isFile()) throw new ImportSourceError(`${file} is not a file.`);
  if (info.size > maxBytes) throw new ImportFileError(tooLargeError(file, maxBytes).message);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ImportSourceError(code === "EACCES" ? `${file} cannot be read by the user this runs as.` : `${file} cannot be read (${code ?? "error"}).`);
  }
  // Files such as /proc/self/environ say they are empty and are not.
  if (bytes.length > maxBytes) throw new ImportFileError(tooLargeError(file, maxBytes).message);
  return decode(bytes, file);
}

/**
 * The CSV text behind a command-line argument or IMPORT_URL: an https URL (fetched with a timeout
 * and a size cap) or a local file path. Any failure is an ImportSourceError with a readable message.
 */
export async function readImportSource(arg: string, options: SourceOptions = {}): Promise<string> {
  if (isUrl(arg)) return fetchCsv(arg, options);
  return readLocalFileSync(arg, options.maxBytes ?? MAX_BYTES);
}
