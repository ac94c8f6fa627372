// @vitest-environment node
import { describe, expect, it } from "vitest";
import { serverVocabulary } from "@/lib/places/search-vocabulary";
import { buildSheet, namedAreaNear, sheetTitle } from "@/components/print/sheet";
import { clientFacts, i18nIn } from "@/lib/i18n/catalog";
import type { Language } from "@/lib/i18n/languages";
import { applyFilters, DEFAULT_FILTERS, rankPlaces } from "@/lib/places/filters";
import { needFilters } from "@/lib/places/need-filters";
import { needById } from "@/lib/places/needs";
import { toSummary } from "@/lib/places/summary";
import { PRINT } from "@/lib/print/settings";
import { makePlace } from "@/tests/support/places";

// A Wednesday, 10:00 in Los Angeles.
const NOW = new Date("2026-11-25T18:00:00Z");
const HOURS = { wed: [{ opens: "08:00", closes: "17:00" }] };
const PASADENA = { lat: 34.148, lng: -118.144 };
const ALTADENA = { lat: 34.19, lng: -118.131 };

const places = Array.from({ length: 30 }, (_, i) =>
  toSummary(
    makePlace({
      name: `Food bank ${i}`,
      latitude: 34.1 + i * 0.004,
      longitude: -118.2 + (i % 5) * 0.01,
      hours: i % 4 === 0 ? {} : HOURS,
      status: i % 7 === 3 ? "full" : "open",
      phone: `(626) 555-${String(1000 + i)}`,
      address: `${100 + i} E Colorado Blvd, Pasadena, CA`,
      lastVerifiedAt: new Date(NOW.getTime() - i * 86_400_000).toISOString(),
      itemsNeeded: i % 3 === 0 ? [{ item: "Water", urgency: "high" }] : [],
    }),
  ),
);

describe("buildSheet", () => {
  const en = { i18n: i18nIn("en"), facts: clientFacts("en"), words: serverVocabulary("en") };

  it("lists what the map lists for the same filters and point, in the same order, at most PRINT.maxPlaces", () => {
    const filters = { ...DEFAULT_FILTERS, openNow: true };
    for (const point of [null, PASADENA]) {
      const sheet = buildSheet({ places, hazards: {}, described: null, query: { filters, point }, now: NOW, ...en });
      const map = rankPlaces(applyFilters(places, filters, NOW), point, NOW);
      expect(sheet.total).toBe(map.length);
      expect(sheet.entries.map((e) => e.id)).toEqual(map.slice(0, PRINT.maxPlaces).map((r) => r.place.id));
      expect(sheet.entries.every((e) => (point ? e.distance?.endsWith("mi away") : e.distance === null))).toBe(true);
    }
  });

  it("says each place's status, today's hours, phone, needs and when it was verified", () => {
    const sheet = buildSheet({ places: places.slice(0, 6), hazards: {}, described: null, query: { filters: DEFAULT_FILTERS, point: null }, now: NOW, ...en });
    const first = sheet.entries.find((e) => e.name === "Food bank 3")!;
    expect(first).toMatchObject({ status: "Full", today: "Today: 8 AM – 5 PM", phone: "(626) 555-1003", needs: ["Water (urgent)"], verified: "Verified 3 days ago" });
    expect(sheet.entries.find((e) => e.name === "Food bank 1")!.verified).toBe("Verified 1 day ago");
    expect(sheet.madeAt).toBe("Made Nov 25, 2026, 10:00 AM, Los Angeles time");
  });

  it("puts a place inside an evacuation order last, saying so instead of its hours", () => {
    const id = places[1]!.id;
    const hazards = { [id]: { status: "order" as const, zone: "Zone 1", source: "LA County" } };
    const sheet = buildSheet({ places: places.slice(0, 5), hazards, described: null, query: { filters: DEFAULT_FILTERS, point: null }, now: NOW, ...en });
    const last = sheet.entries.at(-1)!;
    expect(last.id).toBe(id);
    expect(last.openState).toBeNull();
    expect(last.hazard).toBe("Evacuation order for this area: do not go here.");
  });
});

describe("the title", () => {
  const i18n = i18nIn("en");
  const EN = clientFacts("en");
  it("names a need, open now, and a place only when the point is plainly in it", () => {
    const food = needFilters(needById("food")!);
    expect(sheetTitle({ filters: food, point: null }, i18n, EN)).toBe("Food, water & supplies — open now");
    expect(sheetTitle({ filters: food, point: PASADENA }, i18n, EN)).toBe("Food, water & supplies — open now near Pasadena");
    // 5 km from any centre: no name is made up.
    expect(namedAreaNear({ lat: 34.3, lng: -118.6 })).toBeNull();
    expect(sheetTitle({ filters: food, point: { lat: 34.3, lng: -118.6 } }, i18n, EN)).toBe("Food, water & supplies — open now near you");
    expect(sheetTitle({ filters: DEFAULT_FILTERS, point: null }, i18n, EN)).toBe("All places");
    expect(sheetTitle({ filters: { ...DEFAULT_FILTERS, kinds: ["donation_need"] }, point: null }, i18n, EN)).toBe("Donation needs");
  });

  it("is in the page's language", () => {
    const food = needFilters(needById("food")!);
    expect(sheetTitle({ filters: food, point: PASADENA }, i18nIn("es"), clientFacts("es"))).toMatch(/abiertos ahora cerca de Pasadena$/);
    expect(sheetTitle({ filters: food, point: null }, i18nIn("zh"), clientFacts("zh"))).toMatch(/（现在开放）$/);
  });

  it("names the community as the page's language does, where it has a name of its own, in a sentence that reads", () => {
    const shelter = needFilters(needById("shelter")!);
    const title = (lang: Language, point: { lat: number; lng: number }) => sheetTitle({ filters: shelter, point }, i18nIn(lang), clientFacts(lang));
    // Established names: the Chinese press's 阿尔塔迪纳 and 帕萨迪纳, Persian پاسادنا, Russian Пасадина.
    expect(title("zh", ALTADENA)).toContain("阿尔塔迪纳");
    expect(title("zh-Hant", ALTADENA)).toContain("阿爾塔迪納");
    expect(title("fa", PASADENA)).toContain("پاسادنا");
    expect(title("ja", PASADENA)).toContain("パサデナ");
    expect(title("es", PASADENA)).toContain("Pasadena");
    for (const lang of ["zh", "zh-Hant", "fa", "ja", "ru", "ko", "ar", "hy", "hi", "th"] as const) expect(title(lang, PASADENA), lang).not.toContain("Pasadena");
    // No community is given a name the language does not have: Altadena stays English in Persian.
    expect(title("fa", ALTADENA)).toContain("Altadena");
    // One 的 in a Chinese title, one の in a Japanese one; a Russian name in the nominative.
    for (const lang of ["zh", "zh-Hant"] as const) expect(title(lang, ALTADENA).match(/的/g)?.length ?? 0, lang).toBeLessThanOrEqual(1);
    expect(title("ja", ALTADENA).match(/の/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(title("ru", PASADENA)).toMatch(/Пасадина(?![а-яё])/);
    expect(title("ru", PASADENA)).not.toMatch(/рядом с Пасадина/);
  });
});
