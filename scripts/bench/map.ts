/**
 * Map benchmark: 10,000 generated places. Prints
 *  - data API: import and listPlaces() on the embedded database;
 *  - server: GET /, /donate and the map's data (/api/places/en, lib/places/summary.ts) from
 *    `next start` (needs `npm run build` first): the first request (rendered) and a cached one,
 *    bytes as sent to a browser (pages gzip, as next start compresses; the map's data brotli);
 *  - a phone's first load of / in Chromium (390×844, no service worker): every byte transferred
 *    before the network goes quiet, then what scrolling to the map adds;
 *  - browser: parse the map's data + cluster (supercluster) and one filter pass, in Chromium, with
 *    the real code, unthrottled and with 4× CPU throttling (a mid-range phone).
 * Run: npx tsx --conditions react-server scripts/bench/map.ts [count]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { build } from "esbuild";
import { migrate } from "../../lib/data/migrate";
import { createSqlPlaceStore } from "../../lib/data/sql/places";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";
import { generatePlaces } from "./generate-places";

const COUNT = Number(process.argv[2] ?? 10_000);
const PORT = 3210;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const BASE = `http://127.0.0.1:${PORT}`;
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

/** A response's body and the bytes sent for it, compressed as a browser accepts, on a new connection. */
function get(route: string): Promise<{ ms: number; body: Buffer; sent: number; encoding: string }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${BASE}${route}`, { agent: false, headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        if (res.statusCode !== 200) return reject(new Error(`${route}: HTTP ${res.statusCode}`));
        const sent = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"] ?? "identity";
        const body = encoding === "gzip" ? gunzipSync(sent) : encoding === "br" ? brotliDecompressSync(sent) : sent;
        resolve({ ms: performance.now() - t0, body, sent: sent.length, encoding });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

async function startServer(dir: string) {
  const server = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(PORT)], {
    env: { ...process.env, DATA_BACKEND: "embedded", PGLITE_DATA_DIR: dir, NEXT_TELEMETRY_DISABLED: "1", TRUSTED_PROXY_HOPS: "0", SITE_URL: BASE },
    stdio: ["ignore", "ignore", process.env.BENCH_VERBOSE ? "inherit" : "ignore"],
    detached: true,
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/api/footer`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return () => process.kill(-server.pid!, "SIGTERM");
}

/** First request (rendered from the database) and the median of 5 cached ones, per route. */
async function serverSide(): Promise<string> {
  let summary = "";
  for (const route of ["/", "/donate", "/api/places/en", "/api/places/en/descriptions"]) {
    const first = await get(route);
    const runs: number[] = [];
    let last = first;
    for (let i = 0; i < 5; i++) {
      last = await get(route);
      runs.push(last.ms);
    }
    rows.push([`GET ${route}: ${kb(last.body.length)}, sent ${kb(last.sent)} (${last.encoding}); first request`, fmt(first.ms)]);
    rows.push([`GET ${route}: cached (median of 5)`, fmt(median(runs))]);
    if (route === "/api/places/en") summary = last.body.toString("utf8");
  }
  return summary;
}

/** Bytes a phone transfers for / before the network goes quiet, then for scrolling to the map. */
async function phoneFirstLoad(b: Browser) {
  const context = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
  // Map tiles come from another host, which this machine cannot reach: answered empty at once.
  await context.route((url) => url.origin !== BASE, (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  const transferred = () =>
    page.evaluate(() =>
      [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].map((e) => ({
        name: e.name,
        bytes: (e as PerformanceResourceTiming).transferSize,
      })),
    );
  await page.goto(`${BASE}/`, { waitUntil: "networkidle" });
  const first = await transferred();
  const firstBytes = first.reduce((sum, e) => sum + e.bytes, 0);
  const asked = first.some((e) => e.name.includes("/api/places/"));
  rows.push([`phone: first load of / (${first.length} responses; map data ${asked ? "included" : "not asked for"})`, kb(firstBytes)]);
  await page.locator("#map").scrollIntoViewIfNeeded();
  await page.locator(".leaflet-marker-icon").first().waitFor();
  await page.waitForLoadState("networkidle");
  const after = await transferred();
  const added = after.slice(first.length);
  const data = added.filter((e) => e.name.includes("/api/places/")).reduce((sum, e) => sum + e.bytes, 0);
  rows.push([`phone: scrolling to the map adds (${added.length} responses; the map's data ${kb(data)})`, kb(added.reduce((sum, e) => sum + e.bytes, 0))]);
  await context.close();
}

async function browser(b: Browser, json: string, count: number) {
  const bundle = await build({
    entryPoints: [path.join(__dirname, "browser-entry.ts")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    alias: { "@": path.resolve(__dirname, "../..") },
  });
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
      wordFilter: number;
      wordMatches: number;
    };
    const label = throttle === 1 ? "this machine" : `${throttle}× CPU throttle`;
    rows.push([`browser: parse the map's data + cluster ${count} places → ${result.clusters} clusters (${label})`, fmt(result.load)]);
    rows.push([`browser: one filter pass → ${result.matches} matches (${label})`, fmt(result.filter)]);
    rows.push([`browser: the same with an English page's search words → ${result.wordMatches} matches (${label})`, fmt(result.wordFilter)]);
    await page.close();
  }
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "relief-bench-"));
  try {
    const places = await dataApi(dir);
    const stop = await startServer(dir);
    const b = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    try {
      const summary = await serverSide();
      await phoneFirstLoad(b);
      await browser(b, summary, places.length);
    } finally {
      await b.close();
      stop();
    }
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
