import { expect, hydrated, test } from "./fixtures";
import { curated } from "./support/fault-checks";
import { areaOf } from "../lib/places/areas";
import { distanceKm } from "../lib/places/geo";
import { dayName } from "../lib/places/hours";
import { readLocaleFile } from "../lib/i18n/locale-files";
import type { LanguageFacts } from "../lib/i18n/facts";

/**
 * /donate and /volunteer on a phone: the live needs and opportunities come before the general
 * advice, and a visitor narrows them to their area and to what is urgent (or on today), nearest
 * first once they share their location.
 */
const PASADENA = { latitude: 34.1478, longitude: -118.1445 };

/** Where each listed entry is, read from its Directions link (destination=lat,lng). */
async function positions(page: import("@playwright/test").Page) {
  const hrefs = await page
    .getByTestId("listing")
    .locator("li[data-place-id]")
    .evaluateAll((lis) => lis.map((li) => li.querySelector<HTMLAnchorElement>("a[href*='destination=']")!.href));
  return hrefs.map((href) => {
    const [lat = NaN, lng = NaN] = new URL(href).searchParams.get("destination")!.split(",").map(Number);
    return { lat, lng };
  });
}

test.describe("live needs first, filtered by area and urgency", () => {
  test.use({ geolocation: PASADENA, permissions: ["geolocation"] });

  test("/donate: the needs come before the advice; area, urgent only and nearest first narrow them; the link keeps the filters @phone", async ({ page }) => {
    await page.goto("/donate");
    const listing = page.getByTestId("listing");
    // Before the page's own advice: the first section of the page is the needs.
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText("What is needed where");
    await expect(listing).toBeVisible();
    await hydrated(page);

    const all = await listing.locator("li[data-place-id]").count();
    await page.getByRole("combobox", { name: "Area" }).selectOption("pasadena");
    const inPasadena = await positions(page);
    expect(inPasadena.length).toBeGreaterThan(0);
    expect(inPasadena.length).toBeLessThan(all);
    for (const p of inPasadena) expect(areaOf(p)).toBe("pasadena");

    await page.getByRole("checkbox", { name: "Urgent needs only" }).check();
    const cards = listing.locator("li[data-place-id]");
    const urgentInPasadena = await cards.count();
    expect(urgentInPasadena).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card).toContainText("(urgent)");
    await expect(page).toHaveURL(/\/donate\?area=pasadena&urgent=1$/);

    await page.getByRole("combobox", { name: "Area" }).selectOption("");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page.getByTestId("listing-count")).toContainText("nearest first");
    // Available entries first, full and closed ones after; nearest first within each.
    const ranks = (await cards.evaluateAll((lis) => lis.map((li) => li.getAttribute("data-status-rank")))).map(Number);
    const order = (await positions(page)).map((p, i) => ({ rank: ranks[i]!, km: distanceKm({ lat: PASADENA.latitude, lng: PASADENA.longitude }, p) }));
    expect(order.length).toBeGreaterThan(1);
    expect(order).toEqual([...order].sort((a, b) => a.rank - b.rank || a.km - b.km));
    await expect(cards.first().getByTestId("listing-distance")).toBeVisible();

    // Each entry leads to its place on the map.
    await expect(cards.first().getByRole("link", { name: "Show on map" })).toHaveAttribute("href", /^\/\?place=[0-9a-f-]+#map$/);

    // A shared link opens with its filters.
    await page.goto("/donate?area=pasadena&urgent=1");
    await hydrated(page);
    await expect(page.getByRole("checkbox", { name: "Urgent needs only" })).toBeChecked();
    await expect(page.getByRole("combobox", { name: "Area" })).toHaveValue("pasadena");
    const shared = await positions(page);
    expect(shared).toHaveLength(urgentInPasadena);
    for (const p of shared) expect(areaOf(p)).toBe("pasadena");
  });

  test("/es/volunteer: the opportunities come first, in Spanish, and filtered by area and by shifts today @phone", async ({ page }) => {
    // A Monday, 10:00 in Los Angeles: the sample data has Monday shifts.
    await page.clock.setFixedTime(new Date("2026-11-23T18:00:00Z"));
    await page.goto("/es/volunteer");
    await hydrated(page);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(curated("Volunteer opportunities", "es"));
    const listing = page.getByTestId("listing");
    const all = await listing.locator("li[data-place-id]").count();
    expect(all).toBeGreaterThan(0);
    await expect(page.getByTestId("listing-count")).toHaveText(curated("Showing {count} of {total}", "es").replace("{count}", String(all)).replace("{total}", String(all)));
    const area = page.getByRole("combobox", { name: curated("Area", "es") });
    const firstArea = await listing.locator("li[data-place-id]").first().getAttribute("data-area");
    await area.selectOption(firstArea!);
    await expect(listing.locator(`li[data-place-id]:not([data-area="${firstArea}"])`)).toHaveCount(0);
    await expect(listing.locator("li[data-place-id]").first()).toBeVisible();
    // Shifts today: every entry left has a shift on today's weekday in Los Angeles, and the count says how many.
    await area.selectOption("");
    await page.getByRole("checkbox", { name: curated("Shifts today", "es") }).check();
    const today = dayName("mon", readLocaleFile<LanguageFacts>("es", "facts.json"));
    const cards = listing.locator("li[data-place-id]");
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all);
    for (const card of await cards.all()) await expect(card.locator("[data-field=shifts]")).toContainText(today);
    await expect(page.getByTestId("listing-count")).toHaveText(curated("Showing {count} of {total}", "es").replace("{count}", String(shown)).replace("{total}", String(all)));
    await expect(page).toHaveURL(/\/es\/volunteer\?today=1$/);
  });
});
