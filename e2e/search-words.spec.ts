import type { Page } from "@playwright/test";
import type { TargetLanguage } from "../lib/i18n/types";
import { expect, hydrated, test } from "./fixtures";
import { curated } from "./support/fault-checks";

/**
 * Issue 40: a resident's phone, the map's search in their own words. Every item the places offer is
 * found in every language (blankets: 0 places in 14 languages before), a word finds what it names
 * and not what merely contains it (Vietnamese "tắm", bathe: 24 places before, 3 right), and a title
 * names the community as the page's language does (item 12).
 */

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
/** Blankets for people: the blankets and sleeping bags pickup, two shelters that give them, a bedding drive. */
const BLANKETS = [2, 17, 31, 47].map(id);
/** Places with showers: three shelters and the laundry and showers. */
const SHOWERS = [2, 13, 29, 32].map(id);

const SHELTER_TONIGHT = "kind=shelter&category=essentials,shelter_support,medical_health";

const list = (page: Page) => page.getByTestId("place-list");
const resultCount = async (page: Page) => Number((await page.getByTestId("result-count").textContent())?.match(/\d+/)?.[0]);

/** The map's list on a phone in `lang`, searched by typing as a resident does. */
async function search(page: Page, lang: TargetLanguage, words: string) {
  await page.goto(`/${lang}#map`);
  await hydrated(page);
  await page.getByRole("button", { name: curated("List ({count})", lang).split("{")[0]! }).click();
  await expect(list(page)).toBeVisible();
  await page.locator("#place-search").fill(words);
}

for (const [lang, word] of [
  ["es", "cobijas"],
  ["zh", "毯子"],
  ["zh-Hant", "毛毯"],
  ["ko", "담요"],
  // Right to left.
  ["fa", "پتو"],
  ["ar", "بطانيات"],
  ["ru", "одеяла"],
  ["th", "ผ้าห่ม"],
  ["km", "ភួយ"],
  ["hi", "कंबल"],
  ["vi", "chăn"],
] as const) {
  test(`${lang}: "${word}" lists the places that give blankets, and only those`, { tag: "@phone" }, async ({ page }) => {
    await search(page, lang, word);
    await expect.poll(() => resultCount(page)).toBe(BLANKETS.length);
    for (const place of BLANKETS) await expect(list(page).locator(`[data-place-id="${place}"]`)).toHaveCount(1);
  });
}

test('vi: "tắm" (bathe) lists the places with showers, not every place "tạm" (temporary) is written on', { tag: "@phone" }, async ({ page }) => {
  await search(page, "vi", "tắm");
  await expect.poll(() => resultCount(page)).toBe(SHOWERS.length);
  for (const place of SHOWERS) await expect(list(page).locator(`[data-place-id="${place}"]`)).toHaveCount(1);
});

test("fa: a resident's sentence (\"I need a blanket\") finds the blankets, right to left", { tag: "@phone" }, async ({ page }) => {
  await search(page, "fa", "پتو لازم دارم");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect.poll(() => resultCount(page)).toBe(BLANKETS.length);
  for (const place of BLANKETS) await expect(list(page).locator(`[data-place-id="${place}"]`)).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath("fa-blankets.png") });
});

test("the printable list's title names the community as the page's language does, in a sentence that reads", { tag: "@phone" }, async ({ page }) => {
  // Near Altadena, shelter tonight: Chinese names it 阿尔塔迪纳, once "near", never 的…的.
  // The "Shelter tonight" need as its button links it (people's shelters: lib/places/needs.ts).
  await page.goto(`/zh/list?${SHELTER_TONIGHT}&at=34.19,-118.131`);
  await hydrated(page);
  const title = page.getByTestId("print-title");
  await expect(title).toHaveText(`阿尔塔迪纳附近：${curated("Shelter tonight", "zh")}`);
  await page.goto(`/zh-Hant/list?${SHELTER_TONIGHT}&at=34.19,-118.131`);
  await expect(title).toHaveText(`阿爾塔迪納附近：${curated("Shelter tonight", "zh-Hant")}`);
  // Persian has a name for Pasadena, none for Altadena: that one stays as the signs write it.
  await page.goto("/fa/list?kind=shelter&at=34.148,-118.144");
  await expect(title).toContainText("پاسادنا");
  await page.goto("/fa/list?kind=shelter&at=34.19,-118.131");
  await expect(title).toContainText("Altadena");
});
