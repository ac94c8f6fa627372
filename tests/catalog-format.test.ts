// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { assertMsgfmt, msgfmtProblems } from "@/scripts/i18n/msgfmt";

/**
 * Every catalog is a PO file gettext accepts (`msgfmt --check`): the tools a volunteer reviewer
 * opens it with (Poedit, Weblate) refuse one that is not. Lingui reads a msgid defined twice and
 * keeps the second, so nothing else in the tests would notice. No msgfmt on the machine fails here
 * (scripts/i18n/msgfmt.ts): `.ci/run` installs gettext.
 */
describe("msgfmt --check", () => {
  it("is installed (gettext)", () => {
    expect(() => assertMsgfmt()).not.toThrow();
  });

  describe.each(LANGUAGE_CODES)("the %s catalogs", (lang) => {
    it.each(["messages", "pages"])("%s.po", (file) => {
      expect(msgfmtProblems(`locales/${lang}/${file}.po`)).toEqual([]);
    });
  });

  it("refuses a msgid defined twice", () => {
    const root = mkdtempSync(join(tmpdir(), "msgfmt-"));
    try {
      cpSync("locales/es/messages.po", join(root, "messages.po"));
      const path = join(root, "messages.po");
      writeFileSync(path, `${readFileSync(path, "utf8")}\nmsgid "Confirm your alerts"\nmsgstr "Confirme sus alertas otra vez"\n`);
      expect(msgfmtProblems(path).join("\n")).toMatch(/duplicate message definition/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
