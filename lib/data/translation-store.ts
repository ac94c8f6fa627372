import { normalizeText } from "@/lib/i18n/normalize";
import type { TargetLanguage } from "@/lib/i18n/types";
import type { SqlClient } from "./sql-store";
import { serverSupabaseClient } from "./supabase-client";

export type MachineTranslation = { text: string; translation: string };

/**
 * The translation cache (public.translations). Texts are normalized (normalizeText) on every read
 * and write, so a text matches whatever whitespace it arrived with.
 */
export interface TranslationStore {
  /**
   * One query for the whole batch: normalized text → its translation into `target`, for the texts
   * that have one (curated or machine). Texts without a translation are absent from the map.
   */
  lookup(target: TargetLanguage, texts: string[]): Promise<Map<string, string>>;
  /**
   * Writes validated machine translations (server only): inserts new texts as machine rows and
   * fills or corrects the `target` column of machine rows. Curated rows are never changed.
   */
  saveMachine(target: TargetLanguage, pairs: MachineTranslation[]): Promise<void>;
}

type TranslationRow = { text: string; to_es: string | null; to_zh: string | null; to_ko: string | null; source: string };

const COLUMN: Record<TargetLanguage, "to_es" | "to_zh" | "to_ko"> = { es: "to_es", zh: "to_zh", ko: "to_ko" };

function uniqueNormalized(texts: string[]): string[] {
  return [...new Set(texts.map(normalizeText).filter((t) => t !== ""))];
}

function normalizedPairs(pairs: MachineTranslation[]): MachineTranslation[] {
  const byText = new Map<string, string>();
  for (const { text, translation } of pairs) {
    const key = normalizeText(text);
    const value = translation.trim();
    if (key && value) byText.set(key, value);
  }
  return [...byText].map(([text, translation]) => ({ text, translation }));
}

function toMap(rows: TranslationRow[], target: TargetLanguage, asked: Set<string>): Map<string, string> {
  const column = COLUMN[target];
  const found = new Map<string, string>();
  for (const row of rows) {
    const translation = row[column];
    // A row found through an md5 collision would carry another text: only answer what was asked.
    if (translation && asked.has(row.text)) found.set(row.text, translation);
  }
  return found;
}

/** The cache over plain SQL: the embedded PGlite backend, and PostgreSQL in the contract tests. */
export function createSqlTranslationStore(db: SqlClient): TranslationStore {
  return {
    async lookup(target, texts) {
      const keys = uniqueNormalized(texts);
      if (keys.length === 0) return new Map();
      // The texts travel as one JSON parameter: drivers disagree on how to send arrays.
      const rows = await db.query<TranslationRow>(
        "select text, to_es, to_zh, to_ko, source from public.lookup_translations(array(select jsonb_array_elements_text($1::jsonb)))",
        [JSON.stringify(keys)],
      );
      return toMap(rows, target, new Set(keys));
    },

    async saveMachine(target, pairs) {
      const rows = normalizedPairs(pairs);
      if (rows.length === 0) return;
      await db.query("select public.save_machine_translations($1, $2::jsonb)", [target, JSON.stringify(rows)]);
    },
  };
}

type SupabaseConfig = {
  url: string;
  anonKey: string;
  /** Server only; needed for writes. Lookups always use the anon key, so RLS applies to them. */
  serviceRoleKey?: string;
  fetch?: typeof fetch;
};

let warnedNoServiceKey = false;

/** The cache on Supabase: both operations are RPC calls (POST), whatever the batch size. */
export function createSupabaseTranslationStore({ url, anonKey, serviceRoleKey, fetch: customFetch }: SupabaseConfig): TranslationStore {
  const reader = serverSupabaseClient(url, anonKey, customFetch);

  return {
    async lookup(target, texts) {
      const keys = uniqueNormalized(texts);
      if (keys.length === 0) return new Map();
      const { data, error } = await reader.rpc("lookup_translations", { texts: keys });
      if (error) throw new Error(`Supabase translation lookup failed: ${error.message}`);
      return toMap((data ?? []) as TranslationRow[], target, new Set(keys));
    },

    async saveMachine(target, pairs) {
      const rows = normalizedPairs(pairs);
      if (rows.length === 0) return;
      if (!serviceRoleKey) {
        if (!warnedNoServiceKey) {
          warnedNoServiceKey = true;
          console.warn("SUPABASE_SERVICE_ROLE_KEY is not set: machine translations are not cached.");
        }
        return;
      }
      const writer = serverSupabaseClient(url, serviceRoleKey, customFetch);
      const { error } = await writer.rpc("save_machine_translations", { target, pairs: rows });
      if (error) throw new Error(`Supabase translation save failed: ${error.message}`);
    },
  };
}
