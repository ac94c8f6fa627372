// @vitest-environment node
import { describe, expect, it } from "vitest";
import { hasRunawayRepetition } from "@/lib/i18n/translation-checks";
import { BATCH, batchOf, bestOf, HOSTILE, LINEAR_BUDGET_MS, TEXT_CHARS, type HostileName } from "@/tests/support/adversarial";

/**
 * The translation endpoint's checks on what visitors send, in linear time: BATCH hostile texts of
 * TEXT_CHARS characters within LINEAR_BUDGET_MS (best of 3 runs, see tests/support/adversarial.ts).
 * "before": the same batch through the code before the fix (`npm run bench:linear`, 2 cores).
 */

const SOURCE = "Shelter with food and water for families tonight, open until the evacuation order lifts.";

describe("the repetition check (hasRunawayRepetition)", () => {
  // Before: a regex with a lazy phrase and back-references, tried at every position.
  it.each<[HostileName, number, boolean]>([
    ["ab ab ab …", 12_873, false],
    ["abab… (no spaces)", 7_100, false],
    ["http://a.a.a… x", 6_088, false],
    ["的的的… (CJK)", 4_848, true],
    ["a@a@a@…", 4_820, false],
    ["a.a.a.…", 4_508, false],
    ["help, help, …", 2_043, false],
    ["aaaa…!", 638, true],
    ["a a a …", 251, true],
  ])(`${BATCH} × "%s" as source and output (before: %i ms); rejected: %s`, (shape, _, echoRejected) => {
    const texts = batchOf(HOSTILE[shape]);
    expect(texts[0]).toHaveLength(TEXT_CHARS);
    expect(bestOf(3, () => texts.forEach((text) => hasRunawayRepetition(text, text)))).toBeLessThan(LINEAR_BUDGET_MS);
    // An echo repeats a phrase no more than its source did, but one character looping is
    // rejected even when the source has it (single characters never count in a source).
    expect(hasRunawayRepetition(texts[0]!, texts[0]!)).toBe(echoRejected);
    // After a plain source, the same text is a loop.
    expect(hasRunawayRepetition(SOURCE, texts[0]!.slice(0, 3 * SOURCE.length))).toBe(true);
  });
});
