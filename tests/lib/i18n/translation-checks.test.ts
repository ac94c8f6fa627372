// @vitest-environment node
import { describe, expect, it } from "vitest";
import { hasRunawayRepetition, longestRun, MAX_EXTRA_REPEATS } from "@/lib/i18n/translation-checks";

/** 40 characters besides its spaces, none repeating another part of it. */
const PHRASE_40 = "Open daily 9-5 at Pasadena Civic Hall, bring ID.";

describe("longestRun: the longest run of one phrase repeated back to back", () => {
  it.each([
    ["nothing repeats", "Shelter with food and water", 1],
    ["a phrase three times", "help, help, help,", 3],
    ["case does not matter", "Help, HELP, help,", 3],
    ["whitespace between and inside repeats does not matter", "help,help ,  he lp,", 3],
    ["line breaks are whitespace too", "Agua\nagua\r\nagua\u00a0agua", 4],
    ["a two-letter word", "ab ab ab ab ab", 5],
    ["the unrepeated rest does not count", "Call now: help, help, help, then wait", 3],
    ["an overlapping shorter run cannot hide a longer one", "abcabcabcabc", 4],
    ["a phrase of 40 characters (whitespace not counted)", `${PHRASE_40} ${PHRASE_40}`, 2],
    ["not one of 41", `${PHRASE_40}! ${PHRASE_40}!`, 1],
    ["a phrase needs a letter", "12 12 12 12, 555-555-555", 1],
    ["a letter outside the BMP is one character", "𠀀a𠀀a𠀀a", 3],
  ])("%s", (_, text, run) => {
    expect(longestRun(text)).toBe(run);
  });

  it.each([
    ["double letters", "free coffee, all week"],
    ["a single character repeated", "Zzzzzzzz"],
    ["a single CJK character repeated", "的的的的的的"],
    ["a single character outside the BMP repeated", "𠀀𠀀𠀀𠀀𠀀𠀀"],
    ["a 'phrase' that is one character repeated", "aaaa aaaa aaaa"],
  ])("does not count %s", (_, text) => {
    expect(longestRun(text)).toBe(1);
  });
});

describe("hasRunawayRepetition: the engine looping", () => {
  const plain = "Shelter with food and water for families tonight";

  it(`a source without repetition allows a phrase ${MAX_EXTRA_REPEATS - 1} times, not ${MAX_EXTRA_REPEATS}`, () => {
    expect(hasRunawayRepetition(plain, "Refugio Refugio Refugio con comida")).toBe(false);
    expect(hasRunawayRepetition(plain, "Refugio Refugio Refugio Refugio con comida")).toBe(true);
  });

  it("in the output a single character counts ('的的的的'), as do repeats that differ in case or spacing", () => {
    expect(hasRunawayRepetition(plain, "避难所的的的")).toBe(false);
    expect(hasRunawayRepetition(plain, "避难所的的的的")).toBe(true);
    expect(hasRunawayRepetition(plain, "Agua y comida, agua ycomida, AGUA Y COMIDA, agua y  comida,")).toBe(true);
    expect(hasRunawayRepetition(plain, "𠀀𠀀𠀀𠀀")).toBe(true);
  });

  it("a phrase without a letter is not a loop", () => {
    expect(hasRunawayRepetition(plain, "Llame al 555 555 555 555 555 ya")).toBe(false);
  });

  it(`a source's own run raises the allowance: ${MAX_EXTRA_REPEATS} more than it`, () => {
    const source = "Help, help, help,";
    expect(hasRunawayRepetition(source, "Ayuda, ".repeat(3 + MAX_EXTRA_REPEATS - 1))).toBe(false);
    expect(hasRunawayRepetition(source, "Ayuda, ".repeat(3 + MAX_EXTRA_REPEATS))).toBe(true);
  });

  it("double letters in the source do not raise it", () => {
    expect(hasRunawayRepetition("Free food", "Comida gratis gratis gratis gratis")).toBe(true);
  });

  it("an output far longer than its source", () => {
    expect(hasRunawayRepetition("Food", "Comida caliente para todas las familias")).toBe(true);
  });

  it("an echo of a long repetitive source is not a loop", () => {
    const source = "ab ".repeat(666);
    expect(hasRunawayRepetition(source, source)).toBe(false);
    expect(hasRunawayRepetition(plain, source.slice(0, 3 * plain.length))).toBe(true);
  });
});
