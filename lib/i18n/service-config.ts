import "server-only";
import { serverEnv } from "@/lib/env.server";
import type { ServiceConfig } from "./libretranslate";

/** The LibreTranslate-compatible service, or null when LIBRETRANSLATE_URL is not set. */
export function serviceConfig(): ServiceConfig | null {
  const { LIBRETRANSLATE_URL: url, LIBRETRANSLATE_API_KEY: apiKey, LIBRETRANSLATE_TIMEOUT_MS: timeoutMs } = serverEnv;
  return url ? { url, apiKey, timeoutMs } : null;
}
