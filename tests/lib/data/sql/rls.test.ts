// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlClient } from "@/lib/data/sql/client";
import { createSqlPlaceStore } from "@/lib/data/sql/places";
import { OPEN_TIMEOUT_MS, openPglite, openPostgres, type OpenDatabase, type TestDatabase } from "@/tests/support/databases";

const seedId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const UNPUBLISHED_IDS = [seedId(14), seedId(49)];
const DENIED = /permission denied|row-level security/i;

/** Everything visitors must not be able to change, read as the superuser. */
async function snapshot(db: TestDatabase) {
  const digest = async (table: string) =>
    (
      await db.client.query<{ n: number; digest: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
      )
    )[0];
  return {
    places: await digest("public.places"),
    importRuns: await digest("public.import_runs"),
    translations: await digest("public.translations"),
    hazardLayers: await digest("public.hazard_layers"),
    migrations: await digest("public._migrations"),
  };
}

const count = async (db: SqlClient, sql: string, params?: unknown[]) =>
  (await db.query<{ n: number }>(sql, params))[0]?.n;

/** Writes a visitor might try, on every table the API exposes. */
const VISITOR_WRITES: Record<string, string> = {
  "insert a place": `insert into public.places (external_id, kind, category, name, latitude, longitude)
                     values ('rls-visitor', 'resource', 'essentials', 'Visitor place', 34, -118)`,
  "update published places": "update public.places set name = 'Defaced'",
  "publish an unpublished draft": `update public.places set published = true where id = '${seedId(14)}'`,
  "delete places": "delete from public.places",
  "upsert a place": `insert into public.places (external_id, kind, category, name, latitude, longitude)
                     values ('sample-001', 'resource', 'essentials', 'Defaced', 34, -118)
                     on conflict (external_id) do update set name = excluded.name`,
  "insert an import run": "insert into public.import_runs (source, rows_total, rows_changed) values ('visitor', 1, 1)",
  "update import runs": "update public.import_runs set finished_at = now() + interval '1 year'",
  "delete import runs": "delete from public.import_runs",
  "insert a translation": `insert into public.translations (text, translated) values ('Visitor text', '{"es": "Texto"}')`,
  "update translations": `update public.translations set translated = '{"es": "Defaced"}', source = 'curated'`,
  "add a language to translations": `update public.translations set translated = translated || '{"ko": "Defaced"}'`,
  "delete translations": "delete from public.translations",
  "truncate places": "truncate public.places",
  "insert a hazard layer": "insert into public.hazard_layers (layer, source, source_url, fetched_at, features) values ('zone', 'Visitor', 'https://example.org', now(), '[]')",
  "update hazard layers": "update public.hazard_layers set features = '[]', fetched_at = now() + interval '1 year'",
  "clear a hazard layer's error": "update public.hazard_layers set last_error = null, last_error_at = null",
  "delete hazard layers": "delete from public.hazard_layers",
  "save a hazard layer": "select public.save_hazard_layer('incident', 'Visitor', 'https://example.org', now() + interval '1 year', '[]')",
  "record a hazard failure": "select public.note_hazard_failure('incident', 'visitor')",
};

function describeRls(name: string, open: OpenDatabase, enabled = true) {
  describe.runIf(enabled)(`row-level security (${name})`, () => {
    let db: TestDatabase;

    beforeAll(async () => {
      db = await open();
      // Something in every readable table: the seed has places only.
      await db.client.query(`insert into public.translations (text, translated, source) values ('Open now', '{"es": "Abierto ahora"}', 'curated')`);
      await db.client.query("select * from public.import_places('[]'::jsonb, 'rls test setup')");
      // A hazard layer with a good copy and a failure since; a layer with only a failure.
      await db.client.query("select public.save_hazard_layer('incident', 'CAL FIRE', 'https://example.org/incidents', now(), '[]')");
      await db.client.query("select public.note_hazard_failure('incident', 'https://secret.example.org/feed answered 500.')");
      await db.client.query("select public.note_hazard_failure('zone', 'https://secret.example.org/zones answered 500.')");
    }, OPEN_TIMEOUT_MS);
    afterAll(() => db?.close());

    for (const role of ["anon", "authenticated"] as const) {
      describe(`as ${role}`, () => {
        it("reads the 64 published places and none of the unpublished ones", async () => {
          await db.asRole(role, async (as) => {
            expect(await count(as, "select count(*)::int as n from public.places")).toBe(64);
            expect(await count(as, "select count(*)::int as n from public.places where not published")).toBe(0);
            expect(await count(as, "select count(*)::int as n from public.places where name like 'Sample (unpublished draft):%'")).toBe(0);
            expect(await as.query("select id from public.places where id = any($1::uuid[])", [UNPUBLISHED_IDS])).toEqual([]);
            for (const id of UNPUBLISHED_IDS) {
              expect(await as.query("select id from public.places where id = $1", [id])).toEqual([]);
            }
            expect(await as.query("select id from public.places where id = $1", [seedId(1)])).toEqual([{ id: seedId(1) }]);
          });
          // The superuser does see them: the rows are there, RLS hides them.
          expect(await count(db.client, "select count(*)::int as n from public.places where not published")).toBe(2);
        });

        it("serves the store's reads under RLS", async () => {
          await db.asRole(role, async (as) => {
            const store = createSqlPlaceStore(as);
            expect(await store.listPlaces()).toHaveLength(64);
            expect(await store.getPlace(seedId(1))).not.toBeNull();
            expect(await store.getPlace(seedId(14))).toBeNull();
            expect(await store.lastUpdated()).toEqual(expect.any(String));
          });
        });

        it("reads translations and when imports finished, but not where they came from", async () => {
          await db.asRole(role, async (as) => {
            expect(await as.query("select text, translated from public.translations")).toEqual([{ text: "Open now", translated: { es: "Abierto ahora" } }]);
            expect(await count(as, "select count(finished_at)::int as n from public.import_runs")).toBe(1);
          });
          for (const column of ["source", "rows_total", "rows_changed", "id", "*"]) {
            await expect(db.asRole(role, (as) => as.query(`select ${column} from public.import_runs`))).rejects.toThrow(DENIED);
          }
        });

        it("reads the hazard layers that have a copy, never the operators' last error", async () => {
          await db.asRole(role, async (as) => {
            expect(await as.query("select layer, source, features from public.hazard_layers")).toEqual([{ layer: "incident", source: "CAL FIRE", features: [] }]);
          });
          for (const column of ["last_error", "last_error_at", "*"]) {
            await expect(db.asRole(role, (as) => as.query(`select ${column} from public.hazard_layers`))).rejects.toThrow(DENIED);
          }
        });

        for (const [what, sql] of Object.entries(VISITOR_WRITES)) {
          it(`cannot ${what}`, async () => {
            const before = await snapshot(db);
            await expect(db.asRole(role, (as) => as.query(sql))).rejects.toThrow(DENIED);
            expect(await snapshot(db)).toEqual(before);
          });
        }

        it("cannot run the import", async () => {
          const before = await snapshot(db);
          await expect(db.asRole(role, (as) => as.query("select public.import_places('[]'::jsonb, 'x')"))).rejects.toThrow(
            /permission denied for function import_places/i,
          );
          const row = { external_id: "rls-import", kind: "resource", category: "essentials", name: "Visitor import", latitude: 34, longitude: -118 };
          await expect(
            db.asRole(role, (as) => as.query("select * from public.import_places($1::jsonb, 'x')", [JSON.stringify([row])])),
          ).rejects.toThrow(DENIED);
          expect(await snapshot(db)).toEqual(before);
        });

        it("cannot read, add or change reviewer accounts or their sessions", async () => {
          const [reviewer] = await db.client.query<{ id: string }>(
            "insert into public.reviewers (email, name, role, password_hash) values ($1, 'RLS Admin', 'admin', 'scrypt$x') returning id",
            [`rls-${role}@example.org`],
          );
          await db.client.query("insert into public.reviewer_sessions (token_hash, reviewer_id, expires_at) values ($1, $2, now() + interval '1 hour')", [
            role.padEnd(64, "0"),
            reviewer!.id,
          ]);
          const attempts = [
            "select email, password_hash from public.reviewers",
            "select token_hash from public.reviewer_sessions",
            "select count(*) from public.reviewers",
            "insert into public.reviewers (email, name, role, password_hash) values ('visitor@example.org', 'Visitor', 'admin', 'scrypt$x')",
            "update public.reviewers set role = 'admin', disabled_at = null",
            `insert into public.reviewer_sessions (token_hash, reviewer_id, expires_at) values ('${"f".repeat(64)}', '${reviewer!.id}', now() + interval '1 day')`,
            "update public.reviewer_sessions set expires_at = now() + interval '10 years'",
            "delete from public.reviewer_sessions",
          ];
          for (const sql of attempts) await expect(db.asRole(role, (as) => as.query(sql)), sql).rejects.toThrow(DENIED);
          expect(await count(db.client, "select count(*)::int as n from public.reviewer_sessions where reviewer_id = $1", [reviewer!.id])).toBe(1);
        });

        it("cannot read, add, change or end anyone's area alerts, nor reach the outbox", async () => {
          const tokenHash = (role === "anon" ? "a" : "b").repeat(64);
          const [follow] = await db.client.query<{ id: string }>(
            `select public.add_alert_follow(jsonb_build_object('channel', 'email', 'email', $1::text, 'latitude', 34.123, 'longitude', -118.123,
               'radius_miles', 3, 'topics', jsonb_build_array('evacuation'), 'language', 'es', 'manage_token_hash', $2::text)) as id`,
            [`follower-${role}@example.org`, tokenHash],
          );
          await db.client.query("select public.queue_alert($1, 'confirm', '{\"type\": \"confirm\", \"confirmUrl\": \"https://example.org\"}', false)", [follow!.id]);
          const digest = () => db.client.query("select (select md5(string_agg(f::text, '|' order by f.id)) from public.alert_follows f) as f, (select md5(string_agg(o::text, '|' order by o.id)) from public.alert_outbox o) as o");
          const before = await digest();
          const attempts = [
            "select email, latitude, longitude from public.alert_follows",
            "select count(*) from public.alert_follows",
            "select event from public.alert_outbox",
            "select * from public.alert_help_pending",
            "select * from public.alert_place_queue",
            "insert into public.alert_follows (channel, email, latitude, longitude, radius_miles, topics, language, manage_token_hash) values ('email', 'x@example.org', 34, -118, 3, '{evacuation}', 'en', repeat('b', 64))",
            "update public.alert_follows set email = 'attacker@example.org'",
            "delete from public.alert_follows",
            "delete from public.alert_outbox",
            `select public.alert_follow_by_token('${tokenHash}')`,
            `select public.delete_alert_follow('${tokenHash}')`,
            `select public.update_alert_follow('${tokenHash}', 10::smallint, null)`,
            "select public.active_alert_follows()",
            "select public.claim_alerts(10, 60)",
            "select public.take_place_changes(10)",
            "select public.alert_counts()",
          ];
          for (const sql of attempts) await expect(db.asRole(role, (as) => as.query(sql)), sql).rejects.toThrow(DENIED);
          expect(await digest()).toEqual(before);
        });

        it("cannot read or write the migrations table", async () => {
          const before = await snapshot(db);
          await expect(db.asRole(role, (as) => as.query("select name from public._migrations"))).rejects.toThrow(DENIED);
          await expect(db.asRole(role, (as) => as.query("delete from public._migrations"))).rejects.toThrow(DENIED);
          expect(await snapshot(db)).toEqual(before);
        });
      });
    }

    describe("as service_role", () => {
      it("sees unpublished rows", async () => {
        await db.asRole("service_role", async (as) => {
          expect(await count(as, "select count(*)::int as n from public.places")).toBe(66);
          expect(await as.query("select id from public.places where not published order by id")).toEqual(
            UNPUBLISHED_IDS.map((id) => ({ id })),
          );
        });
      });

      it("can insert and update places and run the import (rolled back afterwards)", async () => {
        const before = await snapshot(db);
        await db.client.query("begin");
        try {
          await db.asRole("service_role", async (as) => {
            await as.query(
              `insert into public.places (external_id, kind, category, name, latitude, longitude)
               values ('rls-service', 'resource', 'essentials', 'Service place', 34, -118)`,
            );
            expect(await as.query("update public.places set published = true where id = $1 returning id", [seedId(14)])).toEqual([
              { id: seedId(14) },
            ]);
            const row = { external_id: "rls-import", kind: "shelter", category: "shelter_support", name: "Imported", latitude: 34.1, longitude: -118.1 };
            expect(await as.query("select inserted, updated, total from public.import_places($1::jsonb, 'rls')", [JSON.stringify([row])])).toEqual([
              { inserted: 1, updated: 0, total: 1 },
            ]);
            expect(await count(as, "select count(*)::int as n from public.places")).toBe(68);
            expect(await count(as, "select count(*)::int as n from public.places where published")).toBe(67);
          });
        } finally {
          await db.client.query("rollback");
        }
        expect(await snapshot(db)).toEqual(before);
      });
    });
  });
}

describeRls("PGlite", openPglite);
describeRls("PostgreSQL", openPostgres, !!process.env.TEST_DATABASE_URL);
