import { z } from "zod";
import { readBody } from "../http/fetch-capped";
import type { ServiceConfig } from "./types";
import { TARGET_LANGUAGES, type TargetLanguage } from "./types";

/**
 * Which of the site's languages the configured LibreTranslate-compatible service can translate
 * English into, and under which of its codes. Real instances differ: many offer no Armenian (hy)
 * or Khmer (km), and they name Chinese "zh" or "zh-Hans" and Traditional Chinese "zt" or
 * "zh-Hant" depending on the version. LibreTranslate says what it offers at `GET <url>/languages`
 * → `[{ code, name, targets? }]` (`targets`: what that source translates into; older versions
 * lack it, and then every listed code is a target). No api_key is needed for it.
 *
 * A language the service does not offer is never sent (its texts stay in English and the pages say
 * so, as without a service). When the list cannot be read (network, timeout, an error status, an
 * answer that is too large or not shaped like LibreTranslate's), nothing is known and every
 * language is tried with our own code, as before this check existed.
 *
 * The answer is cached in this process: an hour when it was read, a minute when it could not be
 * (so a service that comes back, or gains a language, is seen soon). A per-process cache is right
 * with many server instances too: each one asks the service itself, the answer depends only on the
 * service (the same for everyone), and a stale or missing entry costs one small GET — there is
 * nothing to keep consistent between instances, so nothing shared (database, cache handler) is needed.
 */

/** Our code → the service's codes for it, in order of preference: the first one the service lists wins. */
const ALIASES: Partial<Record<TargetLanguage, readonly string[]>> = {
  zh: ["zh-Hans", "zh"],
  "zh-Hant": ["zh-Hant", "zt"],
  tl: ["tl", "fil"],
};

/** The service's codes that may stand for one of our languages (ours first, unless an alias says otherwise). */
export function serviceCodeCandidates(target: TargetLanguage): readonly string[] {
  return ALIASES[target] ?? [target];
}

/** The languages the service translates English into: ours → the service's code for it. */
export type ServiceLanguages = ReadonlyMap<TargetLanguage, string>;

/** Kept this long once read, and this long after a failure (then "unknown": every language is tried). */
export const SERVICE_LANGUAGES_TTL_MS = 60 * 60 * 1000;
export const SERVICE_LANGUAGES_FAILURE_TTL_MS = 60 * 1000;
/** A real list (~50 languages, each with ~50 targets) is ~30 KB. */
export const SERVICE_LANGUAGES_MAX_BYTES = 256 * 1024;

const CODE = z.string().min(1).max(32);
const languagesSchema = z
  .array(z.object({ code: CODE, name: z.string().max(200).optional(), targets: z.array(CODE).max(1000).optional() }))
  .max(1000);

type Logger = Pick<Console, "warn">;

/** Our languages that the listed service translates English into, each with the service's spelling of its code. */
export function mapServiceLanguages(listed: z.infer<typeof languagesSchema>): ServiceLanguages {
  const english = listed.find((l) => l.code.toLowerCase() === "en");
  // Without English as a source the service translates none of our texts.
  const targets = !english ? [] : (english.targets ?? listed.map((l) => l.code)).filter((c) => c.toLowerCase() !== "en");
  // The service's own spelling, found case-insensitively ("zh-hans" and "zh-Hans" are one tag).
  const byLowerCase = new Map(targets.map((code) => [code.toLowerCase(), code]));
  const offered = new Map<TargetLanguage, string>();
  for (const target of TARGET_LANGUAGES) {
    const code = serviceCodeCandidates(target)
      .map((candidate) => byLowerCase.get(candidate.toLowerCase()))
      .find((found) => found !== undefined);
    if (code !== undefined) offered.set(target, code);
  }
  return offered;
}

async function fetchServiceLanguages(config: ServiceConfig, doFetch: typeof fetch): Promise<ServiceLanguages> {
  const where = `${config.url}/languages`;
  const response = await doFetch(where, {
    method: "GET",
    headers: { accept: "application/json" },
    // Covers reading the body too: an endless answer is cut off by the size cap or by this.
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`answered ${response.status}`);
  }
  const bytes = await readBody(response, where, SERVICE_LANGUAGES_MAX_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Error("answered with malformed JSON");
  }
  const parsed = languagesSchema.safeParse(json);
  if (!parsed.success) throw new Error("answered with something other than a list of languages");
  return mapServiceLanguages(parsed.data);
}

type Entry = {
  /** null while the request is in flight: everyone waits for the same answer. */
  expires: number | null;
  value: Promise<ServiceLanguages | null>;
};

/**
 * Per fetch function (tests bring their own; a server has one) and service address. A WeakMap, so
 * a test's fake fetch and its entries go away with it.
 */
const cache = new WeakMap<typeof fetch, Map<string, Entry>>();

function describeError(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return "did not answer in time";
  return error instanceof Error ? error.message : String(error);
}

/**
 * The languages the service offers (from English), or null when that is unknown (the list could
 * not be read: then every language is tried, as before). Never throws; asks the service at most
 * once per address per hour (per minute after a failure, which is logged once each time).
 */
export function serviceLanguages(config: ServiceConfig, options: { logger?: Logger } = {}): Promise<ServiceLanguages | null> {
  const doFetch = config.fetch ?? globalThis.fetch;
  let entries = cache.get(doFetch);
  if (!entries) {
    entries = new Map();
    cache.set(doFetch, entries);
  }
  const cached = entries.get(config.url);
  if (cached && (cached.expires === null || cached.expires > Date.now())) return cached.value;

  const entry: Entry = { expires: null, value: Promise.resolve(null) };
  entry.value = fetchServiceLanguages(config, doFetch).then(
    (languages) => {
      entry.expires = Date.now() + SERVICE_LANGUAGES_TTL_MS;
      return languages;
    },
    (error: unknown) => {
      entry.expires = Date.now() + SERVICE_LANGUAGES_FAILURE_TTL_MS;
      (options.logger ?? console).warn(
        `Could not read the translation service's languages (GET ${config.url}/languages ${describeError(error)}): every language is tried; asking again in a minute.`,
      );
      return null;
    },
  );
  entries.set(config.url, entry);
  return entry.value;
}

/**
 * The code to send the service for `target`: the service's own (e.g. "zt" for zh-Hant), ours when
 * the service's list is unknown, or null when the service does not offer the language.
 */
export async function serviceCodeFor(config: ServiceConfig, target: TargetLanguage, options: { logger?: Logger } = {}): Promise<string | null> {
  const languages = await serviceLanguages(config, options);
  if (languages === null) return target;
  return languages.get(target) ?? null;
}

/**
 * Whether texts in `target` can be machine-translated: false without a service or when the
 * service does not offer the language, true when it does or when that is unknown (then it is tried).
 */
export async function serviceOffers(config: ServiceConfig | null, target: TargetLanguage, options: { logger?: Logger } = {}): Promise<boolean> {
  if (!config) return false;
  return (await serviceCodeFor(config, target, options)) !== null;
}

/** Forgets what this service said (tests): the next call asks it again. */
export function forgetServiceLanguages(config: Pick<ServiceConfig, "url" | "fetch">): void {
  cache.get(config.fetch ?? globalThis.fetch)?.delete(config.url);
}
