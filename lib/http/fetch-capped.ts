/**
 * Fetching a file from another server with the same guards everywhere: https only (plain http to
 * this machine, for tests and a local file server), a time limit, a size cap enforced while
 * reading, and errors a person can act on. Used by the import (lib/import/source.ts) and the
 * hazard feeds (lib/hazards/fetch-feed.ts).
 */

/** Why a fetch failed, in words; `tooLarge` when the answer was over the size cap. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

export type FetchCappedOptions = {
  timeoutMs: number;
  maxBytes: number;
  accept: string;
  /** How the address is named in messages; default: its origin and path (no query, no credentials). */
  where?: string;
  fetch?: typeof fetch;
};

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https anywhere; plain http only to this machine (tests, a local file server). */
export function allowedUrl(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
}

/** An address as it may be shown or logged: no query string or credentials. */
export function describeUrl(address: string): string {
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`;
  } catch {
    return "url";
  }
}

/** "20 MB", "512 KB", "1000 bytes": a size cap as people read it. */
export function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

export function tooLargeError(where: string, maxBytes: number): FetchError {
  return new FetchError(`${where} is larger than ${sizeLabel(maxBytes)}.`, true);
}

/** The body, read in pieces so an oversized (or endless) answer is cut off instead of filling memory. */
export async function readBody(response: Response, where: string, maxBytes: number): Promise<Uint8Array> {
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLargeError(where, maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        await response.body.cancel().catch(() => {});
        throw tooLargeError(where, maxBytes);
      }
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}

/** The bytes at an address; any failure is a FetchError saying what went wrong. */
export async function fetchCapped(address: string, options: FetchCappedOptions): Promise<Uint8Array> {
  const { timeoutMs, maxBytes, accept, fetch: fetchImpl = fetch } = options;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchError(`${address} is not a valid web address.`);
  }
  const where = options.where ?? describeUrl(address);
  if (!allowedUrl(url)) throw new FetchError(`${where} must be an https:// address.`);
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept } });
    // A redirect must not lead somewhere a direct address would not be allowed.
    if (response.url && !allowedUrl(new URL(response.url))) {
      await response.body?.cancel().catch(() => {});
      throw new FetchError(`${where} redirected to a non-https address.`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new FetchError(`${where} answered ${response.status} ${response.statusText}`.trim() + ".");
    }
    return await readBody(response, where, maxBytes);
  } catch (error) {
    if (error instanceof FetchError) throw error;
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new FetchError(`${where} did not answer within ${Math.round(timeoutMs / 1000)} seconds.`);
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new FetchError(`${where} could not be fetched: ${cause?.code ?? cause?.message ?? (error as Error).message}.`);
  }
}
