// @vitest-environment node
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LA_ZIPS } from "@/lib/alerts/where";
import { sqlClient } from "@/lib/data/embedded/pglite";
import { migrate, seed } from "@/lib/data/migrate";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { parseImportFile } from "@/lib/import/run-import";
import { AREAS } from "@/lib/places/areas";
import { CONCEPTS, conceptsOfWords, parseQuery } from "@/lib/places/search";
import { CATEGORY_LABELS, KIND_LABELS } from "@/lib/places/types";
import { searchWordsOf, vocabularyOf } from "@/tests/support/locales";
import { NOT_NEEDS } from "./search-vocabulary.words";

/**
 * The search's vocabulary is complete for the data: every word the places use — the sample places
 * (supabase/seed.sql), the import's examples (docs/sample-import.csv), HSDS files as a 211
 * directory publishes them (tests/fixtures/hsds-*.json) and the import's kinds and categories — is
 * a word of a search concept (lib/places/search-concepts.ts), or a word that names no need
 * (./search-vocabulary.words.ts: "the", "bring", "weekend"), or a community's name. Every concept
 * has words in every language (locales/<lang>/search.json), and each of them reaches the concept. So
 * whatever a place offers can be found in every language; a new item in the data that no concept
 * covers fails here until someone gives it words in all fifteen languages (docs/search.md, "Adding words").
 */

/** The texts of every place of every source, as the search reads them (name, description, needed items). */
let texts: { source: string; text: string }[] = [];
let db: PGlite;

function importTexts(source: string, file: string): { source: string; text: string }[] {
  const parsed = parseImportFile(readFileSync(file, "utf8"));
  if (!parsed.ok) throw new Error(`${file} does not import: ${parsed.errors.map((e) => e.message).join("; ")}`);
  return parsed.places.map((p) => ({ source: `${source}: ${p.name}`, text: [p.name, p.description ?? "", ...p.itemsNeeded.map((i) => i.item)].join(" \n ") }));
}

beforeAll(async () => {
  db = new PGlite();
  const client = sqlClient(db);
  await migrate(client);
  await seed(client);
  // Every row, the unpublished drafts too: a draft is published one day.
  const rows = await client.query<{ name: string; description: string | null; items_needed: { item: string }[] }>("select name, description, items_needed from public.places");
  texts = [
    ...rows.map((p) => ({ source: `seed.sql: ${p.name}`, text: [p.name, p.description ?? "", ...p.items_needed.map((i) => i.item)].join(" \n ") })),
    ...importTexts("docs/sample-import.csv", "docs/sample-import.csv"),
    ...importTexts("tests/fixtures/hsds-services.json", "tests/fixtures/hsds-services.json"),
    ...importTexts("tests/fixtures/hsds-211-services.json", "tests/fixtures/hsds-211-services.json"),
    ...Object.values(KIND_LABELS).map((label) => ({ source: "kind label", text: label })),
    ...Object.values(CATEGORY_LABELS).map((label) => ({ source: "category label", text: label })),
  ];
}, 60_000);
afterAll(() => db?.close());

/** Every word of the communities the site names (lib/places/areas.ts, lib/alerts/la-zips.json): places, not needs. */
const PLACE_NAME_WORDS = new Set([...AREAS.list.map((a) => a.name), ...Object.keys(LA_ZIPS.communities)].flatMap((name) => conceptsOfWords(name).map((w) => w.word)));

describe("the search's vocabulary", () => {
  it("covers every word of the places' data: a concept's word, a word that names no need, or a place's name", () => {
    expect(texts.length).toBeGreaterThan(100);
    const uncovered = new Map<string, string>();
    for (const { source, text } of texts) {
      for (const { word, concepts } of conceptsOfWords(text)) {
        if (concepts.length || NOT_NEEDS.has(word) || PLACE_NAME_WORDS.has(word) || /^\d+$/.test(word)) continue;
        if (!uncovered.has(word)) uncovered.set(word, source);
      }
    }
    expect([...uncovered].map(([word, source]) => `${word} (${source})`)).toEqual([]);
  });

  it("lists no word as naming no need that a concept has", () => {
    const both = [...NOT_NEEDS].filter((word) => conceptsOfWords(word)[0]?.concepts.length);
    expect(both).toEqual([]);
  });

  it.each(LANGUAGE_CODES)("has words in %s for every concept, and each of them means its concept on a page in that language", (lang) => {
    const words = searchWordsOf(lang);
    const page = vocabularyOf(lang, "en");
    for (const concept of CONCEPTS) {
      const list = words[concept.id] ?? [];
      expect(list.length, `${lang}: no words for ${concept.id}`).toBeGreaterThan(0);
      for (const word of list) {
        const { terms } = parseQuery(word, page);
        const ids = terms.flatMap((t) => t.concepts.map((c) => c.id));
        const means = concept.means ?? [concept.id];
        expect(ids, `${lang} "${word}" should mean ${concept.id}`).toEqual(expect.arrayContaining(means.filter((id) => id !== "pets" || !concept.means)));
      }
    }
  });
});
