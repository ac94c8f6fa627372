import { expect, hydrated, test } from "./fixtures";
import { PORTS, url } from "./support/ports";

test.describe("safety notice overlay", () => {
  test.use({ showNotice: true });

  test("shows on the first page, traps focus, closes on Escape and stays closed for the session", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: /Call 911/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: /I understand/ })).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await page.goto("/donate");
    await hydrated(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("comes back in a new browser session", async ({ browser }) => {
    const first = await browser.newContext();
    const page = await first.newPage();
    await page.goto(`${url(PORTS.site)}/`);
    await page.getByRole("button", { name: /I understand/ }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await first.close();

    const second = await browser.newContext();
    const again = await second.newPage();
    await again.goto(`${url(PORTS.site)}/volunteer`);
    await expect(again.getByRole("dialog", { name: /Call 911/ })).toBeVisible();
    await second.close();
  });
});
