import "server-only";
import { TRANSLATION } from "@/lib/i18n/translation-settings";
import type { LimitStore } from "@/lib/data/stores";

/** Which cache misses may go to the translation service now, and when the rest may. */
export type Admission = {
  admitted: string[];
  /** null when every miss was admitted; else seconds until the client's window starts afresh. */
  retryAfterSeconds: number | null;
};

/** Spends a client's budget on the misses that fit (in order), leaving the others untranslated. */
export type ServiceBudget = (client: string, misses: readonly string[]) => Promise<Admission>;

type Options = { charsPerWindow?: number; windowSeconds?: number };

/** Characters as the service counts them: code points, not UTF-16 units. */
const chars = (text: string) => Array.from(text).length;

/**
 * A budget of service characters per client and fixed window, kept in the database
 * (public.spend_budget), so every server instance spends from the same one and a restart or a
 * serverless cold start forgets nothing. Characters, not requests or texts, because that is what
 * the service's quota counts. Greedy: a long text that no longer fits does not hold back shorter
 * ones after it. If the database cannot be asked, the caller sends nothing (fails closed).
 */
export function createServiceBudget(
  limits: () => Promise<LimitStore>,
  { charsPerWindow = TRANSLATION.serviceCharsPerClientPerWindow, windowSeconds = TRANSLATION.serviceWindowSeconds }: Options = {},
): ServiceBudget {
  return async (client, misses) => {
    const { admitted, retryAfterSeconds } = await (await limits()).spend(client, misses.map(chars), charsPerWindow, windowSeconds);
    return { admitted: misses.filter((_, i) => admitted[i]), retryAfterSeconds };
  };
}
