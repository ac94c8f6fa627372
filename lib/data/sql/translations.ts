import { checkTarget, normalizedPairs, translationsFound, uniqueNormalized, type TranslationRow } from "../translation-rows";
import type { TranslationStore } from "../stores";
import type { SqlClient } from "./client";

/** The translation cache over plain SQL: the embedded PGlite backend, and PostgreSQL in the contract tests. */
export function createSqlTranslationStore(db: SqlClient): TranslationStore {
  return {
    async lookup(target, texts) {
      checkTarget(target);
      const keys = uniqueNormalized(texts);
      if (keys.length === 0) return new Map();
      // The texts travel as one JSON parameter: drivers disagree on how to send arrays.
      const [row] = await db.query<{ rows: TranslationRow[] | null }>(
        "select public.lookup_translations(array(select jsonb_array_elements_text($1::jsonb)), $2) as rows",
        [JSON.stringify(keys), target],
      );
      return translationsFound(row?.rows ?? null, target, keys);
    },

    async saveMachine(target, pairs) {
      checkTarget(target);
      const rows = normalizedPairs(pairs);
      if (rows.length === 0) return;
      await db.query("select public.save_machine_translations($1, $2::jsonb)", [target, JSON.stringify(rows)]);
    },
  };
}
