// @vitest-environment node
import { describe, expect, it } from "vitest";
import { applyFilters, DEFAULT_FILTERS } from "@/lib/places/filters";
import { queryWords } from "@/lib/places/search";
import { BATCH, batchOf, bestOf, HOSTILE, LINEAR_BUDGET_MS, TEXT_CHARS, type HostileName } from "@/tests/support/adversarial";
import { makePlace } from "@/tests/support/places";

/**
 * The map's search, in the browser, on a typed query or one from a shared link (?q=, no length
 * limit): BATCH hostile queries of 2,000 characters within LINEAR_BUDGET_MS (best of 3 runs, see
 * tests/support/adversarial.ts). It was linear before too (`npm run bench:linear`: at most 6 ms
 * for queryWords, 11 ms for 200 places, 2 cores): no regex in it but \s+ and Unicode classes, and
 * each concept word is looked for once per query.
 */

const places = [
  makePlace({ name: "Community Food Distribution", description: "Free groceries and hot meals every day." }),
  makePlace({ name: "Evacuation center", description: "Cots and blankets for families.", kind: "shelter", category: "shelter_support", petsAllowed: true }),
  makePlace({ name: "Mobile clinic", description: "Prescription refills and first aid.", category: "medical_health" }),
  makePlace({ name: "Diaper drive", kind: "donation_need", itemsNeeded: [{ item: "Diapers (size 4-6)", urgency: "high" }] }),
];
const now = new Date("2026-01-15T18:00:00Z");

/** 2,000 characters of different words, each a near miss of a concept word. */
const MANY_WORDS = Array.from({ length: 400 }, (_, i) => `fo${i}d`).join(" ").slice(0, TEXT_CHARS);

describe("the map's search", () => {
  it.each<[HostileName, string[]]>([
    ["的的的… (CJK)", [HOSTILE["的的的… (CJK)"]]],
    ["ab ab ab …", ["ab"]],
    ["a a a …", ["a"]],
    // Punctuation is a word's edge, as in the places' text.
    ["help, help, …", ["help", "he"]],
    ["2-1-2-1-…", ["2", "1"]],
  ])(`${BATCH} queries "%s"`, (shape, words) => {
    const queries = batchOf(HOSTILE[shape]);
    expect(bestOf(3, () => queries.forEach((q) => queryWords(q)))).toBeLessThan(LINEAR_BUDGET_MS);
    expect(bestOf(3, () => queries.forEach((q) => applyFilters(places, { ...DEFAULT_FILTERS, q }, now)))).toBeLessThan(LINEAR_BUDGET_MS);
    expect(queryWords(queries[0]!)).toEqual(words);
    // Only "a" starts a word ("and") in a place's text: in all but the diaper drive's.
    expect(applyFilters(places, { ...DEFAULT_FILTERS, q: queries[0]! }, now)).toHaveLength(shape === "a a a …" ? places.length - 1 : 0);
  });

  it(`${BATCH} queries of 400 different words`, () => {
    const queries = batchOf(MANY_WORDS);
    expect(bestOf(3, () => queries.forEach((q) => applyFilters(places, { ...DEFAULT_FILTERS, q }, now)))).toBeLessThan(LINEAR_BUDGET_MS);
    expect(queryWords(MANY_WORDS)).toHaveLength(MANY_WORDS.split(" ").length);
  });
});
