import { test as base, expect, type Page } from "@playwright/test";
import { NOTICE } from "../lib/notice/settings";

type Options = {
  /** Show the once-per-session safety notice (most tests start with it dismissed). */
  showNotice: boolean;
  /** Which answer the CMS stub gives this browser context: ok | error | invalid. */
  cmsScenario: "ok" | "error" | "invalid";
  /** The address the site sees (X-Forwarded-For): each test is its own client for rate limits. */
  clientIp: string;
};

export const test = base.extend<Options>({
  showNotice: [false, { option: true }],
  cmsScenario: ["ok", { option: true }],
  clientIp: [
    async ({}, use, testInfo) => use(`10.${testInfo.workerIndex % 250}.${Math.floor(Math.random() * 250)}.${(testInfo.testId.length * 7 + Math.floor(Math.random() * 250)) % 250}`),
    { option: true },
  ],
  context: async ({ context, showNotice, cmsScenario, clientIp }, use) => {
    await context.setExtraHTTPHeaders({ "x-cms-scenario": cmsScenario, "x-forwarded-for": clientIp });
    // No network in tests: map tiles fail as they would offline, and the map must still work.
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort("internetdisconnected"));
    if (!showNotice) {
      await context.addInitScript((key) => window.localStorage.setItem(key, "1"), NOTICE.storageKey);
    }
    await use(context);
  },
});

export { expect };

/**
 * Waits until React has hydrated the page: the toast area only exists after the first client
 * mount, the map section's explorer has come to life (it waits for a resident to come near it),
 * and every region of database text (the place explorer loads in its own chunk) marks itself
 * hydrated. A test then acts on the live page, as a resident who has scrolled to it does.
 */
export async function hydrated(page: Page) {
  await page.locator(".toast-area").waitFor({ state: "attached" });
  // The map section's explorer comes to life when a resident comes near it or touches it, not
  // with the page (components/map/explorer-island.tsx): a touch on it, which moves nothing.
  const waiting = page.locator('[data-island="waiting"]');
  if ((await waiting.count()) > 0) await waiting.dispatchEvent("pointerdown");
  await expect(page.locator('[data-island]:not([data-island="ready"])')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[data-region]:not([data-hydrated="true"])')).toHaveCount(0, { timeout: 15_000 });
  // The map's data, once the page has asked for it (an address with filters, a need, the map in
  // view): the results a resident reads are every place's, not the server's first screenful.
  await expect(page.locator('[data-places="loading"]')).toHaveCount(0, { timeout: 15_000 });
}

export const ROUTES = ["/", "/volunteer", "/donate", "/contact", "/wildfireguide"] as const;
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
