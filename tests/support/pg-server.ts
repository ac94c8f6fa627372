import { randomBytes } from "node:crypto";
import pg from "pg";
import type { MigratableDb } from "@/lib/data/migrate";

/**
 * The real PostgreSQL server the database tests use (TEST_DATABASE_URL, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres; the user must be allowed to create databases and
 * roles — a superuser, as on a local test server). Shared by the plain-PostgreSQL backend
 * (tests/support/databases.ts) and the Supabase stack (tests/support/supabase-stack.ts).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** Why the PostgreSQL-backed suites are skipped, or null when they run. */
export const NO_SERVER_REASON = TEST_DATABASE_URL ? null : "TEST_DATABASE_URL is not set (.ci/run sets it)";

export function pgClient(connectionString: string): pg.Client {
  const client = new pg.Client({ connectionString });
  // An idle client whose server goes away emits "error"; without a listener that kills the worker.
  client.on("error", () => {});
  return client;
}

export function pgDb(client: pg.Client): MigratableDb {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as T[];
    },
    // Without parameters node-postgres uses the simple protocol, which runs multi-statement scripts.
    exec: (sql: string) => client.query(sql),
  };
}

/** The TEST_DATABASE_URL server's address with another database (and user, when given). */
export function databaseUrl(database: string, user?: string): string {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  if (user) {
    url.username = user;
    url.password = "";
  }
  return url.toString();
}

export const uniqueDatabaseName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(6).toString("hex")}`;

/** A role as `create role` takes it: name and attributes, plus the roles it is a member of. */
export type RoleSpec = { name: string; attributes: string; memberOf?: readonly string[] };

/** Supabase's API roles, as supabase/roles.sql creates them for databases that are not Supabase. */
export const API_ROLES: readonly RoleSpec[] = [
  { name: "anon", attributes: "nologin noinherit" },
  { name: "authenticated", attributes: "nologin noinherit" },
  { name: "service_role", attributes: "nologin noinherit bypassrls" },
];

const RACE_CODES = new Set([
  "42710", // duplicate_object
  "23505", // unique_violation
  "XX000", // "tuple concurrently updated" (two GRANTs of one role at once)
]);

/**
 * Roles are cluster-wide, and test files start at the same time: two of them creating the same
 * role can race, and the loser fails. Each role is created only if missing, retrying after a race.
 */
export async function ensureRoles(admin: pg.Client, roles: readonly RoleSpec[]): Promise<void> {
  const sql = roles
    .map(({ name, attributes, memberOf = [] }) => {
      const grants = memberOf.map((r) => `grant ${r} to ${name};`).join(" ");
      return `do $$ begin if not exists (select 1 from pg_roles where rolname = '${name}') then create role ${name} ${attributes}; end if; end $$; ${grants}`;
    })
    .join("\n");
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(sql);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt < 5 && code && RACE_CODES.has(code)) {
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
        continue;
      }
      throw error;
    }
  }
}

/** Drops a test database, closing whatever sessions still use it. */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`drop database if exists ${name} with (force)`);
}
