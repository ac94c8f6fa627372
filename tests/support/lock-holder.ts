// Holds the embedded database's folder lock in its own process, for tests/lib/data/embedded/lock.test.ts:
// `tsx tests/support/lock-holder.ts <dir> <staleMs>` prints "locked" (or the error) and waits.
import { acquireDataDirLock } from "../../lib/data/embedded/lock";

const [dir, stale] = process.argv.slice(2);
acquireDataDirLock(dir!, { staleMs: Number(stale) }).then(
  () => {
    console.log("locked");
    setInterval(() => {}, 60_000);
  },
  (error: Error) => {
    console.log(`error: ${error.message}`);
    process.exit(3);
  },
);
