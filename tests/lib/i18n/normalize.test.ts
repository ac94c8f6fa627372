import { describe, expect, it } from "vitest";
import { hasLetters, normalizeText } from "@/lib/i18n/normalize";

describe("normalizeText", () => {
  it.each([
    ["  Open now  ", "Open now"],
    ["Open\n\t  now", "Open now"],
    ["Open\u00a0now", "Open now"], // no-break space is whitespace too
    ["\u2003Shelter\u2002", "Shelter"],
    ["", ""],
    [" \n\t ", ""],
    ["Already normal", "Already normal"],
  ])("normalizes %j to %j", (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it("composes to NFC, so the same word typed two ways is one cache key", () => {
    const decomposed = "Caf\u0065\u0301"; // e + combining acute
    const composed = "Caf\u00e9";
    expect(decomposed).not.toBe(composed);
    expect(normalizeText(decomposed)).toBe(composed);
    expect(normalizeText(` ${decomposed}  y  más `)).toBe(`${composed} y más`);
  });

  it("is idempotent", () => {
    const once = normalizeText("  A \n b\u0301  c ");
    expect(normalizeText(once)).toBe(once);
  });
});

describe("hasLetters", () => {
  it.each(["Open now", "a", "é", "中文", "한국어", "Call 911", "2-1-1 or text HELP"])("is true for %j", (text) => {
    expect(hasLetters(text)).toBe(true);
  });

  it.each(["", "   ", "911", "(626) 555-0101", "9:00–17:00", "34.1897, -118.1312", "—", "🔥🚒", "100%", "$25"])(
    "is false for %j",
    (text) => {
      expect(hasLetters(text)).toBe(false);
    },
  );
});
