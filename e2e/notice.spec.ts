import { expect, hydrated, ROUTES, test } from "./fixtures";
import { PORTS, url } from "./support/ports";
import { notice as en } from "../lib/content/en/notice";
import { contentIn } from "./support/locales";

const ko = contentIn("ko").notice;

/** Dialogs and modal layers on the page now. */
const modalLayers = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.querySelectorAll('[role=dialog], [role=alertdialog], [aria-modal="true"], dialog[open]').length);

test.describe("safety notice", () => {
  test.use({ showNotice: true });

  test("is in the server's HTML at the top of the page, in the flow, in the page's language", async ({ page, request }) => {
    const html = await (await request.get("/ko/donate")).text();
    expect(html).toContain('id="safety-notice"');
    expect(html).toContain(ko.title);
    expect(html).toContain(ko.dismiss);

    await page.goto("/ko/donate");
    const notice = page.locator("#safety-notice");
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("heading")).toHaveText(ko.title);
    // In the flow, not over the page: nothing fixed, and the page's own heading comes after it.
    expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe("static");
    const noticeBox = (await notice.boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height);
  });

  test("never puts anything over a page in use: no dialog after load, on any page", async ({ page }) => {
    for (const route of ROUTES) {
      await page.goto(route);
      await hydrated(page);
      await page.waitForTimeout(500);
      expect(await modalLayers(page), route).toBe(0);
      // The first tap lands on the page, not on a layer: the search box takes it.
      if (route === "/") {
        await page.locator("#place-search").click();
        await expect(page.locator("#place-search")).toBeFocused();
      }
    }
  });

  test("once dismissed, stays hidden on this device without flashing, in new tabs too", async ({ page, context }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: en.dismiss }).click();
    await expect(page.locator("#safety-notice")).toBeHidden();
    await expect(page.locator("#main")).toBeFocused();

    // The next page hides it before its first paint: it is never visible, not even briefly.
    const next = await context.newPage();
    await next.addInitScript(() => {
      (window as unknown as { seen: boolean }).seen = false;
      new MutationObserver(() => {
        const el = document.getElementById("safety-notice");
        if (el && el.getBoundingClientRect().height > 0) (window as unknown as { seen: boolean }).seen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await next.goto("/volunteer");
    await hydrated(next);
    await expect(next.locator("#safety-notice")).toBeHidden();
    expect(await next.evaluate(() => (window as unknown as { seen: boolean }).seen)).toBe(false);
  });

  test("shows again on another device (a new browser profile)", async ({ browser }) => {
    const first = await browser.newContext();
    const page = await first.newPage();
    await page.goto(`${url(PORTS.site)}/`);
    await page.getByRole("button", { name: en.dismiss }).click();
    await first.close();

    const second = await browser.newContext();
    const again = await second.newPage();
    await again.goto(`${url(PORTS.site)}/volunteer`);
    await expect(again.locator("#safety-notice")).toBeVisible();
    await second.close();
  });
});
