// @vitest-environment node
import { expect, it } from "vitest";
import { describeMigration } from "@/tests/support/migration-dbs";

/**
 * supabase/migrations/20261128000000_translations_by_language.sql on a cache that already holds
 * rows in the old shape (one column per language): every translation is carried into `translated`,
 * nothing else changes, and the old columns are gone.
 */

const MIGRATION = "20261128000000_translations_by_language.sql";

describeMigration(
  MIGRATION,
  (db) =>
    db.exec(`
      insert into public.translations (text, to_es, to_zh, to_ko, source, updated_at) values
        ('Evacuate now', 'Evacúe ahora', '立即撤离', null, 'curated', '2020-01-01T00:00:00Z'),
        ('Open now', 'Abierto ahora', null, '영업 중', 'machine', '2020-01-02T00:00:00Z'),
        ('Directions', null, null, '길찾기', 'machine', '2020-01-03T00:00:00Z'),
        ('Untranslated', null, null, null, 'machine', '2020-01-04T00:00:00Z'),
        ('Emptied', '', '指示', '', 'machine', '2020-01-05T00:00:00Z');
    `),
  (db) => {
    it("carries every translation into `translated`, by language, leaving the rest of each row as it was", async () => {
      const rows = await db().query<{ text: string; translated: Record<string, string>; source: string; updated_at: Date | string }>(
        "select text, translated, source, updated_at from public.translations order by updated_at",
      );
      expect(rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at).toISOString() }))).toEqual([
        { text: "Evacuate now", translated: { es: "Evacúe ahora", zh: "立即撤离" }, source: "curated", updated_at: "2020-01-01T00:00:00.000Z" },
        { text: "Open now", translated: { es: "Abierto ahora", ko: "영업 중" }, source: "machine", updated_at: "2020-01-02T00:00:00.000Z" },
        { text: "Directions", translated: { ko: "길찾기" }, source: "machine", updated_at: "2020-01-03T00:00:00.000Z" },
        { text: "Untranslated", translated: {}, source: "machine", updated_at: "2020-01-04T00:00:00.000Z" },
        // An empty text was never answered as a translation.
        { text: "Emptied", translated: { zh: "指示" }, source: "machine", updated_at: "2020-01-05T00:00:00.000Z" },
      ]);
    });

    it("drops the per-language columns", async () => {
      const columns = await db().query<{ name: string }>(
        "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = 'translations' order by ordinal_position",
      );
      expect(columns.map((c) => c.name)).toEqual(["id", "text", "text_hash", "source", "created_at", "updated_at", "translated"]);
    });

    it("answers the carried rows through the new functions, and keeps their privileges", async () => {
      const [found] = await db().query<{ rows: unknown[] }>("select public.lookup_translations(array['Open now', 'Evacuate now', 'Missing']) as rows");
      expect(found!.rows).toEqual(
        expect.arrayContaining([
          { text: "Open now", translated: { es: "Abierto ahora", ko: "영업 중" }, source: "machine" },
          { text: "Evacuate now", translated: { es: "Evacúe ahora", zh: "立即撤离" }, source: "curated" },
        ]),
      );
      expect(found!.rows).toHaveLength(2);

      const [written] = await db().query<{ n: number }>(
        `select public.save_machine_translations('zh', '[{"text":"Open now","translation":"营业中"},{"text":"Evacuate now","translation":"机器"}]'::jsonb) as n`,
      );
      expect(written!.n).toBe(1);
      const [open] = await db().query<{ translated: Record<string, string> }>("select translated from public.translations where text = 'Open now'");
      expect(open!.translated).toEqual({ es: "Abierto ahora", zh: "营业中", ko: "영업 중" });

      const privileges = await db().query<{ role: string; lookup: boolean; save: boolean }>(
        `select r as role,
                has_function_privilege(r, 'public.lookup_translations(text[], text)', 'execute') as lookup,
                has_function_privilege(r, 'public.save_machine_translations(text, jsonb)', 'execute') as save
         from unnest(array['anon', 'authenticated', 'service_role']) as r order by r`,
      );
      expect(privileges).toEqual([
        { role: "anon", lookup: true, save: false },
        { role: "authenticated", lookup: true, save: false },
        { role: "service_role", lookup: true, save: true },
      ]);
      const [definer] = await db().query<{ any: boolean }>(
        "select bool_or(p.prosecdef) as any from pg_proc p where p.proname in ('lookup_translations', 'save_machine_translations') and p.pronamespace = 'public'::regnamespace",
      );
      expect(definer!.any).toBe(false);
    });
  },
);
