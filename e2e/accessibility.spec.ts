import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, ROUTES, test } from "./fixtures";
import { PORTS, url } from "./support/ports";

/** Every axe violation, whatever its impact: the budget is zero. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("axe-core", () => {
  for (const route of [...ROUTES, "/suggest", "/offline", "/no-such-page"]) {
    test(`${route} has no violations`, async ({ page }) => {
      await page.goto(route);
      // The 404 document is plain server HTML (app/global-not-found.tsx): nothing to hydrate.
      if (route !== "/no-such-page") await hydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the open chat and the open menus have none either", async ({ page, isMobile }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open FAQ chat" }).click();
    await page.getByTestId("chat-panel").getByRole("button").nth(1).click();
    await expect(page.getByTestId("chat-panel").locator("[data-sender=bot]")).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
    else await page.getByRole("button", { name: "Wildfire guide" }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("forms showing their validation errors have none either", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("form", { name: "Collaboration form" }).getByRole("alert")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/suggest");
    await hydrated(page);
    await page.getByRole("button", { name: "Send suggestion" }).click();
    await expect(page.locator("#field-name-error")).not.toBeEmpty();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe("with the safety notice open", () => {
    test.use({ showNotice: true });
    test("has none either", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("#safety-notice")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  // Latin, CJK and Korean on both layouts; right-to-left Farsi and Khmer's script on the phone
  // (every page in every language is visited by e2e/every-language.spec.ts).
  for (const [lang, name, options] of [
    ["es", "Español", {}],
    ["zh", "简体中文", {}],
    ["ko", "한국어", {}],
    ["fa", "فارسی", { tag: "@phone" }],
    ["km", "ខ្មែរ", { tag: "@phone" }],
  ] as const) {
    test(`after switching to ${name} with the language menu, the pages still have none`, options, async ({ page }) => {
      // On the zero-configuration site: it has no translation service, so these visits never
      // write machine translations into the cache that e2e/i18n.spec.ts checks on the main site.
      const site = url(PORTS.zeroConfig);
      await page.goto(`${site}/wildfireguide`);
      await hydrated(page);
      await page.getByRole("button", { name: /^Language/ }).first().click();
      await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name, exact: true }).click()]);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${lang}`));
      expect(await seriousViolations(page)).toEqual([]);
      for (const route of ["/", "/contact"]) {
        await page.goto(site + route);
        await hydrated(page);
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }

  test("the map after use: filtered, a popup open, the list shown, a report form with errors", async ({ page }) => {
    await page.goto("/#map");
    await hydrated(page);
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole("searchbox").first().fill("Sample");
    await page.locator(".leaflet-marker-icon").first().click();
    await expect(page.locator(".leaflet-popup, .leaflet-marker-icon").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const listButton = page.getByRole("button", { name: /^List/ });
    if (await listButton.isVisible()) await listButton.click();
    await page.getByText("More details", { exact: true }).first().click();
    await page.getByRole("button", { name: "Report a problem" }).first().click();
    await page.getByRole("button", { name: "Send report" }).first().click();
    await expect(page.locator("[id^='field-reason-'][id$='-error']").first()).not.toBeEmpty();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
