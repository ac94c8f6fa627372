// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { translationNotice } from "@/lib/i18n/facts";
import { readFacts } from "@/scripts/i18n/checks";

/**
 * What each page says about its translation (lib/i18n/facts.ts `translationNotice`, shown by
 * app/[lang]/(public)/layout.tsx): only a native speaker's review removes the notice; a review by
 * someone who is not a native speaker changes it to say so, never more.
 */
describe("the translation notice", () => {
  it("follows the review record", () => {
    expect(translationNotice({ reviewed: true })).toBe("none");
    expect(translationNotice({ reviewed: false })).toBe("not-checked");
    expect(translationNotice({ reviewed: false, reviews: [] })).toBe("not-checked");
    expect(translationNotice({ reviewed: false, reviews: [{ by: "a reviewer", date: "2026-12-07", native: false, scope: "all" }] })).toBe("checked-not-native");
  });

  it.each(LANGUAGE_CODES)("is honest for %s: no language claims a native review it has no record of", (lang) => {
    const facts = readFacts(lang);
    const notice = translationNotice(facts);
    // A language marked reviewed has no non-native record that contradicts it; one that is not
    // keeps a notice, whatever its records say.
    if (!facts.reviewed) expect(notice).not.toBe("none");
    for (const r of facts.reviews ?? []) if (!r.native) expect(facts.reviewed, `${lang}: a non-native review does not make it reviewed`).toBe(false);
  });

  it("says the eleven languages of the second review were checked, not by a native speaker", () => {
    for (const lang of ["ar", "ru", "ja", "th", "zh-Hant", "fa", "hi", "hy", "tl", "vi", "km"]) {
      const facts = readFacts(lang);
      expect(translationNotice(facts), lang).toBe("checked-not-native");
      expect(facts.reviews?.every((r) => !r.native), lang).toBe(true);
    }
  });
});
