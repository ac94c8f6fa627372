import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { openedEmbeddedDb } from "@/lib/data/embedded/pglite";

/** The embedded database the route handlers opened, if they opened one: read what they wrote. */
export { openedEmbeddedDb };

/** Closes it, releases its folder and forgets it, so the next test file opens its own data folder. */
export async function closeEmbeddedDb(): Promise<void> {
  const embedded = await openedEmbeddedDb()?.catch(() => null);
  await embedded?.close();
}

/**
 * For a test file of route handlers on a fresh embedded database of their own (sample data):
 * points the environment at it before each test and removes it after the file. `warmUp` runs once
 * first — the first read creates the database (migrations and seed), seconds on a busy machine.
 */
export function withFreshEmbeddedDb(prefix: string, warmUp: () => Promise<unknown>): void {
  let dataDir = "";
  const point = () => {
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "");
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "");
    vi.stubEnv("DATA_BACKEND", "embedded");
    vi.stubEnv("PGLITE_DATA_DIR", dataDir);
  };
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), prefix));
    point();
    await warmUp();
  }, 60_000);
  beforeEach(point);
  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => {
    await closeEmbeddedDb();
    await rm(dataDir, { recursive: true, force: true });
  });
}
