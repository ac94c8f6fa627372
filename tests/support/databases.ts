import { PGlite } from "@electric-sql/pglite";
import { migrate, seed, type MigratableDb } from "@/lib/data/migrate";
import type { SqlClient } from "@/lib/data/sql/client";
import { API_ROLES, TEST_DATABASE_URL, databaseUrl, dropDatabase, ensureRoles, pgClient, pgDb, uniqueDatabaseName } from "./pg-server";

/**
 * Migrated and seeded databases for the SQL-level tests (row-level security by `set role`): an
 * in-memory PGlite always, and a fresh database on the TEST_DATABASE_URL server when it is set.
 * tests/support/backends.ts builds the stores of all three backends on top of these and the
 * Supabase stack.
 */

export { TEST_DATABASE_URL } from "./pg-server";

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
  /** A second session on the same database (PGlite has only one: it is the same session). */
  secondSession(): Promise<{ db: SqlClient; close(): Promise<void> }>;
  /** Closes the session; for PostgreSQL also drops the test database. */
  close(): Promise<void>;
};

export type OpenDatabase = () => Promise<TestDatabase>;

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
  return { client, asRole: roleRunner(client), secondSession: async () => ({ db: client, close: async () => {} }), close: () => db.close() };
};

/** A fresh database on the TEST_DATABASE_URL server, migrated and seeded; close() drops it. */
export const openPostgres: OpenDatabase = async () => {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = uniqueDatabaseName("relief_test");
  const admin = pgClient(databaseUrl("postgres"));
  await admin.connect();
  const sessions: { end(): Promise<void> }[] = [];
  const close = async () => {
    for (const session of sessions) await session.end().catch(() => {});
    try {
      await dropDatabase(admin, name);
    } finally {
      await admin.end();
    }
  };
  const connect = async () => {
    const client = pgClient(databaseUrl(name));
    sessions.push(client);
    await client.connect();
    return client;
  };
  try {
    await ensureRoles(admin, API_ROLES);
    await admin.query(`create database ${name}`);
    const db = pgDb(await connect());
    await migrate(db);
    await seed(db);
    const secondSession = async () => {
      const client = await connect();
      return { db: pgDb(client), close: () => client.end() };
    };
    return { client: db, asRole: roleRunner(db), secondSession, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
};
