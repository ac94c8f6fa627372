import { copyFile, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { migrate, type MigratableDb } from "@/lib/data/migrate";
import { OPEN_TIMEOUT_MS } from "./databases";
import { API_ROLES, NO_SERVER_REASON, databaseUrl, dropDatabase, ensureRoles, pgClient, pgDb, uniqueDatabaseName } from "./pg-server";

/**
 * For tests of one migration on data stored before it: a fresh database on each engine the site
 * runs on (PGlite; PostgreSQL when TEST_DATABASE_URL is set), brought to the migration before it,
 * given rows in the old shape, then migrated the rest of the way.
 */

type OpenedDb = { db: MigratableDb; close(): Promise<void> };

/** [engine, why it is skipped or null, open a fresh empty database]. */
const MIGRATION_ENGINES: [string, string | null, () => Promise<OpenedDb>][] = [
  [
    "PGlite",
    null,
    async () => {
      const pglite = new PGlite();
      await pglite.waitReady;
      const db: MigratableDb = { query: async (sql, params) => (await pglite.query(sql, params)).rows as never, exec: (sql) => pglite.exec(sql) };
      return { db, close: () => pglite.close() };
    },
  ],
  [
    "PostgreSQL",
    NO_SERVER_REASON,
    async () => {
      const name = uniqueDatabaseName("relief_migration");
      const admin = pgClient(databaseUrl("postgres"));
      await admin.connect();
      await ensureRoles(admin, API_ROLES);
      await admin.query(`create database ${name}`);
      const client = pgClient(databaseUrl(name));
      await client.connect();
      return {
        db: pgDb(client),
        async close() {
          await client.end().catch(() => {});
          try {
            await dropDatabase(admin, name);
          } finally {
            await admin.end();
          }
        },
      };
    },
  ],
];

const SUPABASE = path.join(process.cwd(), "supabase");

/**
 * Applies the migrations before `migration` to `db`, runs `before` (the old rows), then the rest.
 * Answers the names each step applied; the folder it copied them to is removed.
 */
async function migrateAcross(db: MigratableDb, migration: string, before: () => Promise<unknown>): Promise<{ first: string[]; rest: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), "migration-"));
  try {
    await mkdir(path.join(dir, "migrations"));
    await copyFile(path.join(SUPABASE, "roles.sql"), path.join(dir, "roles.sql"));
    const files = (await readdir(path.join(SUPABASE, "migrations"))).filter((f) => f.endsWith(".sql")).sort();
    if (!files.includes(migration)) throw new Error(`No migration ${migration}`);
    const copy = (list: string[]) => Promise.all(list.map((f) => copyFile(path.join(SUPABASE, "migrations", f), path.join(dir, "migrations", f))));
    await copy(files.filter((f) => f < migration));
    const first = await migrate(db, dir);
    await before();
    await copy(files.filter((f) => f >= migration));
    return { first, rest: await migrate(db, dir) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A suite per engine: `before` stores rows on the database as the migrations before `migration`
 * left it, then the rest are applied, and `tests` look at what became of them (`db()`).
 */
export function describeMigration(migration: string, before: (db: MigratableDb) => Promise<unknown>, tests: (db: () => MigratableDb) => void): void {
  for (const [engine, skip, open] of MIGRATION_ENGINES) {
    describe.skipIf(skip !== null)(`${migration} (${engine}${skip ? ` — skipped: ${skip}` : ""})`, () => {
      let opened: OpenedDb | undefined;
      const db = () => opened!.db;
      beforeAll(async () => {
        opened = await open();
        const { first, rest } = await migrateAcross(db(), migration, () => before(db()));
        expect(first).not.toContain(migration);
        expect(rest).toContain(migration);
      }, OPEN_TIMEOUT_MS);
      afterAll(() => opened?.close());
      tests(db);
    });
  }
}
