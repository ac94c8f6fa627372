import "server-only";
import { serverEnv } from "@/lib/env/server";
import type { Language } from "./languages";
import type { ServiceConfig } from "./types";
import { serviceOffers } from "./service-languages";
import { isTargetLanguage } from "./types";

/** The LibreTranslate-compatible service, or null when LIBRETRANSLATE_URL is not set. */
export function serviceConfig(): ServiceConfig | null {
  const { LIBRETRANSLATE_URL: url, LIBRETRANSLATE_API_KEY: apiKey, LIBRETRANSLATE_TIMEOUT_MS: timeoutMs } = serverEnv;
  return url ? { url, apiKey, timeoutMs } : null;
}

/**
 * Whether place text can be machine-translated into a page's language: a service is configured
 * and offers the language (lib/i18n/service-languages.ts), or its list of languages could not be
 * read (then it is tried, as always). Never for English. A language the service does not offer is
 * treated like no service: the browser never asks /api/translate for it, and pages say that place
 * details are in English (components/places/data-notices.tsx).
 */
export async function machineTranslationOffered(language: Language): Promise<boolean> {
  return isTargetLanguage(language) && (await serviceOffers(serviceConfig(), language));
}
