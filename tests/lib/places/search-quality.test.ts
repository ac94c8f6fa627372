// @vitest-environment node
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlClient } from "@/lib/data/embedded/pglite";
import { migrate, seed } from "@/lib/data/migrate";
import { createSqlPlaceStore } from "@/lib/data/sql/places";
import { compiledCatalog } from "@/lib/i18n/compiled-messages";

import { createI18n } from "@/lib/i18n/translator";
import { applyFilters, DEFAULT_FILTERS } from "@/lib/places/filters";
import { pageSearchText } from "@/lib/places/search-text";
import { toDescription, toSummary, type DescriptionsPayload, type LocalizedSummary } from "@/lib/places/summary";
import type { Place } from "@/lib/places/types";
import { serverVocabulary } from "@/lib/places/search-vocabulary";
import { factsOf } from "@/tests/support/locales";
import { SEARCH_CASES, type SearchCase } from "./search-quality.cases";

/**
 * Search quality on the sample places (supabase/seed.sql, migrated and seeded into an in-memory
 * database as `npm run local` does): every query of ./search-quality.cases.ts runs through the map's
 * real search in its language — the page's search words and English's, the place text as the map
 * builds it (kind and category in the page's language, the descriptions loaded) — and is scored
 * against the places it must (and must not) return. Precision and recall are micro-averaged over
 * the places: true positives are returned places it must return; false positives, returned places
 * it must not return (neither `must` nor `may`); misses, places it must return and did not.
 * Figures: docs/benchmarks.md, "Search quality".
 */

const MIN_PRECISION = 0.95;
const MIN_RECALL = 0.95;
const idOf = (short: string) => `00000000-0000-4000-8000-000000000${short}`;
const shortOf = (id: string) => id.slice(-3);

let db: PGlite;
let summaries: LocalizedSummary[] = [];
let described: DescriptionsPayload = {};

beforeAll(async () => {
  db = new PGlite();
  const client = sqlClient(db);
  await migrate(client);
  await seed(client);
  const places: Place[] = await createSqlPlaceStore(client).listPlaces();
  summaries = places.map(toSummary);
  described = Object.fromEntries(places.map((p) => [p.id, toDescription(p)]));
}, 60_000);
afterAll(() => db?.close());

/** The place text as the map on a page in `lang` builds it, once per language (as the map does once per page). */
const pages = new Map<string, ReturnType<typeof pageSearchText>>();
function pageText(lang: SearchCase["lang"]) {
  let text = pages.get(lang);
  if (!text) pages.set(lang, (text = pageSearchText(createI18n(factsOf(lang).locale, compiledCatalog(lang)), described, serverVocabulary(lang).communities)));
  return text;
}

/** What the map on a page in `lang` lists for the query (no other filter). */
function search({ q, lang }: SearchCase): string[] {
  const found = applyFilters(summaries, { ...DEFAULT_FILTERS, q }, new Date(), pageText(lang), {}, serverVocabulary(lang));
  return found.map((p) => shortOf(p.id));
}

type Score = { tp: number; fp: number; fn: number; wrong: string[]; missed: string[] };

function score(c: SearchCase, returned: string[]): Score {
  const wrong = returned.filter((id) => !c.must.includes(id) && !(c.may ?? []).includes(id));
  const missed = c.must.filter((id) => !returned.includes(id));
  return { tp: c.must.length - missed.length, fp: wrong.length, fn: missed.length, wrong, missed };
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
const pct = (x: number) => x.toFixed(3);

describe("search quality on the sample places", () => {
  it("the cases name real places, once each", () => {
    const known = new Set(summaries.map((p) => p.id));
    expect(known.size).toBe(64);
    for (const c of SEARCH_CASES) {
      for (const id of [...c.must, ...(c.may ?? [])]) expect(known.has(idOf(id)), `${c.lang} "${c.q}": no place ${id}`).toBe(true);
      expect(c.must.filter((id) => c.may?.includes(id)), `${c.lang} "${c.q}": both must and may`).toEqual([]);
    }
    expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(60);
  });

  it(`finds what each query names: precision and recall at least ${MIN_PRECISION} and ${MIN_RECALL}`, () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const lines: string[] = [];
    for (const c of SEARCH_CASES) {
      const returned = search(c);
      const s = score(c, returned);
      tp += s.tp;
      fp += s.fp;
      fn += s.fn;
      const flag = s.fp || s.fn ? "✗" : " ";
      const detail = [s.wrong.length ? `wrong ${s.wrong.join(" ")}` : "", s.missed.length ? `missed ${s.missed.join(" ")}` : ""].filter(Boolean).join("; ");
      lines.push(`${flag} ${c.lang.padEnd(7)} ${JSON.stringify(c.q).padEnd(24)} returned ${String(returned.length).padStart(2)}  P ${pct(ratio(s.tp, s.tp + s.fp))}  R ${pct(ratio(s.tp, s.tp + s.fn))}  ${detail}`);
    }
    const precision = ratio(tp, tp + fp);
    const recall = ratio(tp, tp + fn);
    const exact = lines.filter((l) => l.startsWith(" ")).length;
    console.info(
      [
        ...lines,
        `${SEARCH_CASES.length} queries, ${exact} exact; micro-averaged over places: precision ${pct(precision)} (${tp}/${tp + fp}), recall ${pct(recall)} (${tp}/${tp + fn})`,
      ].join("\n"),
    );
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});
