import { expect, type Page } from "@playwright/test";
import { NAV } from "../../lib/nav/settings";

/**
 * The page has come to rest (the scroll is smooth) with the "Can I go?" row near the top: what the
 * resident sees after a need's tap, before the next one. Tapping mid-scroll would test the
 * animation, not the page.
 */
export async function settledAtRefine(page: Page) {
  const refine = page.locator(`#${NAV.refineId}`);
  await expect
    .poll(
      async () => {
        const before = await page.evaluate(() => window.scrollY);
        await page.waitForTimeout(120);
        const after = await page.evaluate(() => window.scrollY);
        const top = (await refine.boundingBox())?.y ?? -1;
        return before === after && top >= 0 && top < 200;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return refine;
}
