import { expect, hydrated, test } from "./fixtures";
import { OFFLINE } from "../lib/offline/policy";
import { storedOffline } from "./support/offline";
import { messagesIn } from "./support/locales";
import { localizeHref, type Language } from "../lib/i18n/languages";

test.use({ serviceWorkers: "allow" });

test.describe("offline", () => {
  test("a visitor who loses connection still sees the map's places and the guide, with a notice saying when they are from", async ({ page, context }) => {
    await page.goto("/volunteer");
    await hydrated(page);
    await expect(page.getByTestId("offline-notice")).toHaveCount(0);
    const opportunity = page.locator("article h3").first();
    const name = (await opportunity.textContent())!.trim();
    // The worker stores the page it was registered on, and the shell (/ and the guide) on install.
    await storedOffline(page, ["/volunteer", ...OFFLINE.shellPages]);
    // …and the map's places and their descriptions.
    await storedOffline(page, ["/api/places/en", "/api/places/en/descriptions"], OFFLINE.placesCache);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("article h3").first()).toHaveText(name);
      const notice = page.getByTestId("offline-notice");
      await expect(notice).toContainText("Offline — showing information from");
      // The time shown is when the server rendered the stored copy, e.g. "Nov 22, 2026, 8:15 AM".
      await expect(notice).toContainText(/\d{4}, \d{1,2}:\d{2}/);
      // It pushes the page down instead of covering its top.
      await expect
        .poll(async () => {
          const [n, h] = await Promise.all([notice.boundingBox(), page.getByRole("heading", { level: 1 }).boundingBox()]);
          return h!.y - (n!.y + n!.height);
        })
        .toBeGreaterThanOrEqual(0);

      // Never opened in this visit, stored on install: the guide opens offline.
      await page.goto("/wildfireguide");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("main")).toContainText(/evacuat/i);
      await expect(page.getByTestId("offline-notice")).toBeVisible();

      // The map page with its places, also never opened.
      await page.goto("/");
      await expect(page.getByTestId("result-count")).toHaveText(/\d+ places/);
      const all = Number((await page.getByTestId("result-count").textContent())!.match(/\d+/)![0]);

      // A shared link with filters opens from the same stored page, filtered (lib/offline/policy.ts).
      await page.goto("/?kind=shelter&view=list#map");
      await hydrated(page);
      const cards = page.locator("[data-testid=place-list] > li");
      await expect(cards.first()).toBeVisible();
      await expect(cards.and(page.locator(":not([data-place-kind=shelter])"))).toHaveCount(0);
      const shelters = Number((await page.getByTestId("result-count").textContent())!.match(/\d+/)![0]);
      expect(shelters).toBeGreaterThan(0);
      expect(shelters).toBeLessThan(all);

      // An entry beyond the page's first screenful, never opened: its description is there offline.
      await page.goto("/?view=list#map");
      await hydrated(page);
      await page.getByRole("button", { name: /^Show more/ }).click();
      const card = cards.nth(11);
      await card.getByText("More details").click();
      await expect(card.locator("[data-field=description]")).not.toBeEmpty();
    } finally {
      await context.setOffline(false);
    }
    // Back online, the page shown is still the stored copy, and says so; reloaded, it is the server's:
    // the notice goes, and the page moves back up.
    await expect(page.getByTestId("offline-notice")).toContainText("Showing saved information from");
    await page.getByRole("button", { name: "Reload for the latest" }).click();
    await expect(page.getByTestId("result-count")).toBeVisible();
    await expect(page.getByTestId("offline-notice")).toHaveCount(0);
    await expect(page.locator("main#main")).toHaveCSS("padding-top", "0px");
  });

  test("a page this device never stored opens a kind offline page pointing to what is stored", async ({ page, context }) => {
    await page.goto("/");
    await hydrated(page);
    await storedOffline(page, OFFLINE.shellPages);
    await context.setOffline(true);
    try {
      await page.goto("/donate");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
      await page.getByRole("main").getByRole("link", { name: "Wildfire guide" }).click();
      await expect(page).toHaveURL(/\/wildfireguide$/);
      await expect(page.locator("main")).toContainText(/evacuat/i);
    } finally {
      await context.setOffline(false);
    }
  });

  test("on a device that only ever opened the guide, the map section works offline: no error page", async ({ page, context }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/wildfireguide");
    await hydrated(page);
    await storedOffline(page, OFFLINE.shellPages);
    // The map's code and styles were stored too (they are in no page's HTML).
    await expect
      .poll(
        () =>
          page.evaluate(async (cacheName) => {
            const cache = await caches.open(cacheName);
            for (const request of await cache.keys()) {
              if (request.url.endsWith(".css") && (await (await cache.match(request))!.text()).includes(".leaflet-container")) return true;
            }
            return false;
          }, OFFLINE.assetsCache),
        { timeout: 20_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    try {
      await page.goto("/");
      await expect(page.getByTestId("offline-notice")).toBeVisible();
      // At the top of the home page the bar is see-through, but not over the notice: white text
      // on the notice's pale background could not be read.
      await expect(page.locator("header[data-solid]")).toHaveAttribute("data-solid", "false");
      await expect(page.locator("header[data-solid]")).toHaveCSS("background-color", "rgb(10, 10, 10)");
      // The map itself in view, as a resident scrolls to it (it loads once it comes near the screen).
      await page.locator("#map").getByText("Loading map…").scrollIntoViewIfNeeded();
      await expect(page.getByTestId("result-count")).toHaveText(/\d+ places/);
      await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
      await expect(page.getByTestId("map-failed")).toHaveCount(0);
      // The list still works.
      await page.locator("#place-search").fill("shelter");
      await expect(page.getByTestId("result-count")).not.toHaveText("64 places");
    } finally {
      await context.setOffline(false);
    }
    expect(errors).toEqual([]);
  });

  test("a printable list never opened online is made offline from the stored places, for the address's filters", async ({ page, context }) => {
    await page.goto("/");
    await hydrated(page);
    await storedOffline(page, OFFLINE.shellPages);
    await storedOffline(page, ["/api/places/en"], OFFLINE.placesCache);
    await context.setOffline(true);
    try {
      await page.goto("/list?kind=shelter");
      const items = page.getByTestId("print-list").locator("li");
      await expect(items.first()).toBeVisible();
      // Rebuilt for this address: shelters only, not the stored copy's "All places".
      await expect(page.getByTestId("print-title")).not.toHaveText("All places");
      const kinds = await items.evaluateAll((lis) => lis.map((li) => li.getAttribute("data-place-kind")));
      expect(kinds.length).toBeGreaterThan(0);
      expect(new Set(kinds)).toEqual(new Set(["shelter"]));
    } finally {
      await context.setOffline(false);
    }
  });

  test("a page from the server never says it shows saved information, however long ago it was rendered; a copy from storage does", async ({ page, context }) => {
    // Next serves the cached page stale-while-revalidate: rendered an hour "ago" as far as the
    // browser's clock goes, yet as fresh as its data (a change re-renders it at once).
    await page.clock.install({ time: Date.now() + 60 * 60_000 });
    await page.goto("/volunteer");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.clock.runFor(5 * 60_000);
    await expect(page.getByTestId("offline-notice")).toHaveCount(0);
    await storedOffline(page, ["/volunteer"]);
    // The server does not answer (the browser still thinks it is online): the stored copy says so.
    await context.route(/\/volunteer$/, (route) => route.abort("connectionrefused"));
    await page.reload();
    await expect(page.getByTestId("offline-notice")).toContainText("Showing saved information from");
    await expect(page.getByRole("button", { name: "Reload for the latest" })).toBeVisible();
  });
});

/** A visitor whose browser asks for another language, who has only opened "/" online. */
for (const { locale, language } of [
  { locale: "es-MX", language: "es" },
  { locale: "ko-KR", language: "ko" },
] as const satisfies readonly { locale: string; language: Language }[]) {
  test.describe(`offline, a browser set to ${locale}`, () => {
    test.use({ locale });

    test("plain addresses open the stored pages in the visitor's language", async ({ page, context }) => {
      const messages = messagesIn(language);
      await page.goto("/");
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      await hydrated(page);
      await storedOffline(page, OFFLINE.shellPages.map((p) => localizeHref(language, p)));
      const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
      await context.setOffline(true);
      try {
        for (const address of ["/", "/#map"]) {
          await page.goto(address);
          await expect(page).toHaveURL(new RegExp(`/${language}${address.slice(1)}$`));
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
          await hydrated(page);
          await expect(page.getByTestId("result-count")).toBeVisible();
        }
        // Never opened: the page saying so, in the visitor's language.
        await page.goto("/donate");
        await expect(page).toHaveURL(new RegExp(`/${language}/donate$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages["You are offline"]!);
      } finally {
        await context.setOffline(false);
      }
    });
  });
}

test("an English browser's link to a Spanish page, offline, says so in Spanish", async ({ page, context }) => {
  await page.goto("/");
  await hydrated(page);
  // The other languages' not-stored pages follow the shell.
  await storedOffline(page, [...OFFLINE.shellPages, "/es/offline"]);
  await context.setOffline(true);
  try {
    await page.goto("/es/donate");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messagesIn("es")["You are offline"]!);
  } finally {
    await context.setOffline(false);
  }
});

test.describe("offline, with the safety notice not dismissed", () => {
  test.use({ showNotice: true });
  test("the not-stored page says it once: no \"showing information from\" above it, and 911 once", async ({ page, context }) => {
    await page.goto("/wildfireguide");
    await expect(page.locator("#safety-notice")).toBeVisible();
    await page.goto("/");
    await hydrated(page);
    await storedOffline(page, OFFLINE.shellPages);
    await context.setOffline(true);
    try {
      await page.goto("/donate");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
      await hydrated(page);
      await expect(page.getByTestId("offline-notice")).toHaveCount(0);
      // The safety notice (not dismissed on this device) would say 911 a second time.
      await expect(page.getByRole("main").getByText(/911/).filter({ visible: true })).toHaveCount(1);
      await expect(page.locator("#safety-notice")).toBeHidden();
    } finally {
      await context.setOffline(false);
    }
  });
});
