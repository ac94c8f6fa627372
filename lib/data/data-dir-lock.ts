import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Claims the data folder for this process with a lock file holding its pid, released on exit.
 * A lock left by a process that no longer runs is taken over; a live one is a clear error.
 */
export function acquireDataDirLock(dir: string): void {
  const file = path.join(dir, ".lock");
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = Number(readFileSync(file, "utf8"));
    if (owner !== process.pid && alive(owner)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${owner} (is the site running?). ` +
          "Stop it first, or run the import through the site's /api/import route.",
      );
    }
    writeFileSync(file, String(process.pid));
  }
  const release = () => {
    try {
      if (readFileSync(file, "utf8") === String(process.pid)) rmSync(file);
    } catch {
      // already gone
    }
  };
  // Next.js exits through process.exit on SIGINT/SIGTERM, which runs this; a lock left by a
  // killed process is taken over above.
  process.once("exit", release);
}
