import { openedEmbeddedDb } from "@/lib/data/embedded/pglite";

/** The embedded database the route handlers opened, if they opened one: read what they wrote. */
export { openedEmbeddedDb };

/** Closes it, releases its folder and forgets it, so the next test file opens its own data folder. */
export async function closeEmbeddedDb(): Promise<void> {
  const embedded = await openedEmbeddedDb()?.catch(() => null);
  await embedded?.close();
}
