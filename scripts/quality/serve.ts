import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";

export type Server = { url: string; stop: () => void };

type SiteOptions = {
  port: number;
  distDir?: string;
  /** A fresh embedded database (sample data) in this folder, as `npm run local` serves it. Absent: `env` names the database. */
  dataDir?: string;
  env?: Record<string, string>;
};

/**
 * `next start` on a production build, by default with its own, fresh embedded database. Started
 * in its own process group so stop() also ends next-server.
 */
export async function startSite({ port, distDir = ".next", dataDir, env = {} }: SiteOptions): Promise<Server> {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  const database = dataDir ? { DATA_BACKEND: "embedded", PGLITE_DATA_DIR: dataDir } : {};
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    // TRUSTED_PROXY_HOPS 1: the benchmarks play the one proxy in front, each request saying which
    // client it is for (X-Forwarded-For), as a load balancer would. SITE_URL: its own address, as
    // `npm run local` sets it (a server on loopback may have a loopback public address).
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir, TRUSTED_PROXY_HOPS: "1", SITE_URL: url, ...database, ...env },
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
