import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { freePort } from "./free-port";
import { E2E_DIST_DIR } from "./ports";

/**
 * A production server (`next start` on the e2e build) that a spec starts itself, on its own
 * embedded database, with what it writes to stderr kept (to check that no request logged a stack
 * trace). For the abuse suite: each server is set up as one supported deployment.
 */
export type ProductionServer = { url: string; stderr: () => string; stop: () => void };

const NEXT = path.join(process.cwd(), "node_modules", ".bin", "next");

export async function startProductionServer(
  env: Record<string, string>,
  { reviewers = [] as { email: string; password: string }[], port: chosenPort = undefined as number | undefined } = {},
): Promise<ProductionServer> {
  // A port chosen beforehand when the settings name the server's own address (SITE_URL).
  const port = chosenPort ?? (await freePort());
  const dataDir = `.data/e2e-abuse-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  // SITE_URL: its own address unless the spec names another (it listens on loopback only, so a
  // loopback public address is allowed, as for `npm run local`).
  const base = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: E2E_DIST_DIR, DATA_BACKEND: "embedded", PGLITE_DATA_DIR: dataDir, SITE_URL: url, ...env } as NodeJS.ProcessEnv;
  // Named reviewers first, as an operator makes them (docs/reviewers.md): the database is the server's once it starts.
  for (const { email, password } of reviewers) {
    const made = spawnSync("npx", ["tsx", "--conditions", "react-server", "scripts/reviewer.ts", "add", "--email", email, "--name", "Abuse Test", "--role", "admin"], {
      env: { ...base, REVIEWER_PASSWORD: password },
      encoding: "utf8",
    });
    if (made.status !== 0) throw new Error(`could not add the reviewer: ${made.stderr}`);
  }
  const child: ChildProcess = spawn(NEXT, ["start", "-H", "127.0.0.1", "-p", String(port)], { env: base, stdio: ["ignore", "ignore", "pipe"], detached: true });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  // The first page opens the database: ready when it answers.
  while ((await fetch(`${url}/`).then((r) => r.status, () => 0)) !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`next start did not come up: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stderr: () => stderr, stop };
}

/**
 * The id of a page's server action, as the page's scripts send it (`Next-Action`), from the build's
 * manifest. `page` is its folder under app/[lang], route group included: "(public)/contact".
 */
export function actionId(page: string, exportedName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(E2E_DIST_DIR, "server", "app", "[lang]", page, "page", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName: string }>;
  };
  const id = Object.entries(manifest.node).find(([, action]) => action.exportedName === exportedName)?.[0];
  if (!id) throw new Error(`no action ${exportedName} on ${page}`);
  return id;
}

/** The value a server action returned, from its RSC answer (row 1). */
export function actionResult(body: string): unknown {
  const row = body.split("\n").find((line) => line.startsWith("1:"));
  return row ? JSON.parse(row.slice(2)) : undefined;
}
