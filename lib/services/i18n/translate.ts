import type { TranslationStore } from "@/lib/data/stores";
import { curatedTranslation, isCuratedOutput } from "@/lib/i18n/curated";
import { protectTerms } from "@/lib/i18n/glossary";
import { LanguageNotOfferedError, translateWithService, type ServiceConfig } from "@/lib/i18n/libretranslate";
import { hasLetters, normalizeText } from "@/lib/i18n/normalize";
import { serviceOffers } from "@/lib/i18n/service-languages";
import { isTargetLanguage, type TargetLanguage } from "@/lib/i18n/types";

export type TranslationSource = "curated" | "machine" | "original";
export type TranslatedText = { text: string; source: TranslationSource };

export type TranslateDeps = {
  /** The translation cache; null or absent: no cache (every miss goes to the service). */
  store?: TranslationStore | null;
  /** LibreTranslate; null or absent when LIBRETRANSLATE_URL is not set (misses stay English). */
  service?: ServiceConfig | null;
  logger?: Pick<Console, "warn" | "error">;
  /**
   * Which misses may go to the service (the caller's per-client budget; what it holds back stays
   * in English). Asked only when a service is configured, since only then do misses cost anything.
   * Absent: all of them.
   */
  admit?: (misses: readonly string[]) => Promise<readonly string[]>;
};

/** Only names and addresses that are never translated ("Altadena", "FEMA", a bare URL or e-mail address). */
function onlyProtectedTerms(normalized: string): boolean {
  return !hasLetters(protectTerms(normalized).text);
}

let warnedNoService = false;
/** Languages the service does not offer, each warned about once per process. */
const warnedNotOffered = new Set<TargetLanguage>();

/**
 * Translates a batch of English texts (a page's text nodes) into `target`. In input order, each
 * result is the curated translation, else the cached or fresh machine translation, else the text
 * unchanged ("original"). Per call: at most one cache lookup and one service round (in chunks)
 * for the texts the cache lacks; validated service results are written back to the cache. A
 * language the service does not offer (lib/i18n/service-languages.ts) is treated like no service:
 * nothing is sent or spent from the budget, and the misses stay in English.
 * Failures of the cache or the service never throw: the texts stay in English and it is logged.
 */
export async function translateTexts(target: TargetLanguage, texts: readonly string[], deps: TranslateDeps = {}): Promise<TranslatedText[]> {
  if (!isTargetLanguage(target)) throw new Error("Unsupported target language");
  const logger = deps.logger ?? console;
  const results: TranslatedText[] = texts.map((text) => ({ text, source: "original" }));

  // normalized text → the indexes of the inputs that carry it (a page repeats "Directions" a lot).
  const pending = new Map<string, number[]>();
  texts.forEach((text, index) => {
    const normalized = normalizeText(text);
    // Empty, or no letters (numbers, phone numbers, punctuation): stays as it is.
    if (!normalized || !hasLetters(normalized)) return;
    const curated = curatedTranslation(normalized, target);
    if (curated !== null) {
      results[index] = { text: curated, source: "curated" };
    } else if (isCuratedOutput(normalized, target)) {
      // Already translated (the server rendered the curated text): keep it as it is.
      results[index] = { text, source: "curated" };
    } else if (!onlyProtectedTerms(normalized)) {
      const indexes = pending.get(normalized);
      if (indexes) indexes.push(index);
      else pending.set(normalized, [index]);
    }
  });
  if (pending.size === 0) return results;

  const fill = (normalized: string, translation: string) => {
    for (const index of pending.get(normalized) ?? []) results[index] = { text: translation, source: "machine" };
  };

  let cached = new Map<string, string>();
  if (deps.store) {
    try {
      cached = await deps.store.lookup(target, [...pending.keys()]);
    } catch (error) {
      logger.error(`Translation cache lookup failed (${pending.size} texts, ${target}): ${message(error)}`);
    }
  }
  const misses: string[] = [];
  for (const normalized of pending.keys()) {
    const hit = cached.get(normalized);
    if (hit) fill(normalized, hit);
    else misses.push(normalized);
  }
  if (misses.length === 0) return results;

  if (!deps.service) {
    if (!warnedNoService) {
      warnedNoService = true;
      logger.warn("LIBRETRANSLATE_URL is not set: texts without a curated or cached translation stay in English.");
    }
    return results;
  }
  if (!(await serviceOffers(deps.service, target, { logger }))) {
    if (!warnedNotOffered.has(target)) {
      warnedNotOffered.add(target);
      logger.warn(`The translation service does not offer ${target}: texts without a curated or cached translation in it stay in English.`);
    }
    return results;
  }

  let sent: readonly string[] = misses;
  if (deps.admit) {
    try {
      sent = await deps.admit(misses);
    } catch (error) {
      // Fail closed: an unknown budget must not turn into an unlimited one.
      logger.error(`Translation budget check failed (${misses.length} texts, ${target}): ${message(error)}`);
      return results;
    }
    if (sent.length === 0) return results;
  }

  let translated: (string | null)[];
  try {
    translated = await translateWithService(target, [...sent], deps.service);
  } catch (error) {
    // The service's list changed since the check above (it was read again meanwhile): as above.
    if (error instanceof LanguageNotOfferedError) return results;
    logger.error(`Machine translation failed (${sent.length} texts, ${target}): ${message(error)}`);
    return results;
  }
  const fresh: { text: string; translation: string }[] = [];
  sent.forEach((normalized, i) => {
    const translation = translated[i];
    if (translation) {
      fill(normalized, translation);
      fresh.push({ text: normalized, translation });
    }
  });
  const rejected = sent.length - fresh.length;
  if (rejected > 0) logger.warn(`Machine translation: ${rejected} of ${sent.length} results rejected by validation (${target}); they stay in English.`);

  if (fresh.length > 0 && deps.store) {
    try {
      await deps.store.saveMachine(target, fresh);
    } catch (error) {
      logger.error(`Saving ${fresh.length} machine translations (${target}) failed: ${message(error)}`);
    }
  }
  return results;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
