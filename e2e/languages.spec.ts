import { expect, hydrated, isPhone, test } from "./fixtures";
import { curated } from "./support/fault-checks";
import type { SearchWords } from "../lib/i18n/facts";
import type { Language } from "../lib/i18n/languages";
import { readLocaleFile } from "../lib/i18n/locale-files";

/**
 * The language lives in the address: English unprefixed, /es, /zh-Hant, /fa … for the others. A first
 * visit gets the browser's language; a chosen language is remembered; a shared link shows its own
 * language without touching the recipient's choice. Runs on the phone and the desktop.
 */

const PASADENA_SHELTER = "00000000-0000-4000-8000-000000000002";
const NOTICE_TITLE = "In immediate danger? Call 911.";

const FIRST_VISITS = [
  { locale: "es-MX", lang: "es", htmlLang: "es" },
  { locale: "zh-TW", lang: "zh-Hant", htmlLang: "zh-Hant" },
  { locale: "zh-CN", lang: "zh", htmlLang: "zh-Hans" },
  { locale: "ko-KR", lang: "ko", htmlLang: "ko" },
  { locale: "hy-AM", lang: "hy", htmlLang: "hy" },
  { locale: "fa-IR", lang: "fa", htmlLang: "fa" },
] as const;

for (const { locale, lang, htmlLang } of FIRST_VISITS) {
  test.describe(`a first visit from a browser set to ${locale}`, () => {
    test.use({ locale, showNotice: true });

    test(`is answered in ${lang}, safety notice included, from the server's first answer`, async ({ page, request }) => {
      // What the server sends before any script runs.
      const raw = await request.get("/wildfireguide", { headers: { "accept-language": `${locale},${lang};q=0.9` } });
      expect(new URL(raw.url()).pathname).toBe(`/${lang}/wildfireguide`);
      const html = await raw.text();
      expect(html).toContain(`<html lang="${htmlLang}"`);
      expect(html).toContain(curated(NOTICE_TITLE, lang));
      expect(html).toContain(curated("Wildfire guide", lang));

      await page.goto("/wildfireguide");
      await expect(page).toHaveURL(new RegExp(`/${lang}/wildfireguide$`));
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
      await expect(page.locator("#safety-notice")).toContainText(curated(NOTICE_TITLE, lang));
      // Negotiated, not chosen: nothing is stored.
      expect(await page.evaluate(() => localStorage.getItem("language"))).toBeNull();
    });
  });
}

/** The seed's community food distribution in Altadena (groceries and hot meals). */
const FOOD_ALTADENA = "00000000-0000-4000-8000-000000000001";

/** The first word a language's readers type for a need (locales/<lang>/search.json). */
const wordFor = (lang: Language, concept: string) => readLocaleFile<SearchWords>(lang, "search.json")[concept]![0]!;

for (const [lang, food, shelter] of [
  ["es", "comida", "refugio"],
  ["zh", "食物", "避难所"],
  ["ko", "음식", "대피소"],
  // A right-to-left language, an unspaced script and another alphabet, with their own words.
  ...(["fa", "th", "hy"] as const).map((l) => [l, wordFor(l, "food"), wordFor(l, "shelter")] as const),
] as const) {
  test(`${lang}: searching in ${lang} finds food and shelters`, async ({ page }) => {
    const list = page.getByTestId("place-list");
    const openList = async (query: string) => {
      await page.goto(`/${lang}?${query}#map`);
      await hydrated(page);
      if (isPhone(page)) await page.getByRole("button", { name: curated("List ({count})", lang).split("{")[0]! }).click();
      await expect(list).toBeVisible();
    };

    await openList(`q=${encodeURIComponent(food)}`);
    await expect(list.locator(`[data-place-id="${FOOD_ALTADENA}"]`)).toHaveCount(1);

    // Every shelter on the map answers to the word in this language: among shelters only, the
    // search keeps every one of them (counted by the results line: the list shows a first page).
    const results = async () => Number((await page.getByTestId("result-count").textContent())?.match(/\d+/)?.[0]);
    await openList("kind=shelter");
    const allShelters = await results();
    expect(allShelters).toBeGreaterThan(0);
    await openList(`kind=shelter&q=${encodeURIComponent(shelter)}`);
    await expect(list.locator('[data-place-kind="shelter"]').first()).toBeVisible();
    expect(await results()).toBe(allShelters);
  });
}

test.describe("a chosen language", () => {
  test("opens the same page at the same section in that language, and is remembered", async ({ page, context }) => {
    await page.goto("/wildfireguide#post-fire-recovery");
    await hydrated(page);
    await page.getByRole("button", { name: /Language/ }).first().click();
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "한국어", exact: true }).click()]);
    await expect(page).toHaveURL(/\/ko\/wildfireguide#post-fire-recovery$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.locator("#post-fire-recovery h2")).toBeInViewport();
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ko");
    expect((await context.cookies()).find((c) => c.name === "language")?.value).toBe("ko");

    // The bare address now opens in Korean, whatever the browser says.
    await page.goto("/donate");
    await expect(page).toHaveURL(/\/ko\/donate$/);
    // Links stay in the language.
    await expect(page.locator("header a[href='/ko/volunteer']").first()).toBeAttached();
  });
});

test.describe("a shared link", () => {
  test.beforeEach(async ({ context }) => {
    // The recipient chose Korean earlier.
    await context.addInitScript(() => {
      if (!localStorage.getItem("language")) localStorage.setItem("language", "ko");
    });
    await context.addCookies([{ name: "language", value: "ko", url: "http://127.0.0.1" }]);
  });

  test("opens in the sender's language, on the shared place, and leaves the recipient's choice alone", async ({ page, context }) => {
    await page.goto(`/es?place=${PASADENA_SHELTER}#map`);
    await hydrated(page);
    await expect(page).toHaveURL(new RegExp(`/es\\?place=${PASADENA_SHELTER}#map$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator(`#place-card-${PASADENA_SHELTER}`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ko");
    expect((await context.cookies()).find((c) => c.name === "language")?.value).toBe("ko");
  });

  test("an old ?lang= link still opens in its language, without storing it", async ({ page, context }) => {
    await page.goto("/donate?lang=zh");
    await expect(page).toHaveURL(/\/zh\/donate$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ko");
    expect((await context.cookies()).find((c) => c.name === "language")?.value).toBe("ko");
  });

  test("shares a place in the language the sender reads", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/zh#map");
    await hydrated(page);
    // Phones open on the map: the list is one tap away.
    if (isPhone(page)) await page.getByRole("button", { name: curated("List ({count})", "zh").split("{")[0]! }).click();
    const card = page.locator(`#place-card-${PASADENA_SHELTER}`);
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    await card.getByText(curated("More details", "zh")).click();
    await card.getByRole("button", { name: curated("Share", "zh") }).click();
    // The copy is asynchronous (the toast that confirms it loads on the first tap).
    await expect(page.getByText(curated("Link copied. Paste it in a message to share this place.", "zh"))).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname + new URL(copied).search).toBe(`/zh?place=${PASADENA_SHELTER}`);
  });
});

test("every page names its address in each language (canonical and hreflang, absolute)", async ({ request, baseURL }) => {
  const html = await (await request.get("/es/donate")).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/es/donate"/>`);
  for (const [hreflang, path] of [["en", "/donate"], ["es", "/es/donate"], ["zh-Hans", "/zh/donate"], ["zh-Hant", "/zh-Hant/donate"], ["ko", "/ko/donate"], ["fa", "/fa/donate"], ["hi", "/hi/donate"], ["x-default", "/donate"]]) {
    expect(html).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${baseURL}${path}"/>`);
  }
});

test("an unknown address is a 404 in the address's language", async ({ page }) => {
  const response = await page.goto("/es/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(curated("We could not find that page", "es"));
  await expect(page.getByRole("main").getByRole("link", { name: curated("Volunteer", "es") })).toHaveAttribute("href", "/es/volunteer");
});
