import { spawn } from "node:child_process";
import path from "node:path";
import { dataEnv } from "../../lib/settings/data-backend";
import { PUBLIC_VARIABLES } from "../../lib/settings/public-schema";
import { RETIRED_SETTINGS } from "../../lib/settings/retired";
import { SERVER_VARIABLES } from "../../lib/settings/server-schema";
import { freePort } from "./free-port";
import { E2E_DIST_DIR } from "./ports";

/**
 * Whether a production server (`next start` on the e2e build) starts with given settings, for the
 * specs of refused starts (e2e/servers/production-config.spec.ts, abuse-config.spec.ts).
 */

const NEXT = path.join(process.cwd(), "node_modules", ".bin", "next");
/** Every setting the site reads, removed from the inherited environment so each case states its own. */
export const SETTINGS = [...Object.keys(dataEnv({})), ...SERVER_VARIABLES, ...PUBLIC_VARIABLES];
/** A configuration that starts: the embedded database, no proxy, its public address. Each case spoils one thing. */
export const VALID = { DATA_BACKEND: "embedded", PGLITE_DATA_DIR: "package.json/never-opened", TRUSTED_PROXY_HOPS: "0", SITE_URL: "https://relief.example.org" };

/** `answered`: the HTTP statuses the server gave to the requests sent to it while it started. */
export type Started = { code: number | null; errors: string[]; answered: number[] };

/**
 * Runs `next start` on the e2e build with exactly these settings, asking it for a page every 20 ms
 * until it exits (or 30 s). Next prints "Ready" before it reads next.config.ts, and holds requests
 * until then, so a server that stops must do so before it answers any of them. It listens on
 * `hostname` (-H), or, with null, on every interface, as `next start` does when given none.
 */
export async function startWith(env: Record<string, string>, { hostname = "127.0.0.1" as string | null } = {}): Promise<Started> {
  const base: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: E2E_DIST_DIR };
  for (const name of [...SETTINGS, ...Object.keys(RETIRED_SETTINGS)]) delete base[name];
  const port = await freePort();
  const listen = hostname === null ? [] : ["-H", hostname];
  const child = spawn(NEXT, ["start", ...listen, "-p", String(port)], { env: { ...base, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let running = true;
  void exited.then(() => (running = false));
  const answered: number[] = [];
  while (running) {
    const status = await fetch(`http://127.0.0.1:${port}/contact`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status, () => null);
    if (status !== null) answered.push(status);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const code = await exited;
  clearTimeout(timer);
  return { code, errors: stderr.split("\n").filter((line) => line.trim() !== ""), answered };
}
