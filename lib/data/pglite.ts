import "server-only";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock } from "./data-dir-lock";
import { migrate, seed, type MigratableDb } from "./migrate";
import type { SqlClient } from "./sql-store";

/** Where the embedded database keeps its files (git-ignored). */
export const PGLITE_DIR = path.resolve(/*turbopackIgnore: true*/ process.env.PGLITE_DATA_DIR || ".data/pglite");

type Embedded = { db: PGlite; client: SqlClient };

const globalKey = Symbol.for("la-relief.pglite");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Embedded> };

/** PGlite behind the SqlClient interface (plus exec for migration scripts). */
export function sqlClient(db: PGlite): MigratableDb {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params)).rows;
    },
    exec: (sql: string) => db.exec(sql),
  };
}

async function open(): Promise<Embedded> {
  const fresh = !existsSync(path.join(PGLITE_DIR, "PG_VERSION"));
  await mkdir(PGLITE_DIR, { recursive: true });
  // PGlite is single-process: a second process opening the same folder would corrupt it.
  acquireDataDirLock(PGLITE_DIR);
  const db = new PGlite(PGLITE_DIR);
  await db.waitReady;
  const client = sqlClient(db);
  await migrate(client);
  if (fresh) await seed(client);
  return { db, client };
}

/**
 * The process's one embedded database, opened on first use. The same migrations and seed as
 * Supabase are applied automatically: migrations whenever new ones exist, the seed on first start.
 */
export function embeddedDb(): Promise<Embedded> {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= open().catch((error) => {
    delete g[globalKey];
    throw error;
  });
  return g[globalKey];
}
