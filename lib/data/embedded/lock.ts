import path from "node:path";
import lockfile from "proper-lockfile";

/** How long a lock may go without its holder's heartbeat before another process may take it over. */
export const LOCK_STALE_MS = 10_000;

/** The lock lives inside the data folder, so it travels with it (a volume shared by containers). */
export const lockPath = (dir: string) => path.join(dir, "process.lock");

/**
 * Claims the embedded database's folder for this process. PGlite is single-process: a second
 * process opening the same folder would corrupt it.
 *
 * The lock is a directory created atomically (mkdir) whose modification time the holder refreshes
 * every few seconds (proper-lockfile). That holds across processes that share only a volume —
 * containers, where process ids repeat and a pid-based lock would be taken over by a stranger
 * with the same pid. A lock whose heartbeat stopped (the holder was killed) is taken over after
 * LOCK_STALE_MS; a clean exit releases it at once. A second process waits about that long, then
 * gets a clear error.
 */
export async function acquireDataDirLock(dir: string, { staleMs = LOCK_STALE_MS } = {}): Promise<() => Promise<void>> {
  const pollMs = 500;
  try {
    return await lockfile.lock(dir, {
      lockfilePath: lockPath(dir),
      realpath: false,
      stale: staleMs,
      update: staleMs / 5,
      // Polls a little longer than the stale period, so a holder that was just killed is outlasted.
      retries: { retries: Math.ceil(staleMs / pollMs) + 2, factor: 1, minTimeout: pollMs, maxTimeout: pollMs },
      onCompromised: (error) => {
        // Another process took the folder over (this one stalled past LOCK_STALE_MS, or the lock
        // was removed): writing on would corrupt the database. Stop now.
        console.error(`The embedded database in ${dir} is no longer locked by this process (${error.message}): stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    throw new Error(
      `The embedded database in ${dir} is in use by another process (is the site running?) that does not share it: a site started ` +
        "before commands could borrow its database, or one whose folder's path is too long for a socket. Stop it, run the command, then start it again.",
    );
  }
}

/** Whether a live process holds the folder now (a lock whose heartbeat stopped LOCK_STALE_MS ago is not held). */
export function lockHeld(dir: string, { staleMs = LOCK_STALE_MS } = {}): Promise<boolean> {
  return lockfile.check(dir, { lockfilePath: lockPath(dir), realpath: false, stale: staleMs });
}
