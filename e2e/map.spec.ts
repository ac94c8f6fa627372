import type { Page } from "@playwright/test";
import { PLACES } from "../lib/places/settings";
import { placesFromPayload } from "../lib/places/summary";
import { expect, hydrated, isPhone, test } from "./fixtures";

const FOOD_ALTADENA = "00000000-0000-4000-8000-000000000001";
const sampleId = (short: string) => `00000000-0000-4000-8000-000000000${short}`;
/** The sample places whose pets fact allows pets, and the one about pets that does not allow them. */
const PETS_ALLOWED = ["002", "004", "025", "026", "027", "028", "031", "038", "039", "040", "053", "054", "055", "064", "065"];
const ABOUT_PETS = ["066"];
const UNPUBLISHED_NAME = /unpublished draft/i;

const list = (page: Page) => page.getByTestId("place-list");
const cards = (page: Page) => list(page).locator(":scope > li");
const resultCount = async (page: Page) => Number((await page.getByTestId("result-count").textContent())!.match(/\d+/)![0]);

/** On phones the list is one tap away; on wider screens it sits beside the map. */
async function showList(page: Page) {
  if (isPhone(page)) await page.getByRole("button", { name: /^List/ }).click();
  await expect(list(page)).toBeVisible();
}

/** Places the map draws: one per place marker, a cluster's count for a cluster. */
/** The places the map shows: its place markers and clusters (not the hazard layers' fires and labels). */
async function placesOnMap(page: Page) {
  return page.locator(".leaflet-marker-icon").evaluateAll((icons) =>
    icons.reduce((sum, icon) => {
      const cluster = icon.querySelector(".cluster-marker");
      return sum + (cluster ? Number(cluster.textContent) : icon.querySelector(".place-marker") ? 1 : 0);
    }, 0),
  );
}

/** On phones the category filters fold away behind "More filters". */
async function openMoreFilters(page: Page) {
  if (isPhone(page)) await page.getByRole("button", { name: /More filters/ }).click();
}

async function openMap(page: Page, query = "") {
  await page.goto(`/${query}#map`);
  await hydrated(page);
}

test.describe("map", () => {
  test("shows markers and clusters without tiles, with the sample-data notice", async ({ page }) => {
    await openMap(page);
    await expect(page.getByTestId("sample-notice")).toBeVisible();
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 15_000 });
    expect(await page.locator(".leaflet-marker-icon").count()).toBeGreaterThan(3);
    await expect(page.getByText(/Data last updated/)).toBeVisible();
  });

  test("a marker opens a popup whose details lead to the entry in the list", async ({ page }) => {
    await openMap(page, "?q=Mobile+Medical");
    const marker = page.locator(".leaflet-marker-icon[title='Sample: Mobile Medical Clinic – Westwood']");
    await marker.click();
    const popup = page.locator(".leaflet-popup");
    await expect(popup).toContainText("Sample: Mobile Medical Clinic – Westwood");
    // What decides whether to go, as on the card: open or not, and a call button.
    await expect(popup.locator("[data-field=open-state]")).toHaveText(/Open|Closed|Hours not listed|Full|Not open/);
    await expect(popup.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await popup.getByRole("button", { name: /Details/ }).click();
    const card = list(page).locator("li[aria-current=true]");
    await expect(card).toBeVisible();
    await expect(card).toContainText("Mobile Medical Clinic");
  });

  test("lists the same places as the map, never unpublished ones, with what a visitor needs", async ({ page }) => {
    await openMap(page);
    await showList(page);
    const total = await resultCount(page);
    expect(total).toBe(64);
    await expect(list(page)).not.toContainText(UNPUBLISHED_NAME);
    const food = page.locator(`#place-card-${FOOD_ALTADENA}`);
    await expect(food).toContainText("Open 24 hours");
    await expect(food).toContainText("No ID needed");
    await expect(food.getByRole("link", { name: /Call \(626\) 555-0101/ })).toHaveAttribute("href", "tel:+16265550101");
    await expect(food.getByRole("link", { name: "Directions" })).toHaveAttribute("href", /google\.com\/maps\/dir/);
    await expect(food).toContainText("Verified 1 day ago");
    // The rest is one tap away, under "More details".
    await expect(food.getByRole("link", { name: "Website" })).toBeHidden();
    await food.getByText("More details").click();
    await expect(food.getByRole("link", { name: "Website" })).toHaveAttribute("href", "https://example.org/sample/sample-001");
    await expect(food.getByRole("button", { name: "Share" })).toBeVisible();
  });

  test("the page brings the list's first screenful; the rest and the map load as the data of every place", async ({ page, request }) => {
    // What the server sent: the first screenful's cards, not every place.
    const html = await (await request.get("/")).text();
    const all = placesFromPayload(await (await request.get("/api/places/en")).json());
    expect(all.length).toBe(64);
    const inHtml = all.filter((p) => html.includes(`place-card-${p.id}`));
    expect(inHtml).toHaveLength(PLACES.listPageSize);

    await openMap(page);
    await showList(page);
    await expect(page.getByTestId("result-count")).toHaveText("64 places");
    await page.getByRole("button", { name: `Show more (${64 - PLACES.listPageSize} more)` }).click();
    await expect(cards(page)).toHaveCount(2 * PLACES.listPageSize);

    // An entry that was not in the page: its description is loaded when its details are opened.
    const card = cards(page).nth(PLACES.listPageSize + 1);
    const id = (await card.getAttribute("data-place-id"))!;
    const full = (await (await request.get(`/api/places/en/${id}`)).json()) as { description: string };
    expect(full.description.length).toBeGreaterThan(10);
    await expect(card.locator("[data-field=description]")).toHaveCount(0);
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/places/en/${id}`);
    await card.getByText("More details").click();
    expect((await asked).status()).toBe(200);
    await expect(card.locator("[data-field=description]")).toHaveText(full.description);
  });

  test("when the map's data cannot load, the first screenful stays, with a way to try again", async ({ page }) => {
    await page.route("**/api/places/en", (route) => route.abort("internetdisconnected"));
    await openMap(page, "?kind=shelter");
    const alert = page.getByRole("alert").filter({ hasText: "Only the first 10 places could be loaded" });
    await expect(alert).toBeVisible();
    await showList(page);
    await expect(cards(page).first()).toBeVisible();
    await page.unroute("**/api/places/en");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(alert).toBeHidden();
    await expect(page.locator('[data-places="all"]')).toHaveCount(1);
    for (const text of await cards(page).locator("[data-field=kind]").allTextContents()) expect(text).toMatch(/^Shelter/);
  });

  test("search finds words that are only in a place's description", async ({ page }) => {
    await openMap(page);
    await showList(page);
    // "microchipping" is only in one place's description, not in the map's summary of it.
    const descriptions = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/places/en/descriptions");
    await page.getByLabel("Search").fill("microchipping");
    await descriptions;
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Sample: Free Veterinary Checkups – Pasadena");
  });

  test("filtered in the list, the map then shows exactly the list's places", async ({ page }) => {
    await openMap(page);
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 15_000 });
    await showList(page);
    await page.locator("#place-search").fill("Pasadena");
    await page.getByRole("checkbox", { name: "Open now" }).check();
    const count = await resultCount(page);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(64);
    if (isPhone(page)) await page.getByRole("button", { name: "Map", exact: true }).click();
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
    await expect.poll(() => placesOnMap(page)).toBe(count);
  });

  test("an entry verified more than a week ago is marked stale", async ({ page }) => {
    await openMap(page, "?q=mobile+medical&view=list");
    await expect(page.locator("#place-card-00000000-0000-4000-8000-000000000003 [data-stale=true]")).toContainText(
      "Verified 12 days ago · by",
    );
  });

  test("layer toggles hide and show kinds, and the URL follows", async ({ page }) => {
    await openMap(page);
    await showList(page);
    for (const name of ["Resources", "Donation needs", "Volunteer opportunities"]) {
      await page.getByRole("checkbox", { name }).uncheck();
    }
    await expect(page).toHaveURL(/kind=shelter/);
    const count = await resultCount(page);
    expect(count).toBe(14);
    // The list renders its first page, and the rest on "Show more".
    await expect(cards(page)).toHaveCount(PLACES.listPageSize);
    await page.getByRole("button", { name: `Show more (${count - PLACES.listPageSize} more)` }).click();
    await expect(cards(page)).toHaveCount(count);
    for (const text of await cards(page).locator("[data-field=kind]").allTextContents()) expect(text).toMatch(/^Shelter/);
  });

  test("category filter", async ({ page }) => {
    await openMap(page);
    await showList(page);
    await openMoreFilters(page);
    await page.getByRole("checkbox", { name: "Animal Support" }).check();
    await expect(page).toHaveURL(/category=animal_support/);
    const count = await resultCount(page);
    expect(count).toBeGreaterThan(5);
    expect(count).toBeLessThan(64);
    for (const text of await cards(page).locator("[data-field=kind]").allTextContents()) expect(text).toContain("Animal Support");
  });

  test("text search", async ({ page }) => {
    await openMap(page);
    await showList(page);
    await page.getByLabel("Search").fill("mobile medical");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Sample: Mobile Medical Clinic – Westwood");
    await expect(page).toHaveURL(/q=mobile\+medical/);
  });

  test("text search typed one key at a time keeps its spaces", async ({ page }) => {
    await openMap(page);
    await showList(page);
    const search = page.getByLabel("Search");
    await search.pressSequentially("mobile medical", { delay: 20 });
    await expect(search).toHaveValue("mobile medical");
    await expect(page).toHaveURL(/q=mobile\+medical/);
    await expect(cards(page)).toHaveCount(1);
  });

  test("a search that finds nothing says so, names the words, and clears in one tap", async ({ page }) => {
    await openMap(page);
    await showList(page);
    const search = page.getByLabel("Search");
    const all = await resultCount(page);
    await search.fill("zzzz nothing like this");
    await expect(page).toHaveURL(/q=zzzz/);
    // The search found nothing: no filter changed, so the list does not blame the filters.
    const empty = page.getByTestId("search-empty");
    await expect(empty).toContainText("No places found for your search: zzzz nothing like this");
    await expect(page.getByText(/No places match these filters/)).toHaveCount(0);
    await empty.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(page).not.toHaveURL(/q=/);
    await expect.poll(() => resultCount(page)).toBe(all);
    await expect(cards(page).first()).toBeVisible();
  });

  test("a word for a yes/no fact finds the places with that fact, not every text containing it", async ({ page }) => {
    await openMap(page, "?q=pets&view=list");
    await expect(list(page)).toBeVisible();
    // 15 of the sample places allow pets; one more is about pets (sorting pet supplies, where pets are
    // not allowed: tests/lib/places/search-quality.cases.ts). The food distribution (no pets) is not listed.
    await expect.poll(() => resultCount(page)).toBe(PETS_ALLOWED.length + ABOUT_PETS.length);
    const listed = await list(page).locator("[data-place-id]").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-place-id")));
    // The list shows its first cards (more on request): each of them is one of those places.
    expect(listed.length).toBeGreaterThan(0);
    for (const id of listed) expect([...PETS_ALLOWED, ...ABOUT_PETS].map(sampleId)).toContain(id);
    await expect(list(page).locator(`[data-place-id="${FOOD_ALTADENA}"]`)).toHaveCount(0);
  });

  test("a search typed before the map's code has loaded is kept and applied", async ({ page }) => {
    // Hold back the explorer's code, as a slow connection would, while the visitor types.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      // Fetched again by the test runner: a kept-alive connection the server has just closed
      // (ECONNRESET) is a reason to ask once more, not a failure of the page.
      const response = await route.fetch().catch(() => route.fetch());
      const body = await response.text();
      if (body.includes("place-search")) await released;
      await route.fulfill({ response, body });
    });
    await page.goto("/#map");
    const search = page.locator("#place-search");
    await expect(search).toBeVisible();
    await search.pressSequentially("mobile medical");
    await expect(search).toHaveValue("mobile medical");
    expect(await page.locator("[data-region][data-hydrated=true]").count()).toBe(0);
    release();
    await hydrated(page);
    await expect(search).toHaveValue("mobile medical");
    await expect(page.getByTestId("result-count")).toHaveText(/^1 place/);
    await expect(page).toHaveURL(/q=mobile\+medical/);
    // Requests still in the handler when the test ends (the map's tiles, prefetches) are let go.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  for (const [label, chip, param] of [
    ["No ID needed", "No ID needed", "noid=1"],
    ["Pets allowed", "Pets allowed", "pets=1"],
    ["Wheelchair accessible", "Wheelchair accessible", "access=1"],
  ] as const) {
    test(`eligibility filter: ${label}`, async ({ page }) => {
      await openMap(page);
      await showList(page);
      // "Can I go?" is never folded away, on a phone either.
      await page.getByRole("checkbox", { name: label }).check();
      await expect(page).toHaveURL(new RegExp(param));
      const count = await resultCount(page);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(64);
      await expect(cards(page)).toHaveCount(Math.min(count, PLACES.listPageSize));
      // The chips are under each card's "More details".
      for (const card of await cards(page).all()) await expect(card.getByRole("list", { name: "Eligibility", includeHidden: true })).toContainText(chip);
    });
  }

  test("open now keeps 24-hour places and drops places without hours", async ({ page }) => {
    await openMap(page);
    await showList(page);
    await page.getByRole("checkbox", { name: "Open now" }).check();
    await expect(page).toHaveURL(/open=1/);
    expect(await resultCount(page)).toBeLessThan(64);
    await expect(page.locator(`#place-card-${FOOD_ALTADENA}`)).toBeVisible();
    await expect(page.locator("#place-card-00000000-0000-4000-8000-000000000003")).toHaveCount(0);
    for (const text of await cards(page).locator("[data-field=open-state]").allTextContents()) {
      expect(text).toMatch(/Open now|Open 24 hours/);
    }
  });

  test("a shared filter URL opens with the same filters and results", async ({ page }) => {
    await openMap(page, "?kind=shelter&pets=1&view=list");
    await expect(list(page)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Shelters" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Resources" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Pets allowed", includeHidden: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "No ID needed", includeHidden: true })).not.toBeChecked();
    const count = await resultCount(page);
    expect(count).toBeGreaterThan(0);
    for (const card of await cards(page).all()) await expect(card).toContainText("Pets allowed");
  });

  test("a deep link opens the place, highlighted in the list", async ({ page }) => {
    await openMap(page, `?place=${FOOD_ALTADENA}`);
    const card = page.locator(`#place-card-${FOOD_ALTADENA}`);
    await expect(card).toHaveAttribute("aria-current", "true");
    await expect(card).toBeInViewport();
  });

  test("an unknown or malformed place id shows a clear message, not an error", async ({ page }) => {
    for (const id of ["00000000-0000-4000-8000-999999999999", "<script>alert(1)</script>", "'; drop table places; --"]) {
      const response = await page.goto(`/?place=${encodeURIComponent(id)}#map`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("alert").filter({ hasText: "We could not find that place" })).toBeVisible();
    }
  });

  test("malformed query parameters never produce a server error", async ({ request }) => {
    const junk = [
      "?kind=%00%ff",
      "?kind=volcano&category=<svg/onload=alert(1)>",
      `?q=${"a".repeat(10_000)}`,
      "?open=1&open=0&pets=yes&view=%E0%A4%A",
      "?place=&place=1",
      "?place[]=x&kind[0]=shelter",
    ];
    for (const query of junk) {
      const response = await request.get(`/${query}`);
      expect(response.status(), query).toBeLessThan(500);
    }
  });
});

test.describe("near me", () => {
  test.describe("when location is allowed", () => {
    // Near the Westwood sample places.
    test.use({ permissions: ["geolocation"], geolocation: { latitude: 34.0635, longitude: -118.445 } });
    test("sorts by distance, nearest first", async ({ page }) => {
      await openMap(page);
      await page.getByRole("button", { name: "Near me" }).click();
      await expect(page.getByTestId("result-count")).toContainText("nearest first");
      await showList(page);
      const distances = (await cards(page).locator("[data-field=open-state]").allTextContents()).map((t) =>
        Number(t.match(/([\d.]+) mi away/)?.[1] ?? (t.includes("less than 0.1 mi") ? 0 : NaN)),
      );
      expect(distances.length).toBeGreaterThan(5);
      expect(distances.every((d) => !Number.isNaN(d))).toBe(true);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      await expect(cards(page).first()).toContainText("Westwood");
      // The map marks where the visitor is.
      if (isPhone(page)) await page.getByRole("button", { name: "Map", exact: true }).click();
      await expect(page.locator("path.leaflet-interactive")).toHaveCount(1);
    });
  });

  test.describe("when location is denied", () => {
    test.use({ permissions: [] });
    test("explains how to continue without it", async ({ page, context }) => {
      await context.clearPermissions();
      await openMap(page);
      await page.getByRole("button", { name: "Near me" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Location access is turned off" })).toBeVisible();
      expect(await resultCount(page)).toBe(64);
    });
  });
});

test.describe("volunteer and donate lists", () => {
  test("/volunteer lists volunteer opportunities from the data, linking to the filtered map", async ({ page }) => {
    await page.goto("/volunteer");
    const section = page.getByRole("region", { name: "Volunteer opportunities" });
    await expect(section.getByRole("article")).toHaveCount(12);
    await expect(section.getByRole("link", { name: "Sign up" }).first()).toHaveAttribute("href", /^https:\/\/example\.org\/.*\/signup$/);
    await expect(page.getByTestId("sample-notice")).toBeVisible();
    await section.getByRole("link", { name: "See them on the map" }).click();
    await expect(page).toHaveURL(/\/\?kind=volunteer_opportunity#map$/);
    await hydrated(page);
    await expect(page.getByRole("checkbox", { name: "Volunteer opportunities" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Shelters" })).not.toBeChecked();
  });

  test("/donate lists donation needs, urgent first, never unpublished ones", async ({ page }) => {
    await page.goto("/donate");
    const section = page.getByRole("region", { name: "What is needed where" });
    await expect(section.getByRole("article")).toHaveCount(14);
    await expect(section).not.toContainText(UNPUBLISHED_NAME);
    await expect(section.getByRole("article").first()).toContainText("(urgent)");
    await expect(section.getByRole("link", { name: "See them on the map" })).toHaveAttribute("href", "/?kind=donation_need#map");
  });
});
