/**
 * Map benchmark: 10,000 generated places. Prints
 *  - data API: import and listPlaces() on the embedded database;
 *  - server render: GET / and /donate from `next start` (needs `npm run build` first);
 *  - browser: parse + cluster (supercluster) and one filter pass, in Chromium, with the real code,
 *    unthrottled and with 4× CPU throttling (a mid-range phone).
 * Run: npx tsx --conditions react-server scripts/bench/map.ts [count]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { chromium } from "@playwright/test";
import { build } from "esbuild";
import { migrate } from "../../lib/data/migrate";
import { createSqlPlaceStore } from "../../lib/data/sql/places";
import { generatePlaces } from "./generate-places";

const COUNT = Number(process.argv[2] ?? 10_000);
const PORT = 3210;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const rows: [string, string][] = [];

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await fn();
  return [performance.now() - t0, value];
}

async function dataApi(dir: string) {
  const db = new PGlite(dir);
  const client = { query: async <T>(s: string, p?: unknown[]) => (await db.query<T>(s, p)).rows, exec: (s: string) => db.exec(s) };
  await migrate(client);
  const store = createSqlPlaceStore(client);
  const [importMs] = await time(() => store.upsertPlaces(generatePlaces(COUNT), "benchmark"));
  rows.push([`import ${COUNT} rows (one transaction)`, fmt(importMs)]);
  const runs: number[] = [];
  let places: Awaited<ReturnType<typeof store.listPlaces>> = [];
  for (let i = 0; i < 5; i++) {
    const [ms, result] = await time(() => store.listPlaces());
    runs.push(ms);
    places = result;
  }
  rows.push([`listPlaces() → ${places.length} places (median of 5)`, fmt(median(runs))]);
  await db.close();
  return places;
}

async function serverRender(dir: string) {
  const server = spawn("npx", ["next", "start", "-p", String(PORT)], {
    env: { ...process.env, DATA_BACKEND: "embedded", PGLITE_DATA_DIR: dir, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/footer`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    await fetch(`http://127.0.0.1:${PORT}/`).then((r) => r.text()); // opens the database
    for (const route of ["/", "/donate"]) {
      const runs: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 5; i++) {
        const [ms, body] = await time(() => fetch(`http://127.0.0.1:${PORT}${route}`).then((r) => r.text()));
        runs.push(ms);
        bytes = Buffer.byteLength(body);
      }
      rows.push([`server render GET ${route} (median of 5, ${(bytes / 1024 / 1024).toFixed(1)} MB HTML)`, fmt(median(runs))]);
    }
  } finally {
    process.kill(-server.pid!, "SIGTERM");
  }
}

async function browser(places: unknown[]) {
  const bundle = await build({
    entryPoints: [path.join(__dirname, "browser-entry.ts")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    alias: { "@": path.resolve(__dirname, "../..") },
  });
  const b = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
  const json = JSON.stringify(places);
  for (const throttle of [1, 4]) {
    const page = await b.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    await page.setContent("<!doctype html><title>bench</title>");
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    // The loop lives in the bundle: functions defined here would be rewritten by tsx.
    const result = (await page.evaluate(`window.bench.run(${JSON.stringify(json)})`)) as {
      load: number;
      clusters: number;
      filter: number;
      matches: number;
    };
    const label = throttle === 1 ? "this machine" : `${throttle}× CPU throttle`;
    rows.push([`browser: parse + cluster ${places.length} places → ${result.clusters} clusters (${label})`, fmt(result.load)]);
    rows.push([`browser: one filter pass → ${result.matches} matches (${label})`, fmt(result.filter)]);
    await page.close();
  }
  await b.close();
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "relief-bench-"));
  try {
    const places = await dataApi(dir);
    await serverRender(dir);
    await browser(places);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nMap benchmark, ${COUNT} places (goal: load + cluster ≤ 300 ms, filter ≤ 50 ms)\n`);
  for (const [what, value] of rows) console.log(`${value.padStart(10)}  ${what}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
