import { budgetResult } from "../limit-rows";
import type { LimitStore } from "../stores";
import type { SqlClient } from "./client";

/** Rate limits and budgets over plain SQL (the same functions the Supabase backend calls). */
export function createSqlLimitStore(db: SqlClient): LimitStore {
  return {
    async hit(key, maxHits, windowSeconds) {
      const [row] = await db.query<{ allowed: boolean; retry_after_seconds: number }>(
        "select allowed, retry_after_seconds from public.hit_rate_limit($1, $2, $3)",
        [key, maxHits, windowSeconds],
      );
      return { allowed: !!row?.allowed, retryAfterSeconds: Number(row?.retry_after_seconds ?? windowSeconds) };
    },

    async spend(key, costs, budget, windowSeconds) {
      if (costs.length === 0) return { admitted: [], retryAfterSeconds: null };
      // Costs travel as JSON: drivers disagree on how to send arrays.
      const [row] = await db.query<{ admitted: boolean[]; retry_after_seconds: number | null }>(
        `select admitted, retry_after_seconds
         from public.spend_budget($1, array(select jsonb_array_elements_text($2::jsonb)::integer), $3, $4)`,
        [key, JSON.stringify(costs), budget, windowSeconds],
      );
      return budgetResult(row, costs.length);
    },
  };
}

