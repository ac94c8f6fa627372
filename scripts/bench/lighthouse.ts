/**
 * Lighthouse performance benchmark, against the framework's floor: each page measured
 * QUALITY.lighthouseBenchRuns times with Lighthouse's mobile defaults (emulated Moto G Power, slow
 * 4G, 4x CPU slowdown, simulated throttling) on the production build served as `npm run local`
 * serves it, each run alternating with a run of a bare Next.js page built from the same
 * node_modules (scripts/bench/bare-next.ts). Prints both medians side by side, their difference,
 * and whether the page meets QUALITY.lighthouseGoal: a median score at most `maxPointsBelowBare`
 * under the bare page's, and a median Total Blocking Time at most `maxTbtTimesBare` times its.
 * Exits 1 when a page misses it. Record the figures in docs/benchmarks.md; measure on a quiet
 * machine (no other build, test or benchmark running).
 * Run: npm run build && npm run bench:lighthouse
 *      BENCH_PAGES="/ /es/volunteer" BENCH_RUNS=3 npm run bench:lighthouse (a subset)
 *      BENCH_PAGES=all npm run bench:lighthouse (every page in every language)
 *      BENCH_DATA_DIR=.data/bench-map (a database of your own, e.g. bench:map's 10,000 places, kept as it is)
 */
import { QUALITY } from "../quality/budgets";
import { LANGUAGE_CODES, localizeHref } from "../../lib/i18n/languages";
import { audit, describeMetrics, median, medianMetrics, type Audit } from "../quality/lighthouse";
import { startSite } from "../quality/serve";
import { buildBareNext, startBareNext } from "./bare-next";

const PORT = 3402;
const BARE_PORT = 3403;
const RUNS = Number(process.env.BENCH_RUNS ?? QUALITY.lighthouseBenchRuns);
const requested = process.env.BENCH_PAGES?.split(/\s+/).filter(Boolean);
const PAGES =
  requested?.[0] === "all"
    ? LANGUAGE_CODES.flatMap((l) => QUALITY.lighthousePages.map((p) => localizeHref(l, p, { explicit: true })))
    : (requested ?? [...QUALITY.lighthouseBenchPages]);
const { maxPointsBelowBare, maxTbtTimesBare } = QUALITY.lighthouseGoal;

const score = (runs: Audit[]) => median(runs.map((r) => r.scores.performance ?? 0));

async function main() {
  console.log("Building the bare Next.js page (the framework's floor)…");
  const bareDir = buildBareNext();
  // A database of one's own (BENCH_DATA_DIR) is served as it is; otherwise a fresh sample one.
  const own = process.env.BENCH_DATA_DIR;
  const site = await startSite({ port: PORT, ...(own ? { env: { DATA_BACKEND: "embedded", PGLITE_DATA_DIR: own } } : { dataDir: ".data/bench-lighthouse" }) });
  const bare = await startBareNext(bareDir, BARE_PORT);
  const missed: string[] = [];
  try {
    console.log(`Lighthouse performance (mobile), ${RUNS} runs per page alternating with the bare page; goal: median ≤ ${maxPointsBelowBare} points under the bare page, TBT ≤ ${maxTbtTimesBare}× its`);
    const allBare: Audit[] = [];
    for (const path of PAGES) {
      const runs: Audit[] = [];
      const bareRuns: Audit[] = [];
      for (let i = 0; i < RUNS; i++) {
        bareRuns.push(await audit(`${bare.url}/`, ["performance"]));
        runs.push(await audit(site.url + path, ["performance"]));
      }
      allBare.push(...bareRuns);
      const page = { score: score(runs), metrics: medianMetrics(runs) };
      const floor = { score: score(bareRuns), metrics: medianMetrics(bareRuns) };
      const tbtRatio = page.metrics.tbt / Math.max(floor.metrics.tbt, 1);
      const ok = floor.score - page.score <= maxPointsBelowBare && tbtRatio <= maxTbtTimesBare;
      if (!ok) missed.push(path);
      console.log(`  ${path.padEnd(18)} median ${String(page.score).padStart(3)} (runs ${runs.map((r) => r.scores.performance).join(", ")})  ${describeMetrics(page.metrics)}`);
      console.log(`  ${"  bare page".padEnd(18)} median ${String(floor.score).padStart(3)} (runs ${bareRuns.map((r) => r.scores.performance).join(", ")})  ${describeMetrics(floor.metrics)}`);
      console.log(`  ${"".padEnd(18)} ${page.score - floor.score >= 0 ? "+" : ""}${page.score - floor.score} points, TBT ×${tbtRatio.toFixed(1)}  ${ok ? "meets the goal" : "MISSES the goal"}`);
    }
    console.log(`\nThe bare page over the whole run: median ${score(allBare)}, ${describeMetrics(medianMetrics(allBare))}`);
  } finally {
    site.stop();
    bare.stop();
  }
  console.log(missed.length === 0 ? "\nEvery page meets the goal." : `\nMissing the goal: ${missed.join(", ")}`);
  if (missed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
