import type { TranslationResult } from "./dom-translator";
import type { TargetLanguage } from "./types";

// The browser's side of machine translation: loaded with the DOM walker, only for visitors reading
// another language on a site with a translation service (components/i18n/translation-provider.tsx).
export const TRANSLATE_ENDPOINT = "/api/translate";
export const TRANSLATE_TIMEOUT_MS = 10_000;

/** POST /api/translate; rejects on a network error, timeout, non-2xx or malformed answer. */
export async function postTranslations(target: TargetLanguage, texts: string[], timeoutMs = TRANSLATE_TIMEOUT_MS): Promise<TranslationResult[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(TRANSLATE_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ target, texts }),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`POST ${TRANSLATE_ENDPOINT} answered ${response.status}`);
    const body = (await response.json()) as { translations?: unknown };
    if (!Array.isArray(body?.translations)) throw new Error(`POST ${TRANSLATE_ENDPOINT} answered without translations`);
    // DomTranslator checks the count and each entry.
    return body.translations as TranslationResult[];
  } finally {
    clearTimeout(timer);
  }
}

