import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";

export type Server = { url: string; stop: () => void };

/**
 * `next start` on a production build with its own, fresh embedded database (sample data), as
 * `npm run local` serves it. Started in its own process group so stop() also ends next-server.
 */
export async function startSite({ port, distDir = ".next", dataDir, env = {} }: { port: number; distDir?: string; dataDir: string; env?: Record<string, string> }): Promise<Server> {
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir, PGLITE_DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", stop);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      // "/" opens the database, so measurements never include the first start.
      if ((await fetch(`${url}/`)).ok) return { url, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`${url} did not answer within 60 s`);
}
