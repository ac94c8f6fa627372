import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";

export type Scores = Record<string, number>;
/** The performance metrics behind the score (milliseconds; CLS is unitless). */
export type Metrics = { fcp: number; lcp: number; tbt: number; si: number; cls: number };
/** failedAudits: "category: audit (score, value)" for each scored audit that did not pass. */
export type Audit = { scores: Scores; metrics: Metrics; failedAudits: string[] };

/** Chromium as the e2e suite runs it (Lighthouse starts its own, so it asks for headless). */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS].join(" ");

export const metricKeys = ["fcp", "lcp", "tbt", "si", "cls"] as const;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const describeMetrics = (m: Metrics) =>
  `FCP ${seconds(m.fcp)}, LCP ${seconds(m.lcp)}, TBT ${Math.round(m.tbt)} ms, SI ${seconds(m.si)}, CLS ${m.cls.toFixed(3)}`;
/** Each metric's median over several runs. */
export const medianMetrics = (runs: Audit[]) => Object.fromEntries(metricKeys.map((k) => [k, median(runs.map((r) => r.metrics[k]))])) as Metrics;

const cli = createRequire(import.meta.url).resolve("lighthouse/cli/index.js");

type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; score: number | null; displayValue?: string; numericValue?: number }>;
};

/**
 * One Lighthouse run with its default settings (mobile: emulated Moto G Power, slow 4G, 4x CPU
 * slowdown), through its CLI in plain Node: under tsx, the functions Lighthouse sends into the
 * page would carry esbuild's `__name` helper and fail there.
 */
export async function audit(url: string, categories: string[], attempts = 3): Promise<Audit> {
  try {
    return await auditOnce(url, categories);
  } catch (error) {
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): that
    // is a failed measurement, not a score, so measure again a couple of times before giving up.
    if (attempts <= 1) throw error;
    console.warn(`  (Lighthouse could not measure ${url}; trying again: ${String(error).split("\n")[0]?.slice(0, 160)})`);
    return audit(url, categories, attempts - 1);
  }
}

async function auditOnce(url: string, categories: string[]): Promise<Audit> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [cli, url, "--output=json", "--output-path=stdout", "--quiet", `--only-categories=${categories.join(",")}`, `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as Lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores: Scores = {};
  const failed = new Set<string>();
  for (const id of categories) {
    const category = lhr.categories[id];
    scores[id] = Math.round((category?.score ?? 0) * 100);
    for (const ref of category?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      // Only audits that count towards the score and did not pass.
      if (a && ref.weight > 0 && a.score !== null && a.score < 1) failed.add(`${id}: ${a.id} (${Math.round(a.score * 100)}${a.displayValue ? `, ${a.displayValue}` : ""})`);
    }
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metrics: Metrics = {
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    si: metric("speed-index"),
    cls: metric("cumulative-layout-shift"),
  };
  return { scores, metrics, failedAudits: [...failed] };
}
