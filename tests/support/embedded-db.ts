import type { embeddedDb } from "@/lib/data/pglite";

type Embedded = Awaited<ReturnType<typeof embeddedDb>>;

/** Where lib/data/pglite.ts keeps the process's one embedded database (opened by the code under test). */
const KEY = Symbol.for("la-relief.pglite");
const slot = () => globalThis as Record<symbol, Promise<Embedded> | undefined>;

/** The embedded database the route handlers opened, if they opened one: read what they wrote. */
export function openedEmbeddedDb(): Promise<Embedded> | undefined {
  return slot()[KEY];
}

/** Closes it and forgets it, so the next test file opens its own data folder. */
export async function closeEmbeddedDb(): Promise<void> {
  const embedded = await slot()[KEY]?.catch(() => null);
  await embedded?.db.close();
  delete slot()[KEY];
}
