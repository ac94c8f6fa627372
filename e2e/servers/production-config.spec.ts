import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../support/free-port";
import { E2E_DIST_DIR } from "../support/ports";

/**
 * A production server (`next start`, NODE_ENV=production) with no database configured, or with a
 * half-configured Supabase, must not start: several instances would each open their own sample
 * database and lose submissions. It exits non-zero with one line naming the variables.
 */

const NEXT = path.join(process.cwd(), "node_modules", ".bin", "next");
const DATABASE_VARIABLES = ["DATA_BACKEND", "SUPABASE_URL", "SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY", "PGLITE_DATA_DIR"];

/** Runs `next start` on the e2e build with `env` as the only database settings; resolves when it exits. */
async function start(env: Record<string, string>): Promise<{ code: number | null; errors: string[] }> {
  const base: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: E2E_DIST_DIR };
  for (const name of DATABASE_VARIABLES) delete base[name];
  const child = spawn(NEXT, ["start", "-H", "127.0.0.1", "-p", String(await freePort())], { env: { ...base, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, errors: stderr.split("\n").filter((line) => line.trim() !== "") };
}

test("refuses to start without a database configuration, in one line naming the variables", async () => {
  const { code, errors } = await start({});
  expect(code).toBe(1);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^The server cannot start: No database configured: set SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY, or DATA_BACKEND=embedded/);
});

test("refuses to start with Supabase but no service-role key, naming it", async () => {
  const { code, errors } = await start({ SUPABASE_URL: "https://abcdefghijklmnop.supabase.co", SUPABASE_ANON_KEY: "anon-key-0123456789abcdef" });
  expect(code).toBe(1);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/missing: SUPABASE_SERVICE_ROLE_KEY\.$/);
});

test("refuses a malformed DATA_BACKEND", async () => {
  const { code, errors } = await start({ DATA_BACKEND: "sqlite" });
  expect(code).toBe(1);
  expect(errors).toEqual([expect.stringMatching(/DATA_BACKEND must be "supabase" or "embedded"/)]);
});
