import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { migrate, seed, type MigratableDb } from "@/lib/data/migrate";
import type { SqlClient } from "@/lib/data/sql-store";

/**
 * Migrated and seeded databases for the data-layer contract tests: an in-memory PGlite always,
 * and a fresh database on a real PostgreSQL server when TEST_DATABASE_URL is set
 * (e.g. postgres://postgres@127.0.0.1:5432/postgres; the user must be allowed to create databases
 * and roles — a superuser, as on a local test server).
 */

/** The Supabase API roles that supabase/roles.sql creates. */
export type DbRole = "anon" | "authenticated" | "service_role";
const ROLES: readonly DbRole[] = ["anon", "authenticated", "service_role"];

export type TestDatabase = {
  /** A superuser session on the migrated, seeded database. */
  client: MigratableDb;
  /**
   * Runs `fn` on the same single session with `set role <role>`, and resets the role afterwards
   * (also when `fn` throws). Do not run other queries on `client` while `fn` runs.
   */
  asRole<T>(role: DbRole, fn: (db: SqlClient) => Promise<T>): Promise<T>;
  /** Closes the session; for PostgreSQL also drops the test database. */
  close(): Promise<void>;
};

export type OpenDatabase = () => Promise<TestDatabase>;

/** The PostgreSQL server to test against, if any. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** Opening a database (PGlite starts a WASM PostgreSQL; a server creates a database) is slow. */
export const OPEN_TIMEOUT_MS = 60_000;

function roleRunner(client: MigratableDb): TestDatabase["asRole"] {
  return async (role, fn) => {
    // Never interpolate anything but one of the known role names.
    if (!ROLES.includes(role)) throw new Error(`Unknown role: ${String(role)}`);
    await client.query(`set role ${role}`);
    try {
      return await fn(client);
    } finally {
      await client.query("reset role");
    }
  };
}

/** A fresh in-memory PGlite with the migrations and the seed applied. */
export const openPglite: OpenDatabase = async () => {
  const db = new PGlite();
  await db.waitReady;
  const client: MigratableDb = {
    async query<T>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params)).rows;
    },
    exec: (sql: string) => db.exec(sql),
  };
  try {
    await migrate(client);
    await seed(client);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { client, asRole: roleRunner(client), close: () => db.close() };
};

function pgClient(connectionString: string): pg.Client {
  const client = new pg.Client({ connectionString });
  // An idle client whose server goes away emits "error"; without a listener that kills the worker.
  client.on("error", () => {});
  return client;
}

function pgDb(client: pg.Client): MigratableDb {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as T[];
    },
    // Without parameters node-postgres uses the simple protocol, which runs multi-statement scripts.
    exec: (sql: string) => client.query(sql),
  };
}

const DUPLICATE_OBJECT = "42710";
const UNIQUE_VIOLATION = "23505";

/**
 * Roles are cluster-wide and roles.sql checks before it creates: two test files starting at once
 * on a server that has never seen the roles can race, and the loser fails. Create them once here,
 * retrying after such a race, so the migration's own roles.sql then finds them.
 */
async function ensureRoles(admin: pg.Client): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(
        ROLES.map(
          (r) =>
            `do $$ begin if not exists (select 1 from pg_roles where rolname = '${r}') then create role ${r} nologin noinherit${
              r === "service_role" ? " bypassrls" : ""
            }; end if; end $$;`,
        ).join("\n"),
      );
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt < 3 && (code === DUPLICATE_OBJECT || code === UNIQUE_VIOLATION)) continue;
      throw error;
    }
  }
}

/** A fresh database on the TEST_DATABASE_URL server, migrated and seeded; close() drops it. */
export const openPostgres: OpenDatabase = async () => {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `relief_test_${process.pid}_${randomBytes(6).toString("hex")}`;
  const admin = pgClient(TEST_DATABASE_URL);
  await admin.connect();
  let client: pg.Client | undefined;
  const dropDatabase = async () => {
    await client?.end().catch(() => {});
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
    } finally {
      await admin.end();
    }
  };
  try {
    await ensureRoles(admin);
    await admin.query(`create database ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    client = pgClient(url.toString());
    await client.connect();
    const db = pgDb(client);
    await migrate(db);
    await seed(db);
    return { client: db, asRole: roleRunner(db), close: dropDatabase };
  } catch (error) {
    await dropDatabase().catch(() => {});
    throw error;
  }
};

/** Every backend to run the database tests on; `enabled` is false when there is no server. */
export const DATABASES: ReadonlyArray<{ name: string; open: OpenDatabase; enabled: boolean }> = [
  { name: "PGlite", open: openPglite, enabled: true },
  { name: "PostgreSQL", open: openPostgres, enabled: !!TEST_DATABASE_URL },
];
