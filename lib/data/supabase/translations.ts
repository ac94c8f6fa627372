import { checkTarget, normalizedPairs, translationsFound, uniqueNormalized, type TranslationRow } from "../translation-rows";
import type { TranslationStore } from "../stores";
import { check, supabaseClients, type SupabaseConfig } from "./client";

/**
 * The cache on Supabase: both operations are RPC calls (POST, so no URI-length limit), and the
 * lookup answers one JSON value (no row cap), whatever the batch size.
 */
export function createSupabaseTranslationStore(config: SupabaseConfig): TranslationStore {
  const { reader, writer } = supabaseClients(config);

  return {
    async lookup(target, texts) {
      checkTarget(target);
      const keys = uniqueNormalized(texts);
      if (keys.length === 0) return new Map();
      const rows = check(await reader.rpc("lookup_translations", { texts: keys, target }), "translation lookup") as TranslationRow[] | null;
      return translationsFound(rows, target, keys);
    },

    async saveMachine(target, pairs) {
      checkTarget(target);
      const rows = normalizedPairs(pairs);
      if (rows.length === 0) return;
      check(await writer.rpc("save_machine_translations", { target, pairs: rows }), "translation save");
    },
  };
}
