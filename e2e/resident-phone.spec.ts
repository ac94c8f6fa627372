import type { Page } from "@playwright/test";
import { LANGUAGES, localizeHref, type Language } from "../lib/i18n/languages";
import { expect, hydrated, test } from "./fixtures";
import { chatButtonOnScreen } from "./support/chat-button";
import { messagesIn } from "./support/locales";

/**
 * What a resident meets on a 390×844 phone, checked where it differs by language: the one-tap
 * needs on the first screen under the safety notice, lines that break where they should, the map
 * tab opening on the map, a failed form send taken to what to fix, the chat button over no text.
 */
const at = (language: Language, path: string) => localizeHref(language, path, { explicit: language !== "en" });

test.describe("the first screen, with the safety notice shown", () => {
  test.use({ showNotice: true });

  test("every language's need buttons are on the first screen, all of them", { tag: "@phone" }, async ({ page }) => {
    const below: string[] = [];
    for (const { code } of LANGUAGES) {
      await page.goto(at(code, "/"));
      await expect(page.locator("#safety-notice")).toBeVisible();
      const needs = page.locator("[data-need]");
      const last = await needs.last().boundingBox();
      if (!last || last.y + last.height > page.viewportSize()!.height) below.push(`${code}: ${last ? Math.round(last.y + last.height) : "none"}`);
    }
    expect(below).toEqual([]);
  });
});

test("Korean lines break between words, never inside one", { tag: "@phone" }, async ({ page }) => {
  await page.goto(at("ko", "/wildfireguide"));
  await expect(page.locator("main p").first()).toHaveCSS("word-break", "keep-all");
  await page.goto(at("es", "/wildfireguide"));
  await expect(page.locator("main p").first()).toHaveCSS("word-break", "normal");
});

/**
 * The number of lines each visible occurrence of `text` inside `scope` takes, negative where the
 * page would let it break at another width (right-to-left isolates sit around a number, never inside).
 */
async function linesOf(page: Page, scope: string, text: string): Promise<number[]> {
  return page.locator(scope).first().evaluate((root, text) => {
    const counts: number[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const i = node.textContent!.indexOf(text);
      if (i < 0 || !node.parentElement!.checkVisibility()) continue;
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + text.length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      // One line here, and kept on one line at any width: a line may not break inside it.
      counts.push(getComputedStyle(node.parentElement!).whiteSpace.startsWith("nowrap") || getComputedStyle(node.parentElement!).textWrapMode === "nowrap" ? lines : -lines);
    }
    return counts;
  }, text);
}

for (const language of ["en", "es", "fa"] as const) {
  test(`${language}: phone numbers never break across lines`, { tag: "@phone" }, async ({ page }) => {
    // Narrow enough that long sentences wrap at many points.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(at(language, "/wildfireguide"));
    const twoOneOne = await linesOf(page, "main", "2-1-1");
    expect(twoOneOne.length).toBeGreaterThan(0);
    expect(twoOneOne.every((n) => n === 1)).toBe(true);
    await page.goto(at(language, "/?view=list#map"));
    await hydrated(page);
    const call = page.locator("[data-testid=place-list] a[href^='tel:']").first();
    await expect(call).toBeVisible();
    const phone = (await call.getAttribute("href"))!.replace("tel:", "");
    // The visible number as written on the card, e.g. "(626) 555-0102".
    const shown = (await call.textContent())!.replace(/[\u2066-\u2069]/g, "").match(/\(?\d[\d() -]+\d/)![0];
    expect(shown.replace(/\D/g, "")).toContain(phone.replace(/\D/g, "").slice(-7));
    expect(await linesOf(page, "[data-testid=place-list] a[href^='tel:']", shown)).toEqual([1]);
  });
}

test("the Map tab opens on the map, not on its legend", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/#map");
  await hydrated(page);
  const tab = page.getByRole("group", { name: "View" }).getByRole("button", { name: "Map" });
  await tab.click();
  const map = page.locator(".leaflet-container");
  await expect(map).toBeVisible({ timeout: 15_000 });
  // Scrolled to the tabs once the page below them has its height: the footer's links arrive after
  // hydration, and a page still short of them cannot scroll the tabs to the top.
  await expect(async () => {
    await tab.evaluate((el) => el.scrollIntoView({ block: "start" }));
    const [tabBox, mapBox] = await Promise.all([tab.boundingBox(), map.boundingBox()]);
    // Right under the tabs, most of the map on screen.
    expect(mapBox!.y - (tabBox!.y + tabBox!.height)).toBeLessThan(40);
    expect(page.viewportSize()!.height - mapBox!.y).toBeGreaterThan(400);
  }).toPass({ timeout: 10_000 });
});

for (const language of ["en", "es"] as const) {
  test(`${language}: an invalid e-mail on the contact form takes the visitor to it, below the top bar`, { tag: "@phone" }, async ({ page }) => {
    await page.goto(at(language, "/contact"));
    await hydrated(page);
    // One tap from the top of the page to the form.
    await page.getByRole("main").getByRole("link", { name: messagesIn(language)["Send us a message"]! }).click();
    const form = page.locator("form");
    await expect(form).toBeInViewport();
    await form.locator("#field-name").fill("Ana");
    await form.locator("#field-email").fill("ana@");
    await form.locator("#field-kind").selectOption({ index: 1 });
    await form.locator("#field-message").fill("We run a pantry and want to list it.");
    await form.locator("#field-consent").check().catch(() => undefined);
    await form.locator("button[type=submit]").click();
    const email = form.locator("#field-email");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    const bar = (await page.locator("header").first().boundingBox())!;
    // The page scrolls there smoothly: where it comes to rest.
    await expect.poll(async () => (await email.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    const box = (await email.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await expect(page.locator("#field-email-error")).toBeInViewport();
  });
}

/** The page's text and controls under the chat button's visible part, once it has come to rest. */
async function coveredByChat(page: Page): Promise<string[]> {
  await page.waitForTimeout(400);
  return (await chatButtonOnScreen(page)).covered;
}

for (const language of ["en", "vi", "fa", "hy"] as const) {
  test(`${language}: at rest, the chat button covers no text or control`, { tag: "@phone" }, async ({ page }) => {
    await page.goto(at(language, "/"));
    await hydrated(page);
    expect(await coveredByChat(page)).toEqual([]);
    // The map's legend, under the map.
    await page.locator("#map").evaluate((el) => el.scrollIntoView());
    await page.locator("[role=group] button[aria-pressed]").first().click();
    await expect(page.locator(".leaflet-container")).toBeVisible({ timeout: 15_000 });
    await page.getByTestId("hazard-legend").evaluate((el) => el.scrollIntoView({ block: "end" }));
    // Scrolling down hides the button; a little back up brings it back, over the legend.
    await page.evaluate(() => window.scrollBy(0, -120));
    await expect(page.locator("button[data-stepped-aside]")).toHaveAttribute("data-stepped-aside", "false");
    expect(await coveredByChat(page)).toEqual([]);
    // Still there to tap, at the screen's edge (where the part on screen is).
    const chat = page.locator("button[data-stepped-aside]");
    const box = (await chat.boundingBox())!;
    const middle = (Math.max(box.x, 0) + Math.min(box.x + box.width, page.viewportSize()!.width)) / 2;
    // A tap where a finger would (Playwright's click wants the element's middle on screen).
    await page.mouse.click(middle, box.y + box.height / 2);
    await expect(page.locator("[role=log]")).toBeVisible();
  });
}

test("on a wide screen the list runs with the page: no card cut off in a box of its own", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/?view=list#map");
  await hydrated(page);
  const list = page.getByTestId("place-list");
  await expect(list.locator("> li").first()).toBeVisible();
  const clipped = await list.evaluate((el) => {
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      if (box.scrollHeight > box.clientHeight + 1 && getComputedStyle(box).overflowY !== "visible") return true;
    }
    return false;
  });
  expect(clipped).toBe(false);
});
