/**
 * Lighthouse performance benchmark: each page in QUALITY.lighthousePages, in each language,
 * measured QUALITY.lighthouseBenchRuns times with Lighthouse's mobile defaults (emulated Moto G
 * Power, slow 4G, 4x CPU slowdown, simulated throttling) on the production build served as
 * `npm run local` serves it. Prints every run's score, the median score and the median metrics,
 * and whether the median meets QUALITY.lighthousePerformanceGoal. Record the figures in
 * docs/benchmarks.md; measure on a quiet machine (no other build, test or benchmark running).
 * Run: npm run build && npm run bench:lighthouse
 *      BENCH_PAGES="/ /es/volunteer" BENCH_RUNS=3 npm run bench:lighthouse (a subset)
 */
import { QUALITY } from "../quality/budgets";
import { LANGUAGE_CODES, localizeHref } from "../../lib/i18n/languages";
import { audit, describeMetrics, median, medianMetrics } from "../quality/lighthouse";
import { startSite } from "../quality/serve";

const PORT = 3402;
const RUNS = Number(process.env.BENCH_RUNS ?? QUALITY.lighthouseBenchRuns);
const PAGES = process.env.BENCH_PAGES?.split(/\s+/).filter(Boolean) ?? LANGUAGE_CODES.flatMap((l) => QUALITY.lighthousePages.map((p) => localizeHref(l, p, { explicit: true })));

async function main() {
  const site = await startSite({ port: PORT, dataDir: ".data/bench-lighthouse" });
  const missed: string[] = [];
  try {
    console.log(`Lighthouse performance (mobile), ${RUNS} runs per page, goal: median ≥ ${QUALITY.lighthousePerformanceGoal}`);
    for (const path of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(site.url + path, ["performance"]));
      const scores = runs.map((r) => r.scores.performance ?? 0);
      const score = median(scores);
      if (score < QUALITY.lighthousePerformanceGoal) missed.push(path);
      console.log(`  ${path.padEnd(18)} median ${String(score).padStart(3)}  (runs ${scores.join(", ")})  ${describeMetrics(medianMetrics(runs))}`);
    }
  } finally {
    site.stop();
  }
  console.log(missed.length === 0 ? "\nEvery page meets the goal." : `\nBelow the goal: ${missed.join(", ")}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
