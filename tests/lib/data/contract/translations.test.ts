// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MigratableDb } from "@/lib/data/migrate";
import type { SqlClient } from "@/lib/data/sql/client";
import { createSqlTranslationStore } from "@/lib/data/sql/translations";
import { createSupabaseTranslationStore } from "@/lib/data/supabase/translations";
import type { TranslationStore } from "@/lib/data/stores";
import { describeEachBackend, type TestBackend } from "@/tests/support/backends";

const DENIED = /permission denied|row-level security/i;

type Row = { text: string; to_es: string | null; to_zh: string | null; to_ko: string | null; source: string };

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
  return db.query<Row>("select text, to_es, to_zh, to_ko, source from public.translations order by text");
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
      "insert into public.translations (text, to_es, to_zh, to_ko, source) values ('Evacuate now', 'Evacúe ahora', '立即撤离', null, 'curated')",
    );
  });

  it("looks up a whole batch in one round trip, keyed by normalized text, only where the target column is set", async () => {
    await db.query(
      "insert into public.translations (text, to_es, to_ko, source) values ('Open now', 'Abierto ahora', null, 'machine'), ('Directions', null, '길찾기', 'machine')",
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
      { text: "Shelter", to_es: "Refugio", to_zh: null, to_ko: null, source: "machine" },
      { text: "Water and food", to_es: "Agua y comida", to_zh: null, to_ko: null, source: "machine" },
    ]);
  });

  it("fills another language on a machine row and corrects only the target column", async () => {
    await store.saveMachine("es", [{ text: "Shelter", translation: "Refugio" }]);
    await store.saveMachine("ko", [{ text: "Shelter", translation: "대피소" }]);
    await store.saveMachine("zh", [{ text: "Shelter", translation: "避难所" }]);
    await store.saveMachine("es", [{ text: "Shelter", translation: "Albergue" }]);
    expect((await rows(db)).find((r) => r.text === "Shelter")).toEqual({
      text: "Shelter",
      to_es: "Albergue",
      to_zh: "避难所",
      to_ko: "대피소",
      source: "machine",
    });
  });

  it("never overwrites or fills a curated row", async () => {
    const before = await rows(db);
    await store.saveMachine("es", [{ text: "Evacuate now", translation: "Evacuar ya (machine)" }]);
    // Even the column the people left empty stays theirs.
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

  it("save_machine_translations rejects an unsupported target and writes nothing", async () => {
    const before = await rows(db);
    await expect(db.query(`select public.save_machine_translations('fr', '[{"text":"Shelter","translation":"Abri"}]'::jsonb)`)).rejects.toThrow(
      /Unsupported target language: fr/,
    );
    await expect(db.query(`select public.save_machine_translations('to_es = null; --', '[]'::jsonb)`)).rejects.toThrow(
      /Unsupported target language/,
    );
    await expect(store.saveMachine("fr" as "es", [{ text: "Shelter", translation: "Abri" }])).rejects.toThrow(/Unsupported target language/);
    expect(await rows(db)).toEqual(before);
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
          ["insert", "insert into public.translations (text, to_es) values ('Visitor text', 'Texto')"],
          ["update", "update public.translations set to_es = 'Defaced'"],
          ["upsert", "insert into public.translations (text, to_es) values ('Evacuate now', 'Defaced') on conflict (text_hash) do update set to_es = excluded.to_es"],
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
