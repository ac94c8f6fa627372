/**
 * Load benchmark: requests per second and latency of the production server under 50 concurrent
 * connections, next to a ceiling — a bare Node http server answering the same HTML bytes.
 *  - Next: `next start` on an existing build (BENCH_DIST_DIR, default ".next") with a fresh
 *    embedded database (.data/load, sample data), on 127.0.0.1:3400.
 *  - Ceiling: node:http on 127.0.0.1:3401 serving the bytes of every page in PAGES as fetched
 *    once from Next. Each page is measured on both, one after the other, and the table gives
 *    Next's share of the ceiling's requests/s (issue 14's goal: ≥ 0.5 with p99 ≤ 250 ms).
 *  - Behind a shared cache (when nginx is installed; BENCH_NGINX): deploy/nginx-shared-cache.conf
 *    in front of the same next start on 127.0.0.1:3402, compared with nginx serving the same bytes
 *    as files on 127.0.0.1:3403 — the site as deployed with a cache in front, which is where the
 *    goal is meant to be met. Each page must be a HIT there (the site's headers let it be kept).
 * Each target: a short warm-up, then BENCH_DURATION_S seconds (default 10), loopback only; after
 * each Next target, a pause until next-server has worked off its queue.
 * Exits with 1 when any target had a socket error, a timeout or a 5xx.
 * Run: npm run build && npm run bench:load
 *      (or NEXT_DIST_DIR=.next-load npx next build && BENCH_DIST_DIR=.next-load npm run bench:load)
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { connect } from "node:net";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { curatedEntries } from "../../lib/i18n/curated";
import { isLanguage } from "../../lib/i18n/languages";
import { startSite } from "../quality/serve";
import { cacheStatus, languageProblems, NGINX, startSharedCache, type SharedCache } from "./shared-cache";

const NEXT_PORT = 3400;
const CEILING_PORT = 3401;
const SHARED_CACHE_PORT = 3402;
const NGINX_STATIC_PORT = 3403;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";
/** A response slower than this counts as an error (a timeout): no visitor waits that long. */
const TIMEOUT_S = 10;
/** The pages measured against the ceiling: the cached ones in each language, and `/`. */
const PAGES = (process.env.BENCH_PAGES ?? "/,/wildfireguide,/donate,/volunteer,/es/wildfireguide,/zh/donate,/ko/volunteer,/es").split(",");

/** The part of autocannon's API used here (the package ships no types). */
type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type Options = RequestParams & {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  warmup?: { connections: number; duration: number };
  requests?: (RequestParams & { setupRequest?: (request: RequestParams) => RequestParams })[];
};
type Result = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number; // includes timeouts
  timeouts: number;
  non2xx: number;
  "5xx": number;
  statusCodeStats: Record<string, { count: number } | undefined>;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: Options) => PromiseLike<Result>;

/** One page's texts as the browser's DOM translator sends them (normalized English). */
function translateBody(): string {
  // Interface and page texts: curated, answered from memory.
  const curated = Object.keys(curatedEntries).slice(0, 30);
  // Place cards (database text): one cache lookup for the batch; with no LIBRETRANSLATE_URL the
  // misses stay English, so no external service is involved.
  const places = [
    "Altadena Community Food Pantry",
    "Free groceries, hot meals and bottled water for anyone affected by the fires.",
    "Cots, blankets and showers; families and pets are welcome.",
    "Drop off diapers, baby formula and new socks; no used clothing, please.",
    "Help with FEMA and SBA applications, insurance claims and lost documents.",
    "Bring a photo ID if you have one.",
    "Mon–Fri 8:00 AM – 5:00 PM",
    "(626) 555-0142",
  ];
  return JSON.stringify({ target: "es", texts: [...curated, ...places] });
}

/**
 * A different client address per request: /api/translate keeps a budget per client address (taken
 * from X-Forwarded-For, which `next start` only fills in when it is absent). All load comes from
 * one address, and this benchmark measures the handler, not the limiter; 429s are counted apart.
 */
let clientCounter = 0;
function nextClientAddress(): string {
  const n = clientCounter++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

type Server = "Next" | "ceiling" | "shared cache" | "nginx static";
type Target = { name: string; server: Server; options: Options };
/** What each server's requests/s is a share of: the static server of the same kind. */
const SHARE_OF: Partial<Record<Server, Server>> = { Next: "ceiling", "shared cache": "nginx static" };
const LABEL: Record<Server, string> = { Next: "Next", ceiling: "static ceiling (node:http)", "shared cache": "nginx cache → Next", "nginx static": "nginx static files" };

function get(name: string, base: string, server: Server, pathname = name): Target {
  return { name, server, options: { url: base + pathname, connections: CONNECTIONS, duration: DURATION_S, timeout: TIMEOUT_S } };
}

/**
 * The ceiling server runs in a worker thread: on its own event loop, as next-server runs in its
 * own process, so it does not share a thread with the load generator.
 */
async function startCeiling(pages: [string, Uint8Array][]): Promise<Worker> {
  const source = `
    const { workerData, parentPort } = require("node:worker_threads");
    const pages = new Map(workerData.pages);
    require("node:http")
      .createServer((req, res) => {
        const body = pages.get(req.url);
        if (!body) return res.writeHead(404).end();
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.byteLength }).end(body);
      })
      .listen(workerData.port, "127.0.0.1", () => parentPort.postMessage("listening"));
  `;
  const worker = new Worker(source, { eval: true, workerData: { pages, port: CEILING_PORT } });
  await new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", reject);
  });
  return worker;
}

/** Whether something still accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Waits until next-server has worked off the requests still queued when the load stopped (up to
 * 50, each taking seconds on a slow page): a cheap request must come back quickly twice in a row.
 * Otherwise the ceiling measured next would share the CPU with that backlog and look slower.
 */
async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${base}/icon.svg`).then((r) => r.arrayBuffer());
    quick = performance.now() - t0 < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main() {
  if (!existsSync(path.join(DIST_DIR, "BUILD_ID"))) throw new Error(`No production build in ${DIST_DIR}: run next build first`);
  const site = await startSite({ port: NEXT_PORT, distDir: DIST_DIR, dataDir: ".data/load" });
  let ceiling: Worker | undefined;
  let shared: SharedCache | undefined;
  try {
    const copied: [string, Uint8Array][] = [];
    for (const page of PAGES) {
      const response = await fetch(site.url + page);
      if (!response.ok) throw new Error(`GET ${page}: ${response.status}`);
      copied.push([page, new Uint8Array(await response.arrayBuffer())]);
    }
    ceiling = await startCeiling(copied);
    const ceilingUrl = `http://127.0.0.1:${CEILING_PORT}`;
    const notKept: string[] = [];
    if (existsSync(NGINX)) {
      shared = await startSharedCache({ nextPort: NEXT_PORT, cachePort: SHARED_CACHE_PORT, staticPort: NGINX_STATIC_PORT, pages: copied });
      for (const page of PAGES) {
        const status = await cacheStatus(shared.cacheUrl, page);
        if (status !== "HIT") notKept.push(`the shared cache did not keep ${page} (${status}): its headers must let a shared cache keep it`);
      }
      for (const page of PAGES.filter((p) => !isLanguage(p.split("/")[1]))) notKept.push(...(await languageProblems(shared.cacheUrl, page)));
    } else {
      process.stderr.write(`${NGINX} not found: the shared-cache rows are left out (apt-get install nginx-light)\n`);
    }

    const translate: Target = {
      name: "POST /api/translate",
      server: "Next",
      options: {
        url: site.url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: TIMEOUT_S,
        requests: [
          {
            method: "POST",
            path: "/api/translate",
            body: translateBody(),
            headers: { "content-type": "application/json" },
            setupRequest: (request) => ({ ...request, headers: { ...request.headers, "x-forwarded-for": nextClientAddress() } }),
          },
        ],
      },
    };
    const targets: Target[] = [
      ...PAGES.flatMap((page) => [
        get(page, site.url, "Next"),
        get(page, ceilingUrl, "ceiling"),
        ...(shared ? [get(page, shared.cacheUrl, "shared cache"), get(page, shared.staticUrl, "nginx static")] : []),
      ]),
      get("/?kind=resource&view=list", site.url, "Next"),
      translate,
    ];

    const rows: { target: Target; result: Result }[] = [];
    for (const target of targets) {
      process.stderr.write(`${target.server} ${target.name}: ${WARMUP_S} s warm-up + ${DURATION_S} s…\n`);
      const options = WARMUP_S > 0 ? { ...target.options, warmup: { connections: CONNECTIONS, duration: WARMUP_S } } : target.options;
      rows.push({ target, result: await autocannon(options) });
      // On a shared machine the server can be ended from outside: refused connections would then
      // show up as errors of this target, so say what happened instead.
      if (target.server === "Next" && !(await listening(NEXT_PORT))) {
        throw new Error(`next start stopped listening during ${target.name}: figures discarded`);
      }
      if (target.server === "Next") await settle(site.url);
    }

    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per target after ${WARMUP_S} s of warm-up, timeout ${TIMEOUT_S} s, build ${DIST_DIR}\n`);
    console.log("| target | server | requests/s | share of ceiling | p50 (ms) | p99 (ms) | requests | errors (timeouts) | non-2xx | 5xx | 429 |");
    console.log("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
    const rps = new Map(rows.map(({ target, result }) => [`${target.server} ${target.name}`, result.requests.average]));
    for (const { target, result: r } of rows) {
      const base = SHARE_OF[target.server];
      const ceilingRps = base ? rps.get(`${base} ${target.name}`) : undefined;
      const cells = [
        target.name.startsWith("/") ? `GET ${target.name}` : target.name,
        LABEL[target.server],
        r.requests.average.toFixed(1),
        ceilingRps ? (r.requests.average / ceilingRps).toFixed(2) : "",
        r.latency.p50,
        r.latency.p99,
        r.requests.total,
        `${r.errors} (${r.timeouts})`,
        r.non2xx,
        r["5xx"],
        r.statusCodeStats["429"]?.count ?? 0,
      ];
      console.log(`| ${cells.join(" | ")} |`);
    }
    const failed = rows.filter(({ result: r }) => r.errors > 0 || r["5xx"] > 0);
    for (const { target } of failed) console.error(`FAIL: ${target.server} ${target.name} had errors or 5xx responses`);
    for (const problem of notKept) console.error(`FAIL: ${problem}`);
    process.exitCode = failed.length > 0 || notKept.length > 0 ? 1 : 0;
  } finally {
    shared?.stop();
    await ceiling?.terminate();
    site.stop();
  }
}

// Ctrl-C: exit normally so startSite's exit handler stops next-server's process group.
process.on("SIGINT", () => process.exit(130));

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
