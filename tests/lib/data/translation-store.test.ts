// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SqlClient } from "@/lib/data/sql-store";
import { createSqlTranslationStore, createSupabaseTranslationStore } from "@/lib/data/translation-store";
import { DATABASES, OPEN_TIMEOUT_MS, type TestDatabase } from "@/tests/support/databases";

const DENIED = /permission denied|row-level security/i;

type Row = { text: string; to_es: string | null; to_zh: string | null; to_ko: string | null; source: string };

/** A SqlClient that counts the queries it runs. */
function counting(db: SqlClient) {
  const log: string[] = [];
  const client: SqlClient = {
    query(sql, params) {
      log.push(sql);
      return db.query(sql, params);
    },
  };
  return { client, log };
}

async function rows(db: TestDatabase): Promise<Row[]> {
  return db.client.query<Row>("select text, to_es, to_zh, to_ko, source from public.translations order by text");
}

for (const { name, open, enabled } of DATABASES) {
  describe.runIf(enabled)(`translation store (${name})`, () => {
    let db: TestDatabase;

    beforeAll(async () => {
      db = await open();
    }, OPEN_TIMEOUT_MS);
    afterAll(() => db?.close());

    beforeEach(async () => {
      await db.client.query("delete from public.translations");
      // A curated row, written by people (as the superuser, like a content migration would).
      await db.client.query(
        "insert into public.translations (text, to_es, to_zh, to_ko, source) values ('Evacuate now', 'Evacúe ahora', '立即撤离', null, 'curated')",
      );
    });

    it("looks up a whole batch in one query, keyed by normalized text, only where the target column is set", async () => {
      await db.client.query(
        "insert into public.translations (text, to_es, to_ko, source) values ('Open now', 'Abierto ahora', null, 'machine'), ('Directions', null, '길찾기', 'machine')",
      );
      const { client, log } = counting(db.client);
      const store = createSqlTranslationStore(client);
      const texts = ["  Open   now ", "Directions", "Evacuate now", "Not cached", "Open now", ...Array.from({ length: 300 }, (_, i) => `Filler ${i}`)];

      const es = await store.lookup("es", texts);
      expect(log).toHaveLength(1);
      expect(es).toEqual(new Map([["Open now", "Abierto ahora"], ["Evacuate now", "Evacúe ahora"]]));

      const ko = await store.lookup("ko", texts);
      expect(ko).toEqual(new Map([["Directions", "길찾기"]]));
      expect(log).toHaveLength(2);
    });

    it("asks nothing for an empty batch", async () => {
      const { client, log } = counting(db.client);
      expect(await createSqlTranslationStore(client).lookup("es", ["", "   "])).toEqual(new Map());
      expect(log).toHaveLength(0);
    });

    it("finds long texts (over the 2.7 KB B-tree limit) through their hash", async () => {
      const store = createSqlTranslationStore(db.client);
      const long = `Long ${"word ".repeat(900)}end`;
      await store.saveMachine("es", [{ text: long, translation: "Largo" }]);
      expect(await store.lookup("es", [long])).toEqual(new Map([[long, "Largo"]]));
    });

    it("saveMachine inserts machine rows, normalized, in one statement", async () => {
      const { client, log } = counting(db.client);
      const store = createSqlTranslationStore(client);
      await store.saveMachine("es", [
        { text: " Water  and food ", translation: "Agua y comida" },
        { text: "Shelter", translation: " Refugio " },
        { text: "Shelter", translation: "Refugio" },
      ]);
      expect(log).toHaveLength(1);
      expect((await rows(db)).filter((r) => r.source === "machine")).toEqual([
        { text: "Shelter", to_es: "Refugio", to_zh: null, to_ko: null, source: "machine" },
        { text: "Water and food", to_es: "Agua y comida", to_zh: null, to_ko: null, source: "machine" },
      ]);
    });

    it("fills another language on a machine row and corrects only the target column", async () => {
      const store = createSqlTranslationStore(db.client);
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
      const store = createSqlTranslationStore(db.client);
      const before = await rows(db);
      await store.saveMachine("es", [{ text: "Evacuate now", translation: "Evacuar ya (machine)" }]);
      // Even the column the people left empty stays theirs.
      await store.saveMachine("ko", [{ text: "Evacuate now", translation: "지금 대피하세요 (machine)" }]);
      expect(await rows(db)).toEqual(before);
      expect(await store.lookup("es", ["Evacuate now"])).toEqual(new Map([["Evacuate now", "Evacúe ahora"]]));
    });

    it("does not touch an unchanged machine row (updated_at stays)", async () => {
      const store = createSqlTranslationStore(db.client);
      await store.saveMachine("es", [{ text: "Shelter", translation: "Refugio" }]);
      await db.client.query("update public.translations set updated_at = '2020-01-01T00:00:00Z' where text = 'Shelter'");
      const [written] = await db.client.query<{ n: number }>(
        `select public.save_machine_translations('es', '[{"text":"Shelter","translation":"Refugio"}]'::jsonb) as n`,
      );
      expect(written?.n).toBe(0);
      const [row] = await db.client.query<{ at: Date | string }>("select updated_at as at from public.translations where text = 'Shelter'");
      expect(new Date(row!.at).toISOString()).toBe("2020-01-01T00:00:00.000Z");
    });

    it("save_machine_translations rejects an unsupported target and writes nothing", async () => {
      const before = await rows(db);
      await expect(
        db.client.query(`select public.save_machine_translations('fr', '[{"text":"Shelter","translation":"Abri"}]'::jsonb)`),
      ).rejects.toThrow(/Unsupported target language: fr/);
      await expect(db.client.query(`select public.save_machine_translations('to_es = null; --', '[]'::jsonb)`)).rejects.toThrow(
        /Unsupported target language/,
      );
      expect(await rows(db)).toEqual(before);
    });

    it("saveMachine of nothing runs no query", async () => {
      const { client, log } = counting(db.client);
      await createSqlTranslationStore(client).saveMachine("es", [{ text: "  ", translation: "x" }]);
      expect(log).toHaveLength(0);
    });

    for (const role of ["anon", "authenticated"] as const) {
      describe(`as ${role}`, () => {
        it("can look up translations", async () => {
          const found = await db.asRole(role, (as) => createSqlTranslationStore(as).lookup("zh", ["Evacuate now", "Other"]));
          expect(found).toEqual(new Map([["Evacuate now", "立即撤离"]]));
        });

        it("cannot call save_machine_translations", async () => {
          const before = await rows(db);
          await expect(
            db.asRole(role, (as) => createSqlTranslationStore(as).saveMachine("es", [{ text: "Evacuate now", translation: "Defaced" }])),
          ).rejects.toThrow(/permission denied for function save_machine_translations/i);
          await expect(
            db.asRole(role, (as) => createSqlTranslationStore(as).saveMachine("es", [{ text: "New visitor text", translation: "Defaced" }])),
          ).rejects.toThrow(DENIED);
          expect(await rows(db)).toEqual(before);
        });

        it.each([
          ["insert", "insert into public.translations (text, to_es) values ('Visitor text', 'Texto')"],
          ["update", "update public.translations set to_es = 'Defaced'"],
          ["upsert", "insert into public.translations (text, to_es) values ('Evacuate now', 'Defaced') on conflict (text_hash) do update set to_es = excluded.to_es"],
          ["delete", "delete from public.translations"],
        ])("cannot %s translations directly", async (_, sql) => {
          const before = await rows(db);
          await expect(db.asRole(role, (as) => as.query(sql))).rejects.toThrow(DENIED);
          expect(await rows(db)).toEqual(before);
        });
      });
    }

    describe("as service_role", () => {
      it("can save machine translations but still not change a curated row", async () => {
        await db.asRole("service_role", async (as) => {
          const store = createSqlTranslationStore(as);
          await store.saveMachine("es", [
            { text: "Evacuate now", translation: "Machine" },
            { text: "Food", translation: "Comida" },
          ]);
          expect(await store.lookup("es", ["Evacuate now", "Food"])).toEqual(
            new Map([["Evacuate now", "Evacúe ahora"], ["Food", "Comida"]]),
          );
        });
      });
    });
  });
}

describe("translation store (Supabase, over a recorded fetch)", () => {
  const URL_BASE = "https://abcdefghijklmnop.supabase.co";
  const ANON_KEY = "anon-key-eyJhbGciOiJIUzI1NiJ9.anon";
  const SERVICE_KEY = "service-key-eyJhbGciOiJIUzI1NiJ9.service";
  type Recorded = { method: string; url: URL; headers: Headers; body: unknown };

  function fakeFetch(respond: (r: Recorded) => { status?: number; body: unknown }) {
    const requests: Recorded[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const text = await request.text();
      const recorded = { method: request.method, url: new URL(request.url), headers: request.headers, body: text ? JSON.parse(text) : undefined };
      requests.push(recorded);
      const { status = 200, body } = respond(recorded);
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    };
    return { fetch, requests };
  }

  const ROWS = [
    { text: "Open now", to_es: "Abierto ahora", to_zh: null, to_ko: "영업 중", source: "machine" },
    { text: "Evacuate now", to_es: "Evacúe ahora", to_zh: "立即撤离", to_ko: null, source: "curated" },
  ];

  it("looks up a batch of 500 texts with one RPC POST using the anon key (no URI-length limit)", async () => {
    const { fetch, requests } = fakeFetch(() => ({ body: ROWS }));
    const store = createSupabaseTranslationStore({ url: URL_BASE, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY, fetch });
    const texts = ["Open  now", "Evacuate now", ...Array.from({ length: 500 }, (_, i) => `Text number ${i} ${"x".repeat(40)}`)];
    expect(await store.lookup("es", texts)).toEqual(new Map([["Open now", "Abierto ahora"], ["Evacuate now", "Evacúe ahora"]]));
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe("POST");
    expect(`${request!.url.origin}${request!.url.pathname}`).toBe(`${URL_BASE}/rest/v1/rpc/lookup_translations`);
    expect(request!.url.search).toBe("");
    expect(request!.headers.get("apikey")).toBe(ANON_KEY);
    expect((request!.body as { texts: string[] }).texts).toHaveLength(502);
    expect((request!.body as { texts: string[] }).texts[0]).toBe("Open now");
  });

  it("answers only the target column and throws on an error", async () => {
    const ok = fakeFetch(() => ({ body: ROWS }));
    const store = createSupabaseTranslationStore({ url: URL_BASE, anonKey: ANON_KEY, fetch: ok.fetch });
    expect(await store.lookup("zh", ["Open now", "Evacuate now"])).toEqual(new Map([["Evacuate now", "立即撤离"]]));
    const failing = fakeFetch(() => ({ status: 500, body: { message: "boom", code: "XX000" } }));
    const broken = createSupabaseTranslationStore({ url: URL_BASE, anonKey: ANON_KEY, fetch: failing.fetch });
    await expect(broken.lookup("es", ["Open now"])).rejects.toThrow("Supabase translation lookup failed: boom");
  });

  it("saves with the service-role key through save_machine_translations", async () => {
    const { fetch, requests } = fakeFetch(() => ({ body: 2 }));
    const store = createSupabaseTranslationStore({ url: URL_BASE, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY, fetch });
    await store.saveMachine("ko", [
      { text: " Open  now", translation: "영업 중" },
      { text: "Food", translation: "음식" },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/save_machine_translations");
    expect(requests[0]!.headers.get("apikey")).toBe(SERVICE_KEY);
    expect(requests[0]!.body).toEqual({
      target: "ko",
      pairs: [
        { text: "Open now", translation: "영업 중" },
        { text: "Food", translation: "음식" },
      ],
    });
  });

  it("without a service-role key, saving is a no-op that warns once per process", async () => {
    vi.resetModules();
    const { createSupabaseTranslationStore: create } = await import("@/lib/data/translation-store");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { fetch, requests } = fakeFetch(() => ({ body: null }));
    const store = create({ url: URL_BASE, anonKey: ANON_KEY, fetch });
    await store.saveMachine("es", [{ text: "Food", translation: "Comida" }]);
    await create({ url: URL_BASE, anonKey: ANON_KEY, fetch }).saveMachine("es", [{ text: "Water", translation: "Agua" }]);
    expect(requests).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/SUPABASE_SERVICE_ROLE_KEY is not set/);
  });
});
