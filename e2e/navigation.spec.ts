import { expect, hydrated, isPhone, test } from "./fixtures";
import { NAV } from "../lib/nav/settings";

const barColour = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").evaluate((el) => getComputedStyle(el).backgroundColor);
const BLACK = "rgb(10, 10, 10)";
const TRANSPARENT = "rgba(0, 0, 0, 0)";

test.describe("navigation bar colour", () => {
  test("on / it is transparent until the hero height minus 70px is passed, then black", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const bar = page.getByRole("banner");
    await expect(bar).toHaveAttribute("data-solid", "false");
    await expect.poll(() => barColour(page)).toBe(TRANSPARENT);

    const heroHeight = await page.locator("#hero").evaluate((el) => (el as HTMLElement).offsetHeight);
    const threshold = heroHeight - NAV.solidOffsetPx;
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), threshold - 5);
    await expect(bar).toHaveAttribute("data-solid", "false");
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), threshold + 5);
    await expect(bar).toHaveAttribute("data-solid", "true");
    await expect.poll(() => barColour(page)).toBe(BLACK);
  });

  test("on another route it is black at the top", async ({ page }) => {
    await page.goto("/volunteer");
    await hydrated(page);
    await expect.poll(() => barColour(page)).toBe(BLACK);
  });
});

test.describe("links", () => {
  test("Map from another route lands on /#map with the map section in view", async ({ page }) => {
    await page.goto("/donate");
    await hydrated(page);
    if (isPhone(page)) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: isPhone(page) ? "Mobile" : "Main" }).getByRole("link", { name: "Map" }).click();
    await expect(page).toHaveURL(/\/#map$/);
    await expect(page.locator("#map h2")).toBeInViewport();
  });

  test("Map on / scrolls down to the map section", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    if (isPhone(page)) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: isPhone(page) ? "Mobile" : "Main" }).getByRole("link", { name: "Map" }).click();
    await expect(page.locator("#map h2")).toBeInViewport();
    // The scroll is smooth: the heading peeks in before the page has finished moving.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(page).toHaveURL(/\/#map$/);
  });

  test("the Wildfire guide dropdown links to its sections and works from the keyboard", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Wildfire guide" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await button.click();
    await page.getByRole("link", { name: "After the fire" }).click();
    await expect(page).toHaveURL(/\/wildfireguide#post-fire-recovery$/);
    await expect(page.locator("#post-fire-recovery h2")).toBeInViewport();
  });
});

test.describe("mobile menu", () => {
  test("lists Map, Volunteer, Donate, Contact and closes after navigating", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Map", "Volunteer", "Donate", "Contact"]) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await menu.getByRole("link", { name: "Volunteer", exact: true }).click();
    await expect(page).toHaveURL(/\/volunteer$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("also closes on browser back", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/donate");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.goBack();
    await expect(page).toHaveURL(/\/donate$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
  });
});

test.describe("language", () => {
  test("choosing a language stores it in localStorage and opens the page at its address in that language", async ({ page }) => {
    await page.goto("/volunteer");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await page.getByRole("button", { name: /Language/ }).click();
    const option = page.getByRole("button", { name: "한국어" });
    await expect(option).toHaveAttribute("translate", "no");
    await Promise.all([page.waitForEvent("load"), option.click()]);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ko");
    await expect(page).toHaveURL(/\/ko\/volunteer$/);
    // A new page load starts a fresh window: the flag set before is gone.
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.getByRole("button", { name: /한국어/ })).toBeVisible();
  });
});
