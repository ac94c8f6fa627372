import type { Page } from "@playwright/test";
import { localizeHref, type Language } from "../lib/i18n/languages";
import { expect, hydrated, test } from "./fixtures";
import { ALERTS_SITE } from "./support/alerts";
import { messagesIn } from "./support/locales";

/**
 * Area alerts invite only where they work (issue 40). On a site with no channel set up (the
 * suite's main site) nothing links to them, and the alerts page, reached by an old link, says so on
 * its first screen; on a site whose alerts are on, the home page invites once, by the map, never
 * on every card. On a 390×844 phone, the safety notice shown; Farsi is right to left.
 */
const at = (language: Language, path: string) => localizeHref(language, path, { explicit: language !== "en" });

/** Links to the alerts page in the page's main part, the cards' folded details included. */
async function alertLinks(page: Page): Promise<number> {
  await expect(page.getByTestId("place-list").locator("> li").first()).toBeVisible();
  return page.locator('main a[href*="/alerts"]').count();
}

test.describe("alerts off", () => {
  test.use({ showNotice: true });

  for (const language of ["en", "es", "fa"] as const) {
    test(`${language}: nothing invites to alerts, and the alerts page says they are off on its first screen`, { tag: "@phone" }, async ({ page }) => {
      const words = messagesIn(language);
      await page.goto(`${at(language, "/")}?view=list#map`);
      await hydrated(page);
      expect(await alertLinks(page)).toBe(0);

      await page.goto(at(language, "/alerts"));
      const answer = page.getByTestId("alerts-not-set-up");
      // In the server's page: no script needed to read it.
      await expect(answer).toHaveText(words["Alerts are not set up on this site."]!);
      const box = (await answer.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      // Nothing to fill in, and no promise of alerts.
      await expect(page.locator("main form")).toHaveCount(0);
      await expect(page.getByText(words["These alerts add to the official ones and do not replace them."]!)).toHaveCount(0);
      // Where official alerts are: the county's.
      await expect(page.getByRole("link", { name: words["Sign up for Los Angeles County's official alerts at ready.lacounty.gov."]! })).toHaveAttribute("href", /^https:\/\/ready\.lacounty\.gov/);
    });
  }
});

test.describe("alerts on", () => {
  test.use({ baseURL: ALERTS_SITE });

  test("en: the home page invites once, by the map, not on every card", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/?view=list#map");
    await hydrated(page);
    expect(await alertLinks(page)).toBe(1);
    await expect(page.getByRole("link", { name: "Get alerts for your area" })).toHaveAttribute("href", "/alerts");
  });
});
