import "server-only";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrate, seed, type MigratableDb } from "../migrate";
import { acquireDataDirLock, LOCK_STALE_MS, lockHeld } from "./lock";
import { borrowDatabase, lendDatabase } from "./share";

export type Embedded = {
  /** This process's PGlite; absent when the database is borrowed from the process holding the folder (./share.ts). */
  db?: PGlite;
  client: MigratableDb;
  /** Closes the database and releases the folder (tests; a server keeps it until it exits), or ends the borrowing. */
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

/** How often a command looks again for the holder's socket while the folder is held (a site still starting, or one that just died). */
const BORROW_POLL_MS = 250;

/**
 * The database lent by the live process holding the folder, if one holds it; null once nobody
 * does (then this process takes the folder). A holder that lends nothing (still migrating, or
 * died with its heartbeat not yet stale) is waited for, up to a little past LOCK_STALE_MS.
 */
async function borrowFromHolder(folder: string): Promise<Embedded | null> {
  const deadline = Date.now() + LOCK_STALE_MS + 2_000;
  while (await lockHeld(folder)) {
    const lent = await borrowDatabase(folder);
    if (lent) {
      // Said on stderr: a command's output (`npm run reviewer -- list`) stays what it was.
      console.warn(`Another process (the running site) holds the embedded database in ${folder}: this is done through it.`);
      const embedded: Embedded = { client: lent, close: () => lent.close() };
      // When the holder stops, this process forgets the borrowed database: its next use opens the folder anew.
      void lent.ended.then(async () => {
        const g = globalThis as GlobalWithDb;
        const held = g[globalKey];
        if (held && (await held.catch(() => null)) === embedded && g[globalKey] === held) delete g[globalKey];
      });
      return embedded;
    }
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, BORROW_POLL_MS));
  }
  return null;
}

async function open(dir: string): Promise<Embedded> {
  const folder = path.resolve(/*turbopackIgnore: true*/ dir);
  const fresh = !existsSync(path.join(folder, "PG_VERSION"));
  await mkdir(folder, { recursive: true });
  const borrowed = await borrowFromHolder(folder);
  if (borrowed) return borrowed;
  const release = await acquireDataDirLock(folder);
  let db: PGlite | undefined;
  try {
    db = new PGlite(folder);
    await db.waitReady;
    const client = sqlClient(db);
    await migrate(client);
    if (fresh) await seed(client);
    // Lent once migrated: a command never sees a database older than the site's code.
    const stopLending = await lendDatabase(folder, client);
    const opened = db;
    const close = async () => {
      delete (globalThis as GlobalWithDb)[globalKey];
      await stopLending?.();
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
