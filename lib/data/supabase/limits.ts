import { budgetResult } from "../limit-rows";
import type { LimitStore } from "../stores";
import { check, supabaseClients, type SupabaseConfig } from "./client";

/** Rate limits and budgets on Supabase: the service role calls the same functions as the SQL backend. */
export function createSupabaseLimitStore(config: SupabaseConfig): LimitStore {
  const { writer } = supabaseClients(config);

  return {
    async hit(key, maxHits, windowSeconds) {
      const rows = check(
        await writer.rpc("hit_rate_limit", { limit_key: key, max_hits: maxHits, window_seconds: windowSeconds }),
        "rate limit",
      ) as { allowed: boolean; retry_after_seconds: number }[] | null;
      return { allowed: !!rows?.[0]?.allowed, retryAfterSeconds: Number(rows?.[0]?.retry_after_seconds ?? windowSeconds) };
    },

    async spend(key, costs, budget, windowSeconds) {
      if (costs.length === 0) return { admitted: [], retryAfterSeconds: null };
      const rows = check(
        await writer.rpc("spend_budget", { budget_key: key, costs: [...costs], budget, window_seconds: windowSeconds }),
        "budget",
      ) as { admitted: boolean[]; retry_after_seconds: number | null }[] | null;
      return budgetResult(rows?.[0], costs.length);
    },
  };
}
