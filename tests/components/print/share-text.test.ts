// @vitest-environment node
import { describe, expect, it } from "vitest";
import { noVocabulary } from "@/lib/places/search";
import { buildSheet } from "@/components/print/sheet";
import { shareText } from "@/components/print/share-text";
import { clientFacts, i18nIn } from "@/lib/i18n/catalog";
import type { Language } from "@/lib/i18n/languages";
import { DEFAULT_FILTERS } from "@/lib/places/filters";
import { toSummary } from "@/lib/places/summary";
import { PRINT } from "@/lib/print/settings";
import { makePlace } from "@/tests/support/places";

const NOW = new Date("2026-11-25T18:00:00Z");
const URL = "https://relief.example.org/es/list?kind=resource&open=1";
const PHONES = ["(626) 555-0100", "1-800-985-5990", "626-555-0199", "+1 213 555 0123", "(818) 555-0142 ext. 12"];

const placesWith = (n: number, long = false) =>
  Array.from({ length: n }, (_, i) =>
    toSummary(
      makePlace({
        name: long ? `Pasadena Community Emergency Food and Water Distribution Centre number ${i}` : `Pantry ${i}`,
        phone: PHONES[i % PHONES.length]!,
        address: long ? `${1000 + i} North Lake Avenue, Suite 200, Building C (side entrance by the parking lot), Altadena, CA 91001` : `${i} Lake Ave, Altadena`,
        hours: { wed: [{ opens: "08:00", closes: "17:00" }] },
        lastVerifiedAt: NOW.toISOString(),
      }),
    ),
  );

function textIn(language: Language, n: number, long = false) {
  const i18n = i18nIn(language);
  const facts = clientFacts(language);
  const sheet = buildSheet({ places: placesWith(n, long), hazards: {}, described: null, query: { filters: DEFAULT_FILTERS, point: null }, now: NOW, i18n, facts, words: noVocabulary() });
  return { sheet, text: shareText(sheet, URL, i18n, facts.dir) };
}

/** The phone numbers whose place is in the text, each in one piece on one line. */
function phonesIntact(text: string, sheet: ReturnType<typeof textIn>["sheet"]) {
  for (const entry of sheet.entries) {
    if (!text.includes(entry.name.slice(0, 20))) continue;
    const line = text.split("\n").find((l) => l.includes(entry.phone!));
    expect(line, entry.phone!).toBeDefined();
  }
}

describe("shareText", () => {
  it("lists title, time, each place with its status, address and phone, the 911 line and the link", () => {
    const { sheet, text } = textIn("en", 3);
    const lines = text.split("\n");
    expect(lines[0]).toBe("All places");
    expect(lines[1]).toBe("Made Nov 25, 2026, 10:00 AM, Los Angeles time");
    expect(text).toContain("1. Pantry 0 — Open now · closes 5 PM\n0 Lake Ave, Altadena · (626) 555-0100");
    expect(lines.at(-2)).toBe("Check before you go; call 911 in an emergency.");
    expect(lines.at(-1)).toBe(URL);
    phonesIntact(text, sheet);
    expect(sheet.entries.every((e) => text.includes(e.phone!))).toBe(true);
  });

  it("lists every printed place of ordinary length, each phone whole on its line", () => {
    const { sheet, text } = textIn("en", 12);
    expect(sheet.entries).toHaveLength(PRINT.maxPlaces);
    expect((text.match(/^\d+\. /gm) ?? []).length).toBe(PRINT.maxPlaces);
    for (const entry of sheet.entries) expect(text.split("\n").some((line) => line.endsWith(entry.phone!))).toBe(true);
    expect(text.length).toBeLessThanOrEqual(PRINT.shareMaxChars);
  });

  it("fits PRINT.shareMaxChars with long entries: whole places only, the rest counted, the link kept", () => {
    const { sheet, text } = textIn("en", 40, true);
    expect(text.length).toBeLessThanOrEqual(PRINT.shareMaxChars);
    const listed = (text.match(/^\d+\. /gm) ?? []).length;
    expect(listed).toBeGreaterThan(3);
    // Cut short by the length, not by the number of places.
    expect(listed).toBeLessThan(PRINT.maxPlaces);
    expect(text).toContain(`…and ${40 - listed} more places at the link below.`);
    expect(text.endsWith(URL)).toBe(true);
    // Every listed place whole: its name as written (never "…Pasade…") and its phone.
    for (const entry of sheet.entries.slice(0, listed)) expect(text).toContain(`${entry.name} — `);
    for (const entry of sheet.entries.slice(0, listed)) expect(text).toContain(entry.phone!);
    phonesIntact(text, sheet);
  });

  it("is in the page's language, with the phones and addresses isolated left-to-right in Farsi and Arabic", () => {
    for (const language of ["fa", "ar"] as const) {
      const { sheet, text } = textIn(language, 4);
      expect(text).toContain(i18nIn(language)._("Check before you go; call 911 in an emergency."));
      expect(text).not.toContain("Check before you go");
      for (const entry of sheet.entries) expect(text).toContain(`\u2066${entry.phone}\u2069`);
      // The English name isolated, so its number stays before it.
      expect(text).toContain(`1. \u2068${sheet.entries[0]!.name}\u2069 — `);
      expect(text.length).toBeLessThanOrEqual(PRINT.shareMaxChars);
    }
    const es = textIn("es", 2).text;
    expect(es).toContain("Confirme antes de ir; en caso de emergencia, llame al 911.");
    expect(es).not.toContain("\u2066");
    const zh = textIn("zh", 12, true);
    expect(zh.text.length).toBeLessThanOrEqual(PRINT.shareMaxChars);
    expect(zh.text).toContain("拨打 911");
  });

  it("sample places: says so first, in the page's language; a shelter for animals only says people cannot stay", () => {
    const i18n = i18nIn("es");
    const facts = clientFacts("es");
    const places = [
      toSummary(makePlace({ name: "Sample: Animal Evacuation Shelter – Pasadena", kind: "shelter", category: "animal_support", petsAllowed: true, isSample: true, lastVerifiedAt: NOW.toISOString() })),
    ];
    const sheet = buildSheet({ places, hazards: {}, described: null, query: { filters: DEFAULT_FILTERS, point: null }, now: NOW, i18n, facts, words: noVocabulary() });
    expect(sheet.sample).toBe(true);
    const text = shareText(sheet, URL, i18n, facts.dir);
    expect(text.startsWith(`${i18n._("Sample data.")} ${i18n._("The places shown here are examples for trying the site. They are not real services: do not go to them. For real help now, dial 2-1-1.")}\n`)).toBe(true);
    expect(text).toContain(`1. Sample: Animal Evacuation Shelter – Pasadena — ${sheet.entries[0]!.openState} · ${i18n._("For animals only: people cannot stay here.")}`);
    // Real places: no such line.
    expect(textIn("es", 2).sheet.sample).toBe(false);
    expect(textIn("es", 2).text).not.toContain(i18n._("Sample data."));
  });

  it("says so when nothing matches, with 2-1-1", () => {
    const { text } = textIn("en", 0);
    expect(text).toContain("dial 2-1-1");
    expect(text.endsWith(URL)).toBe(true);
  });
});
