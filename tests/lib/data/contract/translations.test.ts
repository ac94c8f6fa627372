// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { MigratableDb } from "@/lib/data/migrate";
import type { SqlClient } from "@/lib/data/sql/client";
import { createSqlTranslationStore } from "@/lib/data/sql/translations";
import { createSupabaseTranslationStore } from "@/lib/data/supabase/translations";
import type { TranslationStore } from "@/lib/data/stores";
import { isTargetLanguage, type TargetLanguage } from "@/lib/i18n/types";
import { describeEachBackend, type TestBackend } from "@/tests/support/backends";

const DENIED = /permission denied|row-level security/i;

/**
 * A language whose code has a region-style part, added to the site's list as any new language is
 * (lib/i18n/languages.ts), and nowhere else: the cache must take it without a migration or code
 * that names it.
 */
const HANT = "zh-Hant" as TargetLanguage;
vi.mock("@/lib/i18n/languages", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/i18n/languages")>();
  if (actual.LANGUAGE_CODES.includes("zh-Hant" as never)) return actual;
  const hant = { code: "zh-Hant", name: "繁體中文", htmlLang: "zh-Hant", locale: "zh-Hant-TW", dir: "ltr" } as const;
  return { ...actual, LANGUAGES: [...actual.LANGUAGES, hant], LANGUAGE_CODES: [...actual.LANGUAGE_CODES, hant.code] };
});

type Row = { text: string; translated: Record<string, string>; source: string };

/**
 * A translation store on the same database that counts its round trips: SQL queries on the SQL
 * backends, HTTP requests on Supabase.
 */
function countingStore(b: TestBackend): { store: TranslationStore; trips: () => number } {
  let trips = 0;
  if (b.supabase) {
    const { url, anonKey, serviceRoleKey } = b.supabase;
    const fetch: typeof globalThis.fetch = (input, init) => {
      trips += 1;
      return globalThis.fetch(input, init);
    };
    return { store: createSupabaseTranslationStore({ url, anonKey, serviceRoleKey, fetch }), trips: () => trips };
  }
  const client: SqlClient = {
    query(sql, params) {
      trips += 1;
      return b.admin.query(sql, params);
    },
  };
  return { store: createSqlTranslationStore(client), trips: () => trips };
}

async function rows(db: MigratableDb): Promise<Row[]> {
  return db.query<Row>("select text, translated, source from public.translations order by text");
}

describeEachBackend("TranslationStore contract", (backend, { kind }) => {
  let b: TestBackend;
  let db: MigratableDb;
  let store: TranslationStore;

  beforeAll(() => {
    b = backend();
    ({ admin: db, translations: store } = b);
  });

  beforeEach(async () => {
    await db.query("delete from public.translations");
    // A curated row, written by people (as the superuser, like a content migration would).
    await db.query(
      `insert into public.translations (text, translated, source) values ('Evacuate now', '{"es": "Evacúe ahora", "zh": "立即撤离"}', 'curated')`,
    );
  });

  it("looks up a whole batch in one round trip, keyed by normalized text, only where the target language is set", async () => {
    await db.query(
      `insert into public.translations (text, translated, source) values ('Open now', '{"es": "Abierto ahora"}', 'machine'), ('Directions', '{"ko": "길찾기"}', 'machine')`,
    );
    const { store, trips } = countingStore(b);
    const texts = ["  Open   now ", "Directions", "Evacuate now", "Not cached", "Open now", ...Array.from({ length: 300 }, (_, i) => `Filler ${i}`)];

    const es = await store.lookup("es", texts);
    expect(trips()).toBe(1);
    expect(es).toEqual(new Map([["Open now", "Abierto ahora"], ["Evacuate now", "Evacúe ahora"]]));

    const ko = await store.lookup("ko", texts);
    expect(ko).toEqual(new Map([["Directions", "길찾기"]]));
    expect(trips()).toBe(2);
  });

  it("answers a page's lookup with its own language only, not every language of a text", async () => {
    const [one] = await db.query<{ rows: { text: string; translated: Record<string, string> }[] }>(
      "select public.lookup_translations(array['Evacuate now'], 'zh') as rows",
    );
    expect(one!.rows).toEqual([{ text: "Evacuate now", translated: { zh: "立即撤离" }, source: "curated" }]);
    const [none] = await db.query<{ rows: { translated: Record<string, string> }[] }>("select public.lookup_translations(array['Evacuate now'], 'ko') as rows");
    expect(none!.rows.map((r) => r.translated)).toEqual([{}]);
    const [all] = await db.query<{ rows: { translated: Record<string, string> }[] }>("select public.lookup_translations(array['Evacuate now']) as rows");
    expect(all!.rows.map((r) => r.translated)).toEqual([{ es: "Evacúe ahora", zh: "立即撤离" }]);
  });

  it("asks nothing for an empty batch", async () => {
    const { store, trips } = countingStore(b);
    expect(await store.lookup("es", ["", "   "])).toEqual(new Map());
    expect(trips()).toBe(0);
  });

  it("finds long texts (over the 2.7 KB B-tree limit) through their hash", async () => {
    const long = `Long ${"word ".repeat(900)}end`;
    await store.saveMachine("es", [{ text: long, translation: "Largo" }]);
    expect(await store.lookup("es", [long])).toEqual(new Map([[long, "Largo"]]));
  });

  it("saveMachine inserts machine rows, normalized, in one round trip", async () => {
    const { store, trips } = countingStore(b);
    await store.saveMachine("es", [
      { text: " Water  and food ", translation: "Agua y comida" },
      { text: "Shelter", translation: " Refugio " },
      { text: "Shelter", translation: "Refugio" },
    ]);
    expect(trips()).toBe(1);
    expect((await rows(db)).filter((r) => r.source === "machine")).toEqual([
      { text: "Shelter", translated: { es: "Refugio" }, source: "machine" },
      { text: "Water and food", translated: { es: "Agua y comida" }, source: "machine" },
    ]);
  });

  it("fills another language on a machine row and corrects only the target language", async () => {
    await store.saveMachine("es", [{ text: "Shelter", translation: "Refugio" }]);
    await store.saveMachine("ko", [{ text: "Shelter", translation: "대피소" }]);
    await store.saveMachine("zh", [{ text: "Shelter", translation: "避难所" }]);
    await store.saveMachine("es", [{ text: "Shelter", translation: "Albergue" }]);
    expect((await rows(db)).find((r) => r.text === "Shelter")).toEqual({
      text: "Shelter",
      translated: { es: "Albergue", zh: "避难所", ko: "대피소" },
      source: "machine",
    });
  });

  it("never overwrites or fills a curated row", async () => {
    const before = await rows(db);
    await store.saveMachine("es", [{ text: "Evacuate now", translation: "Evacuar ya (machine)" }]);
    // Even the language the people left out stays theirs.
    await store.saveMachine("ko", [{ text: "Evacuate now", translation: "지금 대피하세요 (machine)" }]);
    expect(await rows(db)).toEqual(before);
    expect(await store.lookup("es", ["Evacuate now"])).toEqual(new Map([["Evacuate now", "Evacúe ahora"]]));
  });

  it("does not touch an unchanged machine row (updated_at stays)", async () => {
    await store.saveMachine("es", [{ text: "Shelter", translation: "Refugio" }]);
    await db.query("update public.translations set updated_at = '2020-01-01T00:00:00Z' where text = 'Shelter'");
    await store.saveMachine("es", [{ text: "Shelter", translation: "Refugio" }]);
    const [written] = await db.query<{ n: number }>(
      `select public.save_machine_translations('es', '[{"text":"Shelter","translation":"Refugio"}]'::jsonb) as n`,
    );
    expect(written?.n).toBe(0);
    const [row] = await db.query<{ at: Date | string }>("select updated_at as at from public.translations where text = 'Shelter'");
    expect(new Date(row!.at).toISOString()).toBe("2020-01-01T00:00:00.000Z");
  });

  it("takes a language with a hyphenated code: saved, looked up and kept apart from the others, like any language", async () => {
    expect(isTargetLanguage(HANT)).toBe(true);
    await store.saveMachine("es", [{ text: "Shelter", translation: "Refugio" }]);
    await store.saveMachine(HANT, [{ text: " Shelter ", translation: "避難所" }, { text: "Food", translation: "食物" }]);
    await store.saveMachine("zh", [{ text: "Shelter", translation: "避难所" }]);
    expect((await rows(db)).filter((r) => r.source === "machine")).toEqual([
      { text: "Food", translated: { [HANT]: "食物" }, source: "machine" },
      { text: "Shelter", translated: { es: "Refugio", [HANT]: "避難所", zh: "避难所" }, source: "machine" },
    ]);

    const { store: counted, trips } = countingStore(b);
    expect(await counted.lookup(HANT, ["Shelter", "Food", "Evacuate now", "Directions"])).toEqual(
      new Map([["Shelter", "避難所"], ["Food", "食物"]]),
    );
    expect(trips()).toBe(1);
    expect(await counted.lookup("zh", ["Shelter", "Food"])).toEqual(new Map([["Shelter", "避难所"]]));
    expect(await counted.lookup("es", ["Shelter", "Food"])).toEqual(new Map([["Shelter", "Refugio"]]));

    // Corrected like any language, counting only what changed; a curated row stays as people wrote it.
    const save = (pairs: unknown) =>
      db.query<{ n: number }>("select public.save_machine_translations($1, $2::jsonb) as n", [HANT, JSON.stringify(pairs)]);
    expect((await save([{ text: "Shelter", translation: "避難所" }]))[0]?.n).toBe(0);
    expect((await save([{ text: "Shelter", translation: "收容所" }, { text: "Evacuate now", translation: "立即撤離" }]))[0]?.n).toBe(1);
    expect(await store.lookup(HANT, ["Shelter", "Evacuate now"])).toEqual(new Map([["Shelter", "收容所"]]));
    expect((await rows(db)).find((r) => r.text === "Evacuate now")).toEqual({
      text: "Evacuate now",
      translated: { es: "Evacúe ahora", zh: "立即撤离" },
      source: "curated",
    });
  });

  it("never takes a key every JSON object inherits (constructor, __proto__) for a language", async () => {
    await db.query(`insert into public.translations (text, translated, source) values ('Shelter', '{"es": "Refugio"}', 'machine')`);
    for (const target of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      await expect(store.lookup(target as TargetLanguage, ["Shelter"])).rejects.toThrow(`Unsupported target language: ${target}`);
    }
    expect(await store.lookup(HANT, ["Shelter"])).toEqual(new Map());
  });

  it("save_machine_translations refuses a target that is not a language code (22023) and writes nothing", async () => {
    const before = await rows(db);
    const pairs = '[{"text":"Shelter","translation":"Abri"}]';
    for (const target of ["to_es = null; --", "es'); delete from public.translations; --", "ES", "Es", "e", "espa", "zh_Hant", "zh-", "zh-Hant-TW", "zh-H", "zh-Hantx", "es\n", " es", "", "fr.", "{es}"]) {
      await expect(db.query("select public.save_machine_translations($1, $2::jsonb)", [target, pairs]), JSON.stringify(target)).rejects.toMatchObject({
        code: "22023",
        message: `Unsupported target language: ${target}`,
      });
    }
    await expect(db.query("select public.save_machine_translations(null, $1::jsonb)", [pairs])).rejects.toMatchObject({
      code: "22023",
      message: "Unsupported target language: null",
    });
    expect(await rows(db)).toEqual(before);
  });

  it("refuses a target outside the site's languages with the same error, before any round trip, and writes nothing", async () => {
    const before = await rows(db);
    const { store, trips } = countingStore(b);
    // Well-formed codes the database would take: whether a language is the site's is the application's check.
    for (const target of ["fr", "en", "zh-Hans", "haw", "zh-hant"]) {
      expect(isTargetLanguage(target)).toBe(false);
      await expect(store.saveMachine(target as TargetLanguage, [{ text: "Shelter", translation: "Abri" }])).rejects.toThrow(
        new Error(`Unsupported target language: ${target}`),
      );
      await expect(store.saveMachine(target as TargetLanguage, [])).rejects.toThrow(`Unsupported target language: ${target}`);
      await expect(store.lookup(target as TargetLanguage, ["Evacuate now"])).rejects.toThrow(`Unsupported target language: ${target}`);
    }
    for (const target of ["to_es = null; --", "ES", "", null, undefined, 1]) {
      await expect(store.saveMachine(target as TargetLanguage, [{ text: "Shelter", translation: "Abri" }])).rejects.toThrow(/^Unsupported target language: /);
    }
    expect(trips()).toBe(0);
    expect(await rows(db)).toEqual(before);
  });

  it("keeps only language code → non-empty text in the table, whoever writes it", async () => {
    const before = await rows(db);
    for (const translated of ['[]', '"Refugio"', '{"es": ""}', '{"es": null}', '{"es": 1}', '{"es": {"text": "Refugio"}}', '{"ES": "Refugio"}', '{"to_es": "Refugio"}', '{"zh-Hant-TW": "避難所"}', '{"es": "Refugio", "": "x"}']) {
      await expect(
        db.query("insert into public.translations (text, translated, source) values ('Shelter', $1::jsonb, 'machine')", [translated]),
        translated,
      ).rejects.toThrow(/translations_translated_check/);
    }
    await expect(db.query("insert into public.translations (text, translated) values ('Shelter', null)")).rejects.toThrow(/null value/);
    expect(await rows(db)).toEqual(before);
    await db.query(`insert into public.translations (text) values ('Shelter')`);
    expect((await rows(db)).find((r) => r.text === "Shelter")).toEqual({ text: "Shelter", translated: {}, source: "machine" });
  });

  it("saveMachine of nothing makes no round trip", async () => {
    const { store, trips } = countingStore(b);
    await store.saveMachine("es", [{ text: "  ", translation: "x" }]);
    expect(trips()).toBe(0);
  });

  // Row-level security in SQL (`set role`); on Supabase the same is proven over HTTP
  // (tests/lib/data/supabase/http-privileges.test.ts).
  if (kind === "sql") {
    for (const role of ["anon", "authenticated"] as const) {
      describe(`as ${role}`, () => {
        const asRole = <T>(fn: (db: SqlClient) => Promise<T>) => b.sql!.asRole(role, fn);

        it("can look up translations", async () => {
          const found = await asRole((as) => createSqlTranslationStore(as).lookup("zh", ["Evacuate now", "Other"]));
          expect(found).toEqual(new Map([["Evacuate now", "立即撤离"]]));
        });

        it("cannot call save_machine_translations", async () => {
          const before = await rows(db);
          await expect(asRole((as) => createSqlTranslationStore(as).saveMachine("es", [{ text: "Evacuate now", translation: "Defaced" }]))).rejects.toThrow(
            /permission denied for function save_machine_translations/i,
          );
          await expect(asRole((as) => createSqlTranslationStore(as).saveMachine("es", [{ text: "New visitor text", translation: "Defaced" }]))).rejects.toThrow(
            DENIED,
          );
          expect(await rows(db)).toEqual(before);
        });

        it.each([
          ["insert", `insert into public.translations (text, translated) values ('Visitor text', '{"es": "Texto"}')`],
          ["update", `update public.translations set translated = '{"es": "Defaced"}'`],
          ["add a language to", `update public.translations set translated = translated || '{"ko": "Defaced"}'`],
          [
            "upsert",
            `insert into public.translations (text, translated) values ('Evacuate now', '{"es": "Defaced"}') on conflict (text_hash) do update set translated = excluded.translated`,
          ],
          ["delete", "delete from public.translations"],
        ])("cannot %s translations directly", async (_, sql) => {
          const before = await rows(db);
          await expect(asRole((as) => as.query(sql))).rejects.toThrow(DENIED);
          expect(await rows(db)).toEqual(before);
        });
      });
    }

    describe("as service_role", () => {
      it("can save machine translations but still not change a curated row", async () => {
        await b.sql!.asRole("service_role", async (as) => {
          const server = createSqlTranslationStore(as);
          await server.saveMachine("es", [
            { text: "Evacuate now", translation: "Machine" },
            { text: "Food", translation: "Comida" },
          ]);
          expect(await server.lookup("es", ["Evacuate now", "Food"])).toEqual(new Map([["Evacuate now", "Evacúe ahora"], ["Food", "Comida"]]));
        });
      });
    });
  }
});
