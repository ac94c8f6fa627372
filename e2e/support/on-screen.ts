import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A form's confirmation after a send: whole on screen, under the site's bar, and focused (a screen
 * reader reads it). The page scrolls there smoothly: checked where it comes to rest.
 */
export async function onScreenBelowBar(page: Page, confirmation: Locator) {
  await expect(confirmation).toBeVisible();
  const bar = (await page.locator("header").first().boundingBox())!;
  const height = page.viewportSize()!.height;
  // Where it is once the scroll has stopped (top and bottom), in view below the bar.
  await expect
    .poll(async () => {
      const box = (await confirmation.boundingBox())!;
      return { belowBar: Math.round(box.y) >= Math.round(bar.y + bar.height), onScreen: box.y + box.height <= height };
    })
    .toEqual({ belowBar: true, onScreen: true });
  await expect(confirmation).toBeFocused();
}
