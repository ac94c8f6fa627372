import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { TRANSLATION } from "@/lib/config";

/** Which cache misses may go to the translation service now, and when the rest may. */
export type Admission = {
  admitted: string[];
  /** null when every miss was admitted; else seconds until the client's window starts afresh. */
  retryAfterSeconds: number | null;
};

/** Spends a client's budget on the misses that fit (in order), leaving the others untranslated. */
export type ServiceBudget = (client: string, misses: readonly string[]) => Promise<Admission>;

type Options = { charsPerWindow?: number; windowSeconds?: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
/** Characters as the service counts them: code points, not UTF-16 units. */
const chars = (text: string) => Array.from(text).length;

/**
 * A budget of service characters per client and fixed window. In memory (RateLimiterMemory), so
 * it is PER SERVER INSTANCE: with N instances a client may spend up to N budgets, and a restart
 * forgets it. That is acceptable for what it guards (cost, not security); a shared store
 * (rate-limiter-flexible's Postgres or Redis limiters) would make it global. Characters, not
 * requests or texts, because that is what the service's quota counts.
 */
export function createServiceBudget({
  charsPerWindow = TRANSLATION.serviceCharsPerClientPerWindow,
  windowSeconds = TRANSLATION.serviceWindowSeconds,
}: Options = {}): ServiceBudget {
  const limiter = new RateLimiterMemory({ keyPrefix: "translate-service", points: charsPerWindow, duration: windowSeconds });

  /** The client's current window; null when it has none or it has just ended (its timer may lag). */
  const current = async (client: string) => {
    const state = await limiter.get(client);
    return state && state.msBeforeNext > 0 ? state : null;
  };
  const retryAfter = async (client: string) => seconds((await current(client))?.msBeforeNext ?? windowSeconds * 1000);

  return async (client, misses) => {
    let left = (await current(client))?.remainingPoints ?? charsPerWindow;
    const admitted: string[] = [];
    for (const text of misses) {
      // Greedy: a long text that no longer fits does not hold back shorter ones after it.
      const size = chars(text);
      if (size <= left) {
        admitted.push(text);
        left -= size;
      }
    }
    const cost = admitted.reduce((sum, text) => sum + chars(text), 0);
    if (cost > 0) {
      try {
        await limiter.consume(client, cost);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        // Another request of this client spent the budget meanwhile: a rejected consume still
        // counts its points, so give them back and send nothing this time.
        await limiter.reward(client, cost);
        return { admitted: [], retryAfterSeconds: seconds(error.msBeforeNext) };
      }
    }
    const complete = admitted.length === misses.length;
    return { admitted, retryAfterSeconds: complete ? null : await retryAfter(client) };
  };
}
