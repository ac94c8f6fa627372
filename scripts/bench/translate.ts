/**
 * Translation benchmark: one page of 300 text nodes (place cards and page chrome, ~1/3 repeated)
 * translated into Spanish, with
 *  - a cache with realistic latency: the real translations table and functions in an in-memory
 *    PGlite, plus 5–20 ms per query (seeded, so every run sees the same latencies);
 *  - a LibreTranslate with realistic latency: 150 ms per request + 2 ms per text (the server
 *    translates a batch item by item), answering "[es] text".
 * Compares the ORIGINAL algorithm (per text node: one cache query; on a miss one service call;
 * sequential; never written back, so every load is cold) with OURS (one translateTexts() call per
 * pass: one cache query for the page, one service round for the misses, write-back).
 * Run: npm run bench:translate   (npx tsx --conditions react-server scripts/bench/translate.ts)
 */
import { PGlite } from "@electric-sql/pglite";
import { migrate } from "../../lib/data/migrate";
import { createSqlTranslationStore } from "../../lib/data/sql/translations";
import type { TranslationStore } from "../../lib/data/stores";
import { curatedTranslation, isCuratedOutput } from "../../lib/i18n/curated";
import { translateWithService, type ServiceConfig } from "../../lib/i18n/libretranslate";
import { hasLetters, normalizeText } from "../../lib/i18n/normalize";
import { translateTexts } from "../../lib/services/i18n/translate";
import { languagesReply } from "../../tests/support/libretranslate";

const TARGET = "es";
const CACHE_MS = [5, 20] as const;
const SERVICE_BASE_MS = 150;
const SERVICE_PER_TEXT_MS = 2;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A page as the DOM walker sees it: 30 place cards of 9 text nodes, and 30 nodes of chrome. */
function page(): string[] {
  const rand = random(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const towns = ["Altadena", "Pasadena", "Pacific Palisades", "Santa Monica", "Malibu", "Glendale", "Burbank", "Arcadia", "Culver City", "Westwood"];
  const what = ["Community Food Pantry", "Emergency Shelter", "Animal Rescue Center", "Donation Hub", "Free Clinic", "Volunteer Center", "Water Station", "Relief Kitchen", "Supply Depot", "Family Resource Center"];
  const offers = [
    "Free groceries, hot meals and bottled water for anyone affected by the fires.",
    "Cots, blankets and showers; families and pets are welcome.",
    "N95 masks, first aid and prescriptions refilled by volunteer pharmacists.",
    "Drop off diapers, baby formula and new socks; no used clothing, please.",
    "Temporary boarding for dogs, cats and horses evacuated from the fire zone.",
    "Help with FEMA and SBA applications, insurance claims and lost documents.",
    "Volunteers needed to sort donations and pack family boxes.",
    "Charging stations, Wi-Fi and a quiet room for remote work.",
  ];
  const eligibility = ["No ID required.", "Bring a photo ID if you have one.", "Open to residents of LA County.", "Pets on a leash are welcome.", "Wheelchair accessible entrance on the side."];
  const chrome = [
    "Skip to main content", "LA Fire Relief", "Map", "Volunteer", "Donate", "Guide", "FAQ", "Contact",
    "Find help near you", "Filter places", "Open now", "Food and water", "Shelter", "Medical and health", "Animal support",
    "No ID required", "Pets allowed", "Wheelchair accessible", "Free of charge", "Show 30 of 64 places",
    "Data last updated 2 hours ago", "Sample data: these places are examples, not real services.",
    "Report a problem with this listing", "Back to top", "About this site", "Privacy", "Accessibility",
    "Emergency? Call 911.", "For non-emergency help call 2-1-1.", "© 2026 LA Fire Relief volunteers",
  ];
  const nodes = [...chrome];
  for (let i = 0; i < 30; i++) {
    const town = towns[i % towns.length]!;
    nodes.push(
      `${town} ${what[(i * 3) % what.length]}${i >= 10 ? ` #${Math.floor(i / 10) + 1}` : ""}`,
      pick(["Resource", "Shelter", "Donation need", "Volunteer opportunity"]),
      pick(["Open now", "Closed now", "Opens at 9:00 AM"]),
      `${offers[i % offers.length]}${i >= offers.length ? ` Ask for the ${town} desk.` : ""}`,
      `${100 + i * 37} ${pick(["N Lake Ave", "E Colorado Blvd", "Sunset Blvd", "W Olive Ave", "Main St"])}, ${town}, CA`,
      `(626) 555-${String(100 + i).padStart(4, "0")}`,
      i % 4 === 0 ? "Open 24 hours" : `${pick(["Mon–Fri", "Every day", "Sat–Sun"])} ${7 + (i % 4)}:00 AM – ${4 + (i % 5)}:00 PM`,
      "Directions",
      `${pick(eligibility)} Last verified January ${1 + (i % 20)}, 2026.`,
    );
  }
  return nodes;
}

/** The cache, slowed down to a network round trip, counting its queries. */
function slowStore(inner: TranslationStore, counter: { queries: number }): TranslationStore {
  const rand = random(42);
  const delay = () => sleep(CACHE_MS[0] + rand() * (CACHE_MS[1] - CACHE_MS[0]));
  return {
    async lookup(target, texts) {
      counter.queries++;
      await delay();
      return inner.lookup(target, texts);
    },
    async saveMachine(target, pairs) {
      counter.queries++;
      await delay();
      return inner.saveMachine(target, pairs);
    },
  };
}

/** LibreTranslate, slowed down like a real server, counting its requests. */
function slowService(counter: { calls: number; texts: number }): ServiceConfig {
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // GET /languages (asked once): not a translation, not counted.
    const listed = languagesReply(input, init);
    if (listed) return listed;
    const { q, target } = JSON.parse(String(init?.body)) as { q: string[]; target: string };
    counter.calls++;
    counter.texts += q.length;
    await sleep(SERVICE_BASE_MS + SERVICE_PER_TEXT_MS * q.length);
    return new Response(JSON.stringify({ translatedText: q.map((t) => `[${target}] ${t}`) }), { headers: { "content-type": "application/json" } });
  };
  return { url: "http://libretranslate.bench", timeoutMs: 30_000, fetch: fakeFetch as typeof fetch };
}

/** The original: each text node on its own, one after the other; nothing is written back. */
async function original(nodes: string[], store: TranslationStore, service: ServiceConfig): Promise<string[]> {
  const out: string[] = [];
  for (const node of nodes) {
    const text = normalizeText(node);
    // Same pre-filter as ours (no letters, curated), so only the cache and service work differ.
    if (!text || !hasLetters(text) || isCuratedOutput(text, TARGET)) {
      out.push(node);
      continue;
    }
    const curated = curatedTranslation(text, TARGET);
    if (curated) {
      out.push(curated);
      continue;
    }
    const hit = (await store.lookup(TARGET, [text])).get(text);
    if (hit) {
      out.push(hit);
      continue;
    }
    const [translated] = await translateWithService(TARGET, [text], service).catch(() => [null]);
    out.push(translated ?? node);
  }
  return out;
}

async function ours(nodes: string[], store: TranslationStore, service: ServiceConfig): Promise<string[]> {
  return (await translateTexts(TARGET, nodes, { store, service, logger: { warn: () => {}, error: console.error } })).map((r) => r.text);
}

type Algorithm = (nodes: string[], store: TranslationStore, service: ServiceConfig) => Promise<string[]>;
type Figures = { ms: number; cacheQueries: number; serviceCalls: number; translated: number };

async function pass(algorithm: Algorithm, nodes: string[], inner: TranslationStore): Promise<Figures> {
  const cache = { queries: 0 };
  const service = { calls: 0, texts: 0 };
  const t0 = performance.now();
  const out = await algorithm(nodes, slowStore(inner, cache), slowService(service));
  const ms = performance.now() - t0;
  return { ms, cacheQueries: cache.queries, serviceCalls: service.calls, translated: out.filter((t, i) => t !== nodes[i]).length };
}

async function main() {
  const db = new PGlite();
  const client = { query: async <T>(s: string, p?: unknown[]) => (await db.query<T>(s, p)).rows, exec: (s: string) => db.exec(s) };
  await migrate(client);
  const inner = createSqlTranslationStore(client);
  const clear = () => client.query("delete from public.translations");

  const nodes = page();
  const normalized = nodes.map(normalizeText);
  const translatable = normalized.filter((t) => hasLetters(t));
  const unique = new Set(translatable);
  const curated = [...unique].filter((t) => curatedTranslation(t, TARGET) !== null);
  const repeated = nodes.length - new Set(normalized).size;
  console.log(
    `\nPage: ${nodes.length} text nodes, ${repeated} repeats (${Math.round((100 * repeated) / nodes.length)}%), ` +
      `${nodes.length - translatable.length} without letters, ${unique.size} unique texts with letters, ` +
      `${curated.length} of them curated (${translatable.filter((t) => curatedTranslation(t, TARGET) !== null).length} nodes), ` +
      `${unique.size - curated.length} for the cache / service.`,
  );
  console.log(`Cache ${CACHE_MS[0]}–${CACHE_MS[1]} ms per query; service ${SERVICE_BASE_MS} ms + ${SERVICE_PER_TEXT_MS} ms per text per request.\n`);

  const rows: [string, Figures][] = [];
  // The original never writes back: a "warm" load is as cold as the first one. Measured twice to show it.
  await clear();
  rows.push(["original, cold cache", await pass(original, nodes, inner)]);
  rows.push(["original, second load (nothing was cached)", await pass(original, nodes, inner)]);

  const cold: Figures[] = [];
  const warm: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    await clear();
    cold.push(await pass(ours, nodes, inner));
    warm.push(await pass(ours, nodes, inner));
  }
  const pick = (xs: Figures[]) => ({ ...xs[0]!, ms: median(xs.map((x) => x.ms)) });
  rows.push([`ours, cold cache (median of ${RUNS})`, pick(cold)]);
  rows.push([`ours, warm cache (median of ${RUNS})`, pick(warm)]);

  console.log("| what | requests per page (cache queries + service calls) | time until translated | nodes translated |");
  console.log("|---|---|---|---|");
  for (const [what, f] of rows) {
    console.log(`| ${what} | ${f.cacheQueries + f.serviceCalls} (${f.cacheQueries} + ${f.serviceCalls}) | ${f.ms.toFixed(0)} ms | ${f.translated} |`);
  }
  const originalWarm = rows[1]![1].ms;
  const originalCold = rows[0]![1].ms;
  console.log(
    `\nSpeed-up: cold ${(originalCold / pick(cold).ms).toFixed(0)}×, warm ${(originalWarm / pick(warm).ms).toFixed(0)}× (goal ≥ 20× warm).`,
  );
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
