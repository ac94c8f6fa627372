import { expect, test } from "./fixtures";
import { curated } from "./support/fault-checks";

// Runs against the build made with no environment variables at all (the README's run command).
test("without a CMS configured, the footer loads its links from this site's own /api/footer", async ({ page }) => {
  const own = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/footer");
  await page.goto("/");
  const response = await own;
  expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
  const links = page.getByTestId("cms-links").getByRole("link");
  await expect(links).toHaveText(["Instagram", "LinkedIn", "Facebook"]);
});

test("every route renders without configuration", async ({ page }) => {
  for (const route of ["/", "/volunteer", "/donate", "/contact", "/wildfireguide"]) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator("h1")).toBeVisible();
  }
});

test("without a translation service, another language says the places' details are in English, and asks for nothing", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/translate") asked.push(r.url());
  });
  await page.goto("/ko#map");
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByTestId("details-in-english")).toHaveText(curated("Names and descriptions of places are shown in English.", "ko"));
  await page.waitForTimeout(1500);
  expect(asked).toEqual([]);
});
