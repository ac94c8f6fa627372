import "server-only";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrate, seed, type MigratableDb } from "../migrate";
import { acquireDataDirLock } from "./lock";

export type Embedded = {
  db: PGlite;
  client: MigratableDb;
  /** Closes the database and releases the folder (tests; a server keeps it until it exits). */
  close(): Promise<void>;
};

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

async function open(dir: string): Promise<Embedded> {
  const folder = path.resolve(/*turbopackIgnore: true*/ dir);
  const fresh = !existsSync(path.join(folder, "PG_VERSION"));
  await mkdir(folder, { recursive: true });
  const release = await acquireDataDirLock(folder);
  let db: PGlite | undefined;
  try {
    db = new PGlite(folder);
    await db.waitReady;
    const client = sqlClient(db);
    await migrate(client);
    if (fresh) await seed(client);
    const opened = db;
    const close = async () => {
      delete (globalThis as GlobalWithDb)[globalKey];
      await opened.close();
      await release();
    };
    return { db: opened, client, close };
  } catch (error) {
    await db?.close().catch(() => {});
    await release().catch(() => {});
    throw error;
  }
}

/** The embedded database this process opened, if it opened one. */
export function openedEmbeddedDb(): Promise<Embedded> | undefined {
  return (globalThis as GlobalWithDb)[globalKey];
}

/**
 * The process's one embedded database in `dir`, opened on first use. The same migrations and seed
 * as Supabase are applied automatically: migrations whenever new ones exist, the seed on first start.
 */
export function embeddedDb(dir: string): Promise<Embedded> {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= open(dir).catch((error) => {
    delete g[globalKey];
    throw error;
  });
  return g[globalKey];
}
