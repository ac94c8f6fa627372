// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { placeNameProblems } from "@/scripts/i18n/place-names";

/**
 * The place-name glossary (facts.json `placeNames`, scripts/i18n/place-names.ts): one spelling of
 * each place per language, which case endings may extend. Every language passing it is in
 * tests/locales.test.ts; here, that it catches the spellings the review found.
 */
describe("the place-name check", () => {
  /** A copy of a language with one edit; the place-name problems it gets. */
  function problemsAfter(lang: string, file: string, from: string | RegExp, to: string): string[] {
    const root = mkdtempSync(join(tmpdir(), "place-names-"));
    try {
      cpSync(`locales/${lang}`, join(root, lang), { recursive: true });
      const path = join(root, lang, file);
      const before = readFileSync(path, "utf8");
      const after = before.replace(from, to);
      expect(after, `the edit ${String(from)} applies`).not.toBe(before);
      writeFileSync(path, after);
      return placeNameProblems(lang, root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  it("passes the catalogs as they are", () => {
    for (const lang of ["th", "hy", "hi", "ru"]) expect(placeNameProblems(lang, "locales")).toEqual([]);
  });

  it("catches a second spelling of the county (Thai เคาน์ตี beside เทศมณฑล)", () => {
    expect(problemsAfter("th", "messages.po", /เทศมณฑลลอสแอนเจลิส/, "เคาน์ตีลอสแอนเจลิส").join()).toMatch(/does not spell "Los Angeles County" as often/);
  });

  it("catches a second spelling of the city (Hindi लॉस एंजेलिस beside लॉस एंजिलिस)", () => {
    expect(problemsAfter("hi", "pages.po", /लॉस एंजिलिस के लिए राहत/, "लॉस एंजेलिस के लिए राहत").join()).toMatch(/does not spell "Los Angeles" as often/);
  });

  it("takes Armenian case endings on the glossary's form, but not the name left undeclined", () => {
    // «Լոս Անջելեսի շրջանից» (from the county) is the glossary's «Լոս Անջելեսի շրջան» with an ending.
    expect(readFileSync("locales/hy/messages.po", "utf8")).toContain("Լոս Անջելեսի շրջանից");
    expect(problemsAfter("hy", "messages.po", /Լոս Անջելեսի շրջանից/, "Լոս Անջելես շրջանից").join()).toMatch(/does not spell "Los Angeles County" as often/);
  });

  it("takes Russian case endings on the city («Лос-Анджелеса»)", () => {
    expect(readFileSync("locales/ru/messages.po", "utf8")).toContain("по времени Лос-Анджелеса");
    expect(problemsAfter("ru", "messages.po", /по времени Лос-Анджелеса/, "по времени Лос-Анжелеса").join()).toMatch(/does not spell "Los Angeles" as often/);
  });

  it("holds the community names to the glossary", () => {
    expect(problemsAfter("hi", "communities.json", /"Los Angeles": "[^"]*"/, '"Los Angeles": "लॉस एंजिल्स"').join()).toMatch(/communities\.json: "Los Angeles"/);
  });

  it("needs every place English's glossary names", () => {
    expect(problemsAfter("th", "facts.json", /"Southern California": \[[^\]]*\],\s*/, "").join()).toMatch(/no spelling of "Southern California"/);
  });
});
