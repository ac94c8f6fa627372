// `npm run bench:sms`: the text message service's speed (docs/benchmarks.md).
//  1. 1,000 inbound lookups answered as the webhook answers them (parse, opt-out check, the
//     per-number counter in the database, the places' filter and ranking, the reply within its
//     segments), on the sample database in memory: p50 and p99. Goal: p99 < 300 ms.
//  2. Parsing alone: 10,000 texts in the 15 languages.
// Timings on a shared machine are noisy: compare runs side by side, never across machines.
import { performance } from "node:perf_hooks";
import { LANGUAGE_CODES } from "../../lib/i18n/languages";
import { answerText, EXAMPLES, parse } from "../../lib/services/sms/inbound";
import { sampleSms } from "../sms/sample-db";

const LOOKUPS = 1_000;
const GOAL_P99_MS = 300;
const ZIPS = ["91001", "91101", "91104", "90004", "91776", "90272", "91011", "90042"];
const EXTRA = ["food altadena", "91001 water", "farmacia pasadena", "대피소 90004", "避难所 91776", "سرپناه 91001", "ապաստարան Glendale", "nơi tạm trú 91001", "charging 91104", "showers 90042"];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const { deps, close } = await sampleSms("https://relief.example.org");
  try {
    const texts = Array.from({ length: LOOKUPS }, (_, i) => (i % 3 === 0 ? EXTRA[i % EXTRA.length]! : `${EXAMPLES[LANGUAGE_CODES[i % LANGUAGE_CODES.length]!].split(" ")[0]} ${ZIPS[i % ZIPS.length]}`));
    // Warm-up: the first call loads the catalogs and the search's words.
    for (let i = 0; i < 20; i++) await answerText(`+1310555${String(9000 + i)}`, texts[i]!, deps);
    const times: number[] = [];
    let empty = 0;
    for (let i = 0; i < LOOKUPS; i++) {
      const started = performance.now();
      const { reply } = await answerText(`+1213${String(5_000_000 + i)}`, texts[i]!, deps);
      times.push(performance.now() - started);
      if (!reply) empty++;
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    console.log(`${LOOKUPS} inbound lookups (${LANGUAGE_CODES.length} languages, sample places): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (goal p99 < ${GOAL_P99_MS} ms)${empty ? `, ${empty} without a reply` : ""}`);

    const parses = Array.from({ length: 10_000 }, (_, i) => texts[i % texts.length]!);
    const started = performance.now();
    for (const t of parses) parse(t);
    console.log(`parsing ${parses.length} texts: ${(performance.now() - started).toFixed(0)} ms`);
    if (p99 >= GOAL_P99_MS || empty > 0) process.exitCode = 1;
  } finally {
    await close();
  }
}

void main();
