import { protectTerms, restoreTerms } from "./glossary";
import { serviceCodeFor } from "./service-languages";
import { hasRunawayRepetition, keepsFacts } from "./translation-checks";
import type { ServiceConfig, TargetLanguage } from "./types";

export type { ServiceConfig };

/**
 * The LibreTranslate client (POST /translate with `q` as an array). Its engine (Argos) is weak on
 * Chinese and can hallucinate, so every result is validated and a doubtful one is dropped (null):
 * the reader then sees the English original, which is better than a wrong instruction.
 * The target is sent in the service's own code (lib/i18n/service-languages.ts: "zt" for zh-Hant
 * on a service that names it so).
 */


/** The service failed (network, timeout, HTTP error, unreadable answer): nothing of the batch is usable. */
export class TranslationServiceError extends Error {
  constructor(
    message: string,
    /** The HTTP status, when the service answered with an error. */
    readonly status?: number,
  ) {
    super(message);
    this.name = "TranslationServiceError";
  }
}

const DEFAULT_MAX_TEXTS = 50;
const DEFAULT_MAX_CHARS = 10_000;
const DEFAULT_CONCURRENCY = 4;

type Prepared = { source: string; sent: string; terms: string[] };

/** Groups consecutive texts into requests of at most maxTexts texts and maxChars characters. */
function chunk(items: Prepared[], maxTexts: number, maxChars: number): Prepared[][] {
  const chunks: Prepared[][] = [];
  let current: Prepared[] = [];
  let chars = 0;
  for (const item of items) {
    const length = item.sent.length;
    if (current.length > 0 && (current.length >= maxTexts || chars + length > maxChars)) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(item);
    chars += length;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** The validated translation of one text, or null. */
function accept(item: Prepared, raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const restored = restoreTerms(raw, item.terms);
  if (restored === null) return null;
  const output = restored.trim();
  if (!output || !/\p{L}/u.test(output)) return null;
  if (hasRunawayRepetition(item.source, output)) return null;
  if (!keepsFacts(item.source, output)) return null;
  return output;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body?.error === "string") return body.error.slice(0, 300);
  } catch {
    // Not JSON: the status says enough.
  }
  return response.statusText || "error";
}

/** The service does not offer the target language (its GET /languages does not list it). */
export class LanguageNotOfferedError extends TranslationServiceError {
  constructor(readonly target: TargetLanguage) {
    super(`LibreTranslate does not offer ${target}`);
    this.name = "LanguageNotOfferedError";
  }
}

/** `target`: the service's code for the language. */
async function request(target: string, items: Prepared[], config: ServiceConfig): Promise<(string | null)[]> {
  const body: Record<string, unknown> = { q: items.map((i) => i.sent), source: "en", target, format: "text" };
  if (config.apiKey) body.api_key = config.apiKey;
  const doFetch = config.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${config.url}/translate`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string })?.name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new TranslationServiceError(`LibreTranslate did not answer within ${config.timeoutMs} ms`);
    }
    throw new TranslationServiceError(`LibreTranslate could not be reached: ${(error as Error)?.message ?? String(error)}`);
  }

  if (!response.ok) {
    throw new TranslationServiceError(`LibreTranslate answered ${response.status}: ${await errorMessage(response)}`, response.status);
  }

  let data: unknown;
  try {
    data = await response.json();
  } catch (error) {
    const name = (error as { name?: string })?.name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new TranslationServiceError(`LibreTranslate did not answer within ${config.timeoutMs} ms`);
    }
    throw new TranslationServiceError("LibreTranslate answered with malformed JSON", response.status);
  }
  const translated = (data as { translatedText?: unknown } | null)?.translatedText;
  // A different number of results cannot be matched to the texts: reject the whole request.
  if (!Array.isArray(translated) || translated.length !== items.length) return items.map(() => null);
  return items.map((item, i) => accept(item, translated[i]));
}

/**
 * Translates English texts into `target`. Returns one result per text, in order: the validated
 * translation, or null when it was rejected (wrong number of results, empty, runaway repetition,
 * lost numbers / URLs / e-mail addresses, lost glossary placeholders).
 * Throws TranslationServiceError when the service fails (network, timeout, 4xx/429/5xx, bad JSON),
 * and LanguageNotOfferedError (sending nothing) when its list of languages lacks `target`.
 */
export async function translateWithService(target: TargetLanguage, texts: string[], config: ServiceConfig): Promise<(string | null)[]> {
  if (texts.length === 0) return [];
  const code = await serviceCodeFor(config, target);
  if (code === null) throw new LanguageNotOfferedError(target);
  const prepared = texts.map((source): Prepared => {
    const { text, terms } = protectTerms(source);
    return { source, sent: text, terms };
  });
  const chunks = chunk(prepared, config.maxTextsPerRequest ?? DEFAULT_MAX_TEXTS, config.maxCharsPerRequest ?? DEFAULT_MAX_CHARS);
  const results: (string | null)[][] = new Array(chunks.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    // After a failure the batch is lost anyway: send nothing more.
    while (!failed && next < chunks.length) {
      const index = next++;
      try {
        results[index] = await request(code, chunks[index]!, config);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Math.max(1, Math.min(config.concurrency ?? DEFAULT_CONCURRENCY, chunks.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results.flat();
}
