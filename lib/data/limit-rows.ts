import type { BudgetResult } from "./stores";

/** public.spend_budget()'s single row as every backend's store answers it. */
export function budgetResult(row: { admitted: boolean[] | null; retry_after_seconds: number | null } | null | undefined, n: number): BudgetResult {
  const admitted = row?.admitted ?? [];
  if (admitted.length !== n) throw new Error(`spend_budget answered ${admitted.length} decisions for ${n} costs`);
  return { admitted, retryAfterSeconds: row?.retry_after_seconds == null ? null : Number(row.retry_after_seconds) };
}
