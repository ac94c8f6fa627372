/**
 * Open-data paging: what it costs a server to answer every page of `GET /api/open-data/hsds/services`
 * once (a crawler walking all pages of the four sizes, full and not, 8 at a time, on a cache just
 * emptied as a change of the places empties it), then requests/s under load for one fixed page,
 * for pages spread over all of those, and for any per_page from 1 to 500. On `next start`
 * (BENCH_DIST_DIR, default ".next") with a fresh embedded database holding the sample data and
 * COUNT generated places (argument, default 2,000). 50 connections, BENCH_DURATION_S seconds
 * (default 10) per target after a 2 s warm-up, loopback; responses slower than 10 s count as timeouts.
 * Run: npm run build && npm run bench:open-data [count]
 */
import { createRequire } from "node:module";
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { migrate, seed } from "../../lib/data/migrate";
import { createSqlPlaceStore } from "../../lib/data/sql/places";
import { canonicalSearch } from "../../lib/open-data/query";
import { startSite } from "../quality/serve";
import { generatePlaces } from "./generate-places";

const COUNT = Number(process.argv[2] ?? 2_000);
const PORT = 3420;
const DATA_DIR = ".data/bench-open-data";
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const PATH = "/api/open-data/hsds/services";
/** The page sizes a client may ask for (lib/open-data/config.ts), and any other size a client might try. */
const SIZES = [25, 50, 100, 500];

type Result = { requests: { average: number }; latency: { p99: number }; timeouts: number; statusCodeStats: Record<string, { count: number }> };
type Options = { url: string; connections: number; duration: number; warmup: { connections: number; duration: number }; requests?: { setupRequest: (r: object) => object }[] };
const autocannon = createRequire(import.meta.url)("autocannon") as (options: Options) => PromiseLike<Result>;

async function prepareDatabase() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const db = new PGlite(DATA_DIR);
  const client = { query: async <T>(s: string, p?: unknown[]) => (await db.query<T>(s, p)).rows, exec: (s: string) => db.exec(s) };
  await migrate(client);
  await seed(client);
  await createSqlPlaceStore(client).upsertPlaces(generatePlaces(COUNT), "benchmark");
  await db.close();
}

/** A page's address as the site spells it (any other spelling is a redirect to this one: docs/open-data.md). */
const pageAt = (page: number, perPage: number, full = true) => `${PATH}${canonicalSearch({ kinds: undefined, page, perPage, full })}`;

/** A request path per call, from `next`. */
const spread = (next: () => string) => [{ setupRequest: (request: object) => ({ ...request, path: next() }) }];
const random = (n: number) => 1 + Math.floor(Math.random() * n);

async function main() {
  await prepareDatabase();
  const site = await startSite({ port: PORT, distDir: process.env.BENCH_DIST_DIR ?? ".next", env: { DATA_BACKEND: "embedded", PGLITE_DATA_DIR: DATA_DIR } });
  try {
    const total = ((await (await fetch(`${site.url}${pageAt(1, 25)}`)).json()) as { total_items: number }).total_items;
    const pages = (size: number) => Math.max(1, Math.ceil(total / size));
    const every = SIZES.flatMap((size) => Array.from({ length: pages(size) }, (_, i) => [true, false].map((full) => pageAt(i + 1, size, full))).flat());
    const started = performance.now();
    const statuses = new Map<number, number>();
    for (let i = 0; i < every.length; i += 8) {
      for (const r of await Promise.all(every.slice(i, i + 8).map((path) => fetch(site.url + path)))) {
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        await r.arrayBuffer();
      }
    }
    const crawl = `${every.length} pages once, 8 at a time: ${((performance.now() - started) / 1000).toFixed(1)} s (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(", ")})`;
    const targets: [string, (() => string) | null][] = [
      ["one page (the first, 50 a page)", null],
      ["pages spread over the four sizes (25, 50, 100, 500), full or not", () => {
        const size = SIZES[random(SIZES.length) - 1]!;
        return pageAt(random(pages(size)), size, Math.random() < 0.5);
      }],
      ["any per_page from 1 to 500, any page that has places", () => {
        const size = random(500);
        // As a client might try them: sizes not offered are 400s, offered ones their page (or a 308 to its one spelling).
        return `${PATH}?page=${random(pages(size))}&per_page=${size}`;
      }],
    ];
    console.log(`${total} published places. Every page: ${crawl}\n${DURATION_S} s per target, 50 connections:\n`);
    console.log("| requests | requests/s | p99 (ms) | timeouts | status codes |\n|---|--:|--:|--:|---|");
    for (const [name, next] of targets) {
      const result = await autocannon({
        url: `${site.url}${pageAt(1, 50)}`,
        connections: 50,
        duration: DURATION_S,
        warmup: { connections: 50, duration: 2 },
        ...(next && { requests: spread(next) }),
      });
      const codes = Object.entries(result.statusCodeStats).map(([code, { count }]) => `${code}: ${count}`).join(", ");
      console.log(`| ${name} | ${result.requests.average.toFixed(1)} | ${result.latency.p99} | ${result.timeouts} | ${codes} |`);
    }
  } finally {
    site.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
