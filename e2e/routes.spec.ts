import { expect, hydrated, ROUTES, test } from "./fixtures";

test.describe("every route", () => {
  for (const route of ROUTES) {
    test(`${route} renders with navigation, main, footer and chat`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.locator("main#main")).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
      await hydrated(page);
      await expect(page.getByRole("button", { name: "Open FAQ chat" })).toBeVisible();
    });

    test(`${route} has ${route === "/" ? "no" : "60px"} top padding on main`, async ({ page }) => {
      await page.goto(route);
      const padding = await page.locator("main#main").evaluate((el) => getComputedStyle(el).paddingTop);
      expect(padding).toBe(route === "/" ? "0px" : "60px");
    });
  }

  // React streams a finished Suspense boundary after the rest of the page once ~12.8 KB are sent:
  // what follows it would paint first and jump down when it lands (the guide's sources did).
  // Only the parts waiting for the database may arrive late, behind a skeleton of their own.
  for (const [route, waitingForData] of [
    ["/wildfireguide", 0],
    ["/contact", 0],
    ["/donate", 1],
    ["/volunteer", 1],
    ["/", 1],
  ] as const) {
    test(`${route} is sent in reading order: at most ${waitingForData} part streamed late`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      expect(html).toContain("</footer>");
      expect((html.match(/<template id="B:/g) ?? []).length).toBeLessThanOrEqual(waitingForData);
    });
  }

  test("the home page has the hero and the map section", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#hero")).toBeVisible();
    await expect(page.locator("#map")).toBeAttached();
  });

  test("the wildfire guide has its three sections", async ({ page }) => {
    await page.goto("/wildfireguide");
    for (const id of ["wildfire-readiness", "wildfire-monitoring", "post-fire-recovery"]) {
      await expect(page.locator(`section#${id} h2`)).toBeVisible();
    }
  });

  test("an unknown page is a helpful 404 with 60px padding and links onward", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/could not find/i);
    await expect(page.getByRole("main").getByRole("link", { name: "Volunteer" })).toBeVisible();
    const padding = await page.locator("main#main").evaluate((el) => getComputedStyle(el).paddingTop);
    expect(padding).toBe("60px");
  });
});
