// @vitest-environment node
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PO from "pofile";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { localeProblems, readPo } from "@/scripts/i18n/checks";

/**
 * Every language's translation files (locales/<lang>/) against English: every message and page
 * sentence translated, the same ICU arguments and plurals, the same link tags and numbers, the
 * official safety terms, the language's own script, complete facts (scripts/i18n/checks.ts).
 */
describe.each(LANGUAGE_CODES)("the %s translation files", (lang) => {
  it("are complete and agree with English", () => {
    expect(localeProblems(lang)).toEqual([]);
  });
});

describe("the checks", () => {
  /** A copy of Spanish with one edit, checked as a language of its own; the problems it gets. */
  function problemsAfter(edit: { file: "messages.po" | "pages.po" | "facts.json" | "search.json"; from: string | RegExp; to: string }): string[] {
    const root = mkdtempSync(join(tmpdir(), "locales-"));
    try {
      cpSync("locales/es", join(root, "es"), { recursive: true });
      const path = join(root, "es", edit.file);
      const before = readFileSync(path, "utf8");
      const after = before.replace(edit.from, edit.to);
      expect(after, `the edit ${String(edit.from)} applies`).not.toBe(before);
      writeFileSync(path, after);
      return localeProblems("es", root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  it("catch what a translator can get wrong", () => {
    expect(problemsAfter({ file: "messages.po", from: 'msgstr "Ver original"', to: 'msgstr ""' }).join()).toMatch(/not translated/);
    expect(problemsAfter({ file: "messages.po", from: /msgstr "Incendios activos \(\{count\}\)"/, to: 'msgstr "Incendios activos ({total})"' }).join()).toMatch(/arguments/);
    expect(problemsAfter({ file: "pages.po", from: /(msgstr "Inscríbase[^"]*)<0>ready\.lacounty\.gov<\/0>/, to: "$1ready.lacounty.gov" }).join()).toMatch(/link tags/);
    expect(problemsAfter({ file: "pages.po", from: "marque 2-1-1", to: "marque 2-1" }).join()).toMatch(/lost the number "2-1-1"/);
    expect(problemsAfter({ file: "messages.po", from: 'msgstr "Orden de evacuación"', to: 'msgstr "Mandato de salida"' }).join()).toMatch(/term for "evacuation order"/);
    expect(problemsAfter({ file: "search.json", from: /"free": \[[^\]]*\]/, to: '"free": []' }).join()).toMatch(/no search words for "free"/);
    expect(problemsAfter({ file: "pages.po", from: /(msgid "Wildfire guide"\nmsgstr )"[^"]*"/, to: '$1"Wildfire guide"' }).join()).toBe("");
  });
});

describe("the interface catalog", () => {
  it("holds exactly the messages Lingui's extractor finds in the code", () => {
    const out = mkdtempSync(join(tmpdir(), "lingui-extract-"));
    try {
      const config = readFileSync("lingui.config.ts", "utf8")
        .replace("<rootDir>/locales/{locale}/messages", `${out}/{locale}/messages`)
        .replace("locales: [...LANGUAGE_CODES]", 'locales: ["en"]');
      const configPath = join(process.cwd(), `lingui.extract-test.${process.pid}.config.ts`);
      writeFileSync(configPath, config);
      try {
        execFileSync("npx", ["lingui", "extract", "--config", configPath], { stdio: "pipe" });
      } finally {
        rmSync(configPath, { force: true });
      }
      const found = PO.parse(readFileSync(join(out, "en", "messages.po"), "utf8")).items.map((i) => i.msgid).sort();
      const catalog = readPo("en", "messages").map((e) => e.id).sort();
      expect(found.length).toBeGreaterThan(250);
      expect(catalog.filter((id) => !found.includes(id)), "in the catalog, used nowhere").toEqual([]);
      expect(found.filter((id) => !catalog.includes(id)), "used in the code, missing from locales/en/messages.po").toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
