import { translationNotice, type LanguageFacts } from "../lib/i18n/facts";
import { HTML_LANG, LANGUAGES, localizeHref } from "../lib/i18n/languages";
import { readLocaleFile } from "../lib/i18n/locale-files";
import type { TargetLanguage } from "../lib/i18n/types";
import { expect, hydrated, test } from "./fixtures";
import { consoleErrors, curated, leftoverEnglish, pageErrors } from "./support/fault-checks";

/**
 * Every page in every language, once, on a phone: the page is in its language (lang, dir), says
 * so honestly when no native speaker has reviewed it, has no built-in English left, and throws no
 * error. The features themselves are tested in a few representative languages elsewhere
 * (right-to-left, CJK, Latin); this is the sweep that catches a language nobody looked at.
 */
const PAGES = ["/", "/volunteer", "/donate", "/contact", "/wildfireguide", "/suggest", "/offline"];

for (const { code } of LANGUAGES) {
  test(`${code}: every page in ${code}`, { tag: "@phone" }, async ({ page }) => {
    const facts = readLocaleFile<LanguageFacts>(code, "facts.json");
    const errors = pageErrors(page);
    const consoleProblems = consoleErrors(page);
    for (const path of PAGES) {
      const address = localizeHref(code, path, { explicit: code !== "en" });
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await hydrated(page);
      await expect(page.locator("html"), address).toHaveAttribute("lang", HTML_LANG[code]);
      await expect(page.locator("html"), address).toHaveAttribute("dir", facts.dir);
      await expect(page.locator("h1").first(), address).toBeVisible();
      const notice = page.locator("[data-unreviewed-translation]");
      if (facts.reviewed) {
        await expect(notice, address).toHaveCount(0);
      } else {
        await expect(notice, address).toBeVisible();
        // What it says follows the language's review record: checked by a non-native reviewer, or not at all.
        const said = translationNotice(facts) === "checked-not-native" ? "This translation has been checked, but not yet by a native speaker." : "This translation has not yet been checked by a native speaker.";
        await expect(notice, address).toContainText(curated(said, code as TargetLanguage));
        await expect(notice.getByRole("link"), address).toHaveAttribute("href", localizeHref("en", path, { explicit: true }));
      }
      if (code !== "en") expect(await leftoverEnglish(page, code as TargetLanguage), address).toEqual([]);
    }
    expect(errors).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
}
