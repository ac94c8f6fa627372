/**
 * Hostile text for the linear-time tests (tests/lib/**\/linear-time.test.ts) and
 * `npm run bench:linear` (docs/benchmarks.md, "Linear-time checks"): the shapes that make a
 * backtracking regular expression or a quadratic scan slow — long runs of one character, a unit
 * repeated back to back, near-misses of an address ("a@a@a@…", "http://" + dots) — at the longest
 * length a visitor may send one text (TRANSLATION.maxTextLength), a hundred at a time.
 */

/** Characters per hostile text: the translation endpoint's limit per text. */
export const TEXT_CHARS = 2000;
/** Texts per batch. */
export const BATCH = 100;
/**
 * What a batch of BATCH hostile texts of TEXT_CHARS may cost one check (best of 3 runs). Speed
 * goals are normally benchmarks, not timed tests (docs/benchmarks.md); this one is a test because
 * a super-linear check is a denial of service, and because the margin is wide: every check that
 * was fixed took 100 ms to several seconds on these inputs, and takes a few milliseconds now.
 */
export const LINEAR_BUDGET_MS = 50;

/** `unit` repeated to exactly `length` UTF-16 code units in all, between `prefix` and `suffix`. */
export function pumped(unit: string, { prefix = "", suffix = "", length = TEXT_CHARS }: { prefix?: string; suffix?: string; length?: number } = {}): string {
  const body = length - prefix.length - suffix.length;
  return prefix + unit.repeat(Math.ceil(body / unit.length)).slice(0, body) + suffix;
}

/**
 * The hostile texts, by what they are. Each name says the shape; the comment where it is used
 * says which check it was slow for.
 */
export const HOSTILE = {
  /** The security review's case: a two-letter word repeated. */
  "ab ab ab …": pumped("ab "),
  "abab… (no spaces)": pumped("ab"),
  "a a a …": pumped("a "),
  "help, help, …": pumped("help, "),
  /** A run of letters without an "@": each start of an e-mail address is tried to the end. */
  "aaaa…!": pumped("a", { suffix: "!" }),
  "的的的… (CJK)": pumped("的"),
  /** The same with an "@" at the end, so that the e-mail address check cannot skip it. */
  "的的的…@": pumped("的", { suffix: "@" }),
  "2-1-2-1-…": pumped("2-1-"),
  "a@a@a@…": pumped("a@"),
  "a.a.a.…": pumped("a."),
  "http:// + dots": pumped(".", { prefix: "http://" }),
  "http://a.a.a… x": pumped("a.", { prefix: "http://", suffix: " x" }),
  /** A cell that is almost a number, almost a period of hours, almost a day's hours. */
  "1111…x": pumped("1", { suffix: "x" }),
  "mon 1-1-1-… x": pumped("1-", { prefix: "mon ", suffix: "1 x" }),
  "mon + spaces + x\\ny": pumped(" ", { prefix: "mon", suffix: "x\ny" }),
  /** Almost "street, city, ST 12345". */
  "a, + tabs + @": pumped("\t", { prefix: "a, ", suffix: "@" }),
} as const;

export type HostileName = keyof typeof HOSTILE;

/**
 * BATCH copies of a text. `distinct`: each different (its number in the middle), for code that
 * folds equal texts into one (the translation endpoint does).
 */
export function batchOf(text: string, { distinct = false, count = BATCH }: { distinct?: boolean; count?: number } = {}): string[] {
  const middle = Math.floor(text.length / 2);
  return Array.from({ length: count }, (_, i) => (distinct ? text.slice(0, middle) + i + text.slice(middle + `${i}`.length) : text));
}

/**
 * How long the fastest-of check may keep trying on a busy machine: a linear check has a run under
 * the budget within a few tries even when other work shares the cores; a super-linear one (100 ms
 * to seconds per batch) never has one, however often it runs.
 */
const MORE_TRIES_MS = 3000;

/**
 * The fastest of `runs` timings of `fn`, in ms: the least disturbed by other work on the machine.
 * While none is under LINEAR_BUDGET_MS, it tries again, for up to MORE_TRIES_MS (CI shares two cores
 * with other test files).
 */
export function bestOf(runs: number, fn: () => unknown): number {
  let best = Infinity;
  const began = performance.now();
  for (let run = 0; run < runs || (best >= LINEAR_BUDGET_MS && performance.now() - began < MORE_TRIES_MS); run++) {
    const started = performance.now();
    fn();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export async function bestOfAsync(runs: number, fn: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  const began = performance.now();
  for (let run = 0; run < runs || (best >= LINEAR_BUDGET_MS && performance.now() - began < MORE_TRIES_MS); run++) {
    const started = performance.now();
    await fn();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}
