/**
 * Search evaluation on held-out queries: every query of ./search-eval/queries.ts (written as
 * residents type, independently of the search's vocabulary) runs through the map's real search in
 * its page's language — the page's search words and English's, the place text as the map builds
 * it (kind and category in the page's language, descriptions loaded) — over the sample places
 * (supabase/seed.sql) and a fictional 211 directory imported as an HSDS file is
 * (tests/fixtures/hsds-211-services.json), and is scored against what it means
 * (./search-eval/meanings.ts). Prints, per language: queries, exactly right, precision and recall
 * micro-averaged over the places, and the mean of each query's precision and recall.
 *
 * Run: npm run bench:search [-- --verbose]   (--verbose lists every query that is not exactly right)
 * Figures: docs/benchmarks.md, "Search on held-out queries".
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sqlClient } from "../../lib/data/embedded/pglite";
import { migrate, seed } from "../../lib/data/migrate";
import { createSqlPlaceStore } from "../../lib/data/sql/places";
import { compiledCatalog } from "../../lib/i18n/compiled-messages";
import { LANGUAGE_CODES, type Language } from "../../lib/i18n/languages";
import { createI18n } from "../../lib/i18n/translator";
import { readLocaleFile } from "../../lib/i18n/locale-files";
import type { LanguageFacts } from "../../lib/i18n/facts";
import { parseImportFile } from "../../lib/import/run-import";
import { applyFilters, DEFAULT_FILTERS } from "../../lib/places/filters";
import { pageSearchText } from "../../lib/places/search-text";
import { serverVocabulary } from "../../lib/places/search-vocabulary";
import { toDescription, toSummary, type DescriptionsPayload, type LocalizedSummary } from "../../lib/places/summary";
import { MEANINGS, type Meaning } from "./search-eval/meanings";
import { QUERIES, ROUND_THREE, ROUND_TWO, type Query } from "./search-eval/queries";

const VERBOSE = process.argv.includes("--verbose");
const FIXTURE = path.join(process.cwd(), "tests/fixtures/hsds-211-services.json");

/** "001"… for the sample places, "h01"… for the directory's services (by their order in the file). */
function shortId(id: string, externalId: string | null | undefined): string {
  const directory = /^hsds:211-sample-(\d+)$/.exec(externalId ?? "");
  return directory ? `h${directory[1]!.slice(-2)}` : id.slice(-3);
}

async function places(): Promise<{ summaries: LocalizedSummary[]; described: DescriptionsPayload; short: Map<string, string> }> {
  const db = new PGlite();
  const client = sqlClient(db);
  await migrate(client);
  await seed(client);
  const store = createSqlPlaceStore(client);
  const parsed = parseImportFile(readFileSync(FIXTURE, "utf8"));
  if (!parsed.ok) throw new Error(`The 211 fixture does not import: ${parsed.errors.map((e) => e.message).join("; ")}`);
  await store.upsertPlaces(parsed.places, "search evaluation");
  const list = await store.listPlaces();
  await db.close();
  return {
    summaries: list.map(toSummary),
    described: Object.fromEntries(list.map((p) => [p.id, toDescription(p)])),
    short: new Map(list.map((p) => [p.id, shortId(p.id, p.externalId)])),
  };
}

type Tally = { queries: number; exact: number; tp: number; fp: number; fn: number; precisionSum: number; recallSum: number; lines: string[] };
const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

async function main() {
  const { summaries, described, short } = await places();
  const known = new Set(short.values());
  for (const [id, m] of Object.entries(MEANINGS) as [string, Meaning][]) {
    for (const place of [...m.must, ...(m.may ?? [])]) if (!known.has(place)) throw new Error(`meaning ${id}: no place ${place}`);
  }
  for (const [title, set] of [
    ["Held-out queries", QUERIES],
    ["Round two: sentences, inflections, run-together words", ROUND_TWO],
    ["Round three: written after round two's changes, never changed for", ROUND_THREE],
  ] as const) {
    console.log(`\n${title}\n`);
    evaluate(set, summaries, described, short);
  }
}

function evaluate(set: Record<Language, readonly Query[]>, summaries: LocalizedSummary[], described: DescriptionsPayload, short: Map<string, string>) {
  const rows: string[] = [];
  const total: Tally = { queries: 0, exact: 0, tp: 0, fp: 0, fn: 0, precisionSum: 0, recallSum: 0, lines: [] };
  for (const lang of LANGUAGE_CODES as readonly Language[]) {
    const i18n = createI18n(readLocaleFile<LanguageFacts>(lang, "facts.json").locale, compiledCatalog(lang));
    const words = serverVocabulary(lang);
    const searchText = pageSearchText(i18n, described, words.communities);
    const t: Tally = { queries: 0, exact: 0, tp: 0, fp: 0, fn: 0, precisionSum: 0, recallSum: 0, lines: [] };
    for (const [q, meaningId] of set[lang]) {
      const meaning: Meaning = MEANINGS[meaningId];
      const returned = applyFilters(summaries, { ...DEFAULT_FILTERS, q }, new Date(), searchText, {}, words).map((p) => short.get(p.id)!);
      const wrong = returned.filter((id) => !meaning.must.includes(id) && !(meaning.may ?? []).includes(id));
      const missed = meaning.must.filter((id) => !returned.includes(id));
      const tp = meaning.must.length - missed.length;
      t.queries++;
      t.tp += tp;
      t.fp += wrong.length;
      t.fn += missed.length;
      t.precisionSum += ratio(tp, tp + wrong.length);
      t.recallSum += ratio(tp, meaning.must.length);
      if (!wrong.length && !missed.length) t.exact++;
      else t.lines.push(`  ${lang.padEnd(7)} ${JSON.stringify(q).padEnd(28)} (${meaningId}) returned ${returned.length}${wrong.length ? `; wrong ${wrong.join(" ")}` : ""}${missed.length ? `; missed ${missed.join(" ")}` : ""}`);
    }
    for (const key of ["queries", "exact", "tp", "fp", "fn", "precisionSum", "recallSum"] as const) total[key] += t[key];
    total.lines.push(...t.lines);
    rows.push(row(lang, t));
  }
  console.log(`| language | queries | exactly right | precision | recall | mean precision per query | mean recall per query |`);
  console.log(`|---|--:|--:|--:|--:|--:|--:|`);
  for (const r of rows) console.log(r);
  console.log(row("all", total));
  if (VERBOSE) console.log(["", "Not exactly right:", ...total.lines].join("\n"));
}

function row(label: string, t: Tally): string {
  const f = (x: number) => x.toFixed(3);
  return `| ${label} | ${t.queries} | ${t.exact} | ${f(ratio(t.tp, t.tp + t.fp))} | ${f(ratio(t.tp, t.tp + t.fn))} | ${f(t.precisionSum / t.queries)} | ${f(t.recallSum / t.queries)} |`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
