import { expect, hydrated, test } from "./fixtures";
import { curated } from "./support/fault-checks";
import type { TargetLanguage } from "../lib/i18n/types";
import { settledAtRefine } from "./support/settle";

/**
 * The resident's first minute, on a phone: from landing on the home page (safety notice showing)
 * to the nearest open shelter that takes pets, in two taps, with that shelter on screen.
 */
const PASADENA = { latitude: 34.1478, longitude: -118.1445 };
/** The seed's open, 24-hour shelter that takes pets, in Pasadena (supabase/seed.sql, fixture 002). */
const PASADENA_PET_SHELTER = "00000000-0000-4000-8000-000000000002";
const PREFIX = { en: "", es: "/es", zh: "/zh", ko: "/ko" } as const;
const label = (english: string, lang: keyof typeof PREFIX) => (lang === "en" ? english : curated(english, lang as TargetLanguage));

test.describe("the nearest open shelter that takes pets", () => {
  test.use({ geolocation: PASADENA, permissions: ["geolocation"], showNotice: true });

  for (const lang of ["en", "es", "zh", "ko"] as const) {
    test(`${lang}: one tap on the need, one on "pets", and it is first, on screen @phone`, async ({ page }) => {
      await page.goto(`${PREFIX[lang] || "/"}`);
      await hydrated(page);

      await page.locator('[data-need="shelter"]').click(); // tap 1
      await expect(page).toHaveURL(/kind=shelter/);
      await hydrated(page);
      await settledAtRefine(page);
      await page.getByRole("checkbox", { name: label("Pets allowed", lang) }).check(); // tap 2

      const list = page.getByTestId("place-list");
      const first = list.locator("li[data-place-id]").first();
      await expect(first).toHaveAttribute("data-place-id", PASADENA_PET_SHELTER);
      await expect(page).toHaveURL(/kind=shelter/);
      await expect(page).toHaveURL(/open=1/);
      await expect(page).toHaveURL(/pets=1/);
      // Sorted by distance from the visitor, and only open shelters are listed.
      await expect(page.getByRole("button", { name: label("Nearest first ✓", lang) })).toBeVisible();
      for (const status of await list.locator("li[data-place-id]").evaluateAll((lis) => lis.map((li) => li.getAttribute("data-status")))) {
        expect(status).toBe("open");
      }
      // On screen without scrolling: the whole first card is inside the phone's viewport.
      await expect(first).toBeInViewport({ ratio: 1 });
      const box = (await first.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    });
  }
});

test("offline, the chosen need's results land below the offline notice, not under it @phone", async ({ page, context }) => {
  await page.goto("/");
  await hydrated(page);
  await context.setOffline(true);
  const notice = page.getByTestId("offline-notice");
  await expect(notice).toBeVisible();
  await page.locator('[data-need="shelter"]').click();
  const refine = await settledAtRefine(page);
  const noticeBox = (await notice.boundingBox())!;
  const refineBox = (await refine.boundingBox())!;
  expect(refineBox.y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height);
  // The "Pets allowed" chip can be tapped where it is: what lies at its centre is the chip itself.
  const onTop = await page.getByRole("checkbox", { name: "Pets allowed" }).evaluate((input) => {
    const chip = input.closest("label")!.getBoundingClientRect();
    const hit = document.elementFromPoint(chip.x + chip.width / 2, chip.y + chip.height / 2);
    return !!hit && input.closest("label")!.contains(hit);
  });
  expect(onTop).toBe(true);
  await context.setOffline(false);
});

test("open now never lists a full or closed place", async ({ page }) => {
  await page.goto("/?kind=shelter&open=1&view=list#map");
  await hydrated(page);
  const statuses = await page.getByTestId("place-list").locator("li[data-place-id]").evaluateAll((lis) => lis.map((li) => li.getAttribute("data-status")));
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.filter((s) => s !== "open")).toEqual([]);

  // Without "open now", full and closed shelters are there, after every available one.
  await page.goto("/?kind=shelter&view=list#map");
  await hydrated(page);
  const all = await page.getByTestId("place-list").locator("li[data-place-id]").evaluateAll((lis) => lis.map((li) => li.getAttribute("data-status")));
  expect(all).toContain("full");
  const firstUnavailable = all.findIndex((s) => s !== "open");
  expect(all.slice(firstUnavailable).every((s) => s !== "open")).toBe(true);
});
