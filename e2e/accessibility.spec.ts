import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, ROUTES, test } from "./fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("axe-core", () => {
  for (const route of [...ROUTES, "/suggest", "/no-such-page"]) {
    test(`${route} has no serious or critical violations`, async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
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
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
