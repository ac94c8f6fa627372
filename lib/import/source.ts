import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { MAX_BYTES } from "./csv";

/** The CSV could not be read (network, HTTP status, size, encoding, missing file): not a row problem. */
export class ImportSourceError extends Error {}

/** The CSV was read but is not one we can take (too large, not UTF-8): fixing the file, not retrying, helps. */
export class ImportFileError extends ImportSourceError {}

export type SourceOptions = { timeoutMs?: number; maxBytes?: number };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function isUrl(arg: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(arg);
}

/** https anywhere; plain http only to this machine (tests, a local file server). */
function allowedUrl(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
}

/** What the import records as its source: no query string or credentials (import_runs is public). */
export function describeSource(arg: string): string {
  if (!isUrl(arg)) return `file:${path.basename(arg)}`;
  try {
    const url = new URL(arg);
    return `${url.origin}${url.pathname}`;
  } catch {
    return "url";
  }
}

function decode(bytes: Uint8Array, where: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(`${where} is not UTF-8 text. In a spreadsheet, save it as "CSV UTF-8".`);
  }
}

async function readBody(response: Response, where: string, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new ImportFileError(`${where} is larger than ${maxBytes / 1024 / 1024} MB.`);
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    // Read in pieces so an oversized (or endless) answer is cut off instead of filling memory.
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        await response.body.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}

async function fetchCsv(arg: string, { timeoutMs = 30_000, maxBytes = MAX_BYTES }: SourceOptions): Promise<string> {
  let url: URL;
  try {
    url = new URL(arg);
  } catch {
    throw new ImportSourceError(`${arg} is not a valid web address.`);
  }
  if (!allowedUrl(url)) throw new ImportSourceError(`${describeSource(arg)} must be an https:// address.`);
  const where = describeSource(arg);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "text/csv, application/json;q=0.9, text/plain;q=0.8, */*;q=0.1" } });
    // A redirect must not lead somewhere a direct address would not be allowed.
    if (response.url && !allowedUrl(new URL(response.url))) {
      throw new ImportSourceError(`${where} redirected to a non-https address.`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new ImportSourceError(`${where} answered ${response.status} ${response.statusText}`.trim() + ".");
    }
    return decode(await readBody(response, where, maxBytes), where);
  } catch (error) {
    if (error instanceof ImportSourceError) throw error;
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new ImportSourceError(`${where} did not answer within ${Math.round(timeoutMs / 1000)} seconds.`);
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new ImportSourceError(`${where} could not be fetched: ${cause?.code ?? cause?.message ?? (error as Error).message}.`);
  }
}

/** A local text file of at most maxBytes, as UTF-8; any failure is an ImportSourceError saying what is wrong. */
export async function readLocalFile(file: string, maxBytes: number): Promise<string> {
  let info;
  try {
    info = await stat(file);
  } catch {
    throw new ImportSourceError(`File not found: ${file}`);
  }
  if (!info.isFile()) throw new ImportSourceError(`${file} is not a file.`);
  if (info.size > maxBytes) throw new ImportFileError(`${file} is larger than ${maxBytes / 1024 / 1024} MB.`);
  return decode(await readFile(file), file);
}

/**
 * The CSV text behind a command-line argument or IMPORT_URL: an https URL (fetched with a timeout
 * and a size cap) or a local file path. Any failure is an ImportSourceError with a readable message.
 */
export async function readImportSource(arg: string, options: SourceOptions = {}): Promise<string> {
  if (isUrl(arg)) return fetchCsv(arg, options);
  return readLocalFile(arg, options.maxBytes ?? MAX_BYTES);
}
