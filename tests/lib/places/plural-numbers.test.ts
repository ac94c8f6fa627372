import { describe, expect, it } from "vitest";
import { i18nIn } from "@/lib/i18n/catalog";
import { LANGUAGE_CODES, type Language } from "@/lib/i18n/languages";
import { formatDistance } from "@/lib/places/geo";

/**
 * Numbers reach a plural as numbers (issue 38): Russian wrote every distance «{miles} мили», right
 * for 2.5 and wrong for 12 or 21, because the number arrived as a string. The message chooses the
 * word by the language's plural rules and formats the number itself (a decimal comma in Russian).
 */
const KM_PER_MILE = 1.609344;
const milesIn = (language: Language) => (n: number) => formatDistance(n * KM_PER_MILE, i18nIn(language));

describe("distances on the map and the list", () => {
  it("in Russian: one, few, many and other (fractions)", () => {
    expect([1, 2, 5, 11, 12, 21, 22, 1.5].map(milesIn("ru"))).toEqual(["1 миля", "2 мили", "5 миль", "11 миль", "12 миль", "21 миля", "22 мили", "1,5 мили"]);
  });

  it("in Arabic: one to other, Latin digits", () => {
    expect([1, 2, 5, 11, 12, 21, 1.5].map(milesIn("ar"))).toEqual(["1 ميل", "2 ميل", "5 أميال", "11 ميلًا", "12 ميلًا", "21 ميلًا", "1.5 ميل"]);
  });

  it("in English and Armenian, the number as the language writes it", () => {
    expect([1, 2, 12, 21, 1.5, 40].map(milesIn("en"))).toEqual(["1 mi", "2 mi", "12 mi", "21 mi", "1.5 mi", "40 mi"]);
    expect(milesIn("hy")(2.5)).toBe("2,5 մղոն");
  });

  it.each(LANGUAGE_CODES)("in %s, every distance shows its number", (language) => {
    for (const n of [1, 2, 5, 11, 12, 21]) expect(milesIn(language)(n)).toContain(String(n));
  });
});
