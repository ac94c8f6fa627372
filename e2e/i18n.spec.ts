import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { PORTS, url } from "./support/ports";
import { curated, leftoverEnglish } from "./support/fault-checks";

// These tests share the LibreTranslate stub and the translation cache, so they run in order, in
// one project (the phone and desktop layouts are covered by every other spec).
test.describe.configure({ mode: "serial" });

const STUB = url(PORTS.translate);
const HTML_LANG = { es: "es", zh: "zh-Hans", ko: "ko" } as const;
const FOOD_ALTADENA = "00000000-0000-4000-8000-000000000001";

async function stub(path: string, body?: unknown) {
  const response = await fetch(`${STUB}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<{ calls: number; texts: number; received: string[] }>;
}


function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    // Map tiles are blocked on purpose in tests (no network).
    if (m.type() === "error" && !/tile|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole("button", { name: /Language/ }).first().click();
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name, exact: true }).click()]);
  await hydrated(page);
}

test.describe("four languages", { tag: "@desktop" }, () => {
  // The translation service failing (down, slow, garbage) is covered in faults.spec.ts, on a site
  // and stub of its own, so these tests never see a broken service or its cached results.
  for (const [lang, name] of [
    ["es", "Español"],
    ["zh", "简体中文"],
    ["ko", "한국어"],
  ] as const) {
    test(`${lang}: built-in text, chat, route change and database text`, async ({ page }) => {
      await stub("/__mode", { mode: "ok" });
      const errors = collectErrors(page);
      await page.goto("/volunteer");
      await hydrated(page);
      await chooseLanguage(page, name);
      expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(lang);
      await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[lang]);
      expect(await leftoverEnglish(page, lang)).toEqual([]);

      // Chat answers come in the chosen language.
      await page.locator("button[aria-expanded=false][class*=rounded-full]").last().click();
      const panel = page.getByTestId("chat-panel");
      await panel.locator("ul button").nth(5).click();
      await expect(panel.locator("[data-sender=bot]").nth(1)).toBeVisible();
      expect(await leftoverEnglish(page, lang)).toEqual([]);
      await panel.locator("button").first().click();

      // A route change keeps the language; database text is machine-translated and marked.
      await expect(page).toHaveURL(new RegExp(`/${lang}/volunteer$`));
      await page.locator(`header nav a[href='/${lang}#map']`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}#map$`));
      await hydrated(page);
      expect(await leftoverEnglish(page, lang)).toEqual([]);
      const card = page.locator(`#place-card-${FOOD_ALTADENA}`);
      await expect(card.locator("h3")).toContainText(`[${lang}]`, { timeout: 15_000 });
      await expect(card.locator("[data-machine-translated]").first()).toBeAttached();

      // Written back to the cache: the next load asks the service nothing.
      await stub("/__reset", {});
      await page.reload();
      await hydrated(page);
      await expect(card.locator("h3")).toContainText(`[${lang}]`, { timeout: 15_000 });
      // (Other tests may use the shared stub meanwhile: this page's own text must not reach it.)
      expect((await stub("/__calls")).received.filter((t) => t.includes("Community Food Distribution"))).toEqual([]);

      // Buttons and forms still work after translation.
      await page.locator("#place-search").fill("mobile medical");
      await expect(page.getByTestId("place-list").locator(":scope > li")).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("place text translated on the server", { tag: "@desktop" }, () => {
  for (const lang of ["es", "zh", "ko"] as const) {
    test(`${lang}: once cached, a place's name and description come translated in the server's HTML, and a warm page asks for nothing`, async ({ page, request }) => {
      await stub("/__mode", { mode: "ok" });
      // A first visit in this language translates what the page shows and caches it.
      await page.goto(`/${lang}#map`);
      await hydrated(page);
      await expect(page.locator(`#place-card-${FOOD_ALTADENA} h3`)).toContainText(`[${lang}]`, { timeout: 15_000 });
      await page.waitForLoadState("networkidle");

      // The server now renders it: no script has run on this answer.
      const html = await (await request.get(`/${lang}`)).text();
      expect(html).toContain(`[${lang}] Sample: Community Food Distribution`);
      expect(html).toContain(`[${lang}] Free groceries, hot meals and bottled water`);

      // A warm page: not one request for translations, and the machine text is still labelled.
      const asked: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).pathname === "/api/translate") asked.push(r.postData() ?? "");
      });
      await page.goto(`/${lang}#map`);
      await hydrated(page);
      const name = page.locator(`#place-card-${FOOD_ALTADENA} h3`);
      await expect(name).toContainText(`[${lang}] Sample: Community Food Distribution`);
      await expect(name.locator("[data-machine-translated]")).toHaveCount(1);
      await page.waitForTimeout(1500);
      expect(asked).toEqual([]);

      // The original is a tap away, and the address was never translated.
      await page.getByRole("button", { name: curated("Show original", lang) }).click();
      await expect(name).toHaveText("Sample: Community Food Distribution – Altadena");
      await expect(page.locator(`#place-card-${FOOD_ALTADENA} [translate="no"]`).first()).toHaveText("Central Altadena (sample location)");
    });
  }
});
