import type { Page, Request } from "@playwright/test";
import { expect, hydrated, isPhone, test as base } from "./fixtures";
import { FOOTER } from "../lib/footer/settings";
import { faq } from "../lib/content/en/faq";
import { contentIn } from "./support/locales";
import { FORM_MESSAGES } from "../lib/forms/messages";
import type { TargetLanguage } from "../lib/i18n/types";
import { consoleErrors, curated, leftoverEnglish, pageErrors, translateStub, unsafeLinks } from "./support/fault-checks";
import { PORTS, url } from "./support/ports";

/**
 * What a visitor sees when a dependency fails: the database (a server whose embedded database
 * cannot open), the translation service (a stub switched to down / slow / garbage) and the CMS
 * (stub scenarios chosen per browser context with the x-cms-scenario header).
 */

/** `cmsFault` picks any CMS stub scenario, including the ones the shared fixture does not name. */
const test = base.extend<{ cmsFault: string | null }>({
  cmsFault: [null, { option: true }],
  context: async ({ context, cmsFault, clientIp }, use) => {
    if (cmsFault) await context.setExtraHTTPHeaders({ "x-cms-scenario": cmsFault, "x-forwarded-for": clientIp });
    await use(context);
  },
});

const DB_DOWN = url(PORTS.dbDown);
const FOOD_ALTADENA = "00000000-0000-4000-8000-000000000001";
const FOOD_ALTADENA_NAME = "Sample: Community Food Distribution – Altadena";
const DATA_UNAVAILABLE = /We could not load the list of places right now/;
const SAVE_FAILED = "Your answers are still in the form";
const CMS_FOOTER = new RegExp(`127\\.0\\.0\\.1:${PORTS.cms}/api/footer$`);

/** Server actions are POSTs carrying a Next-Action header. */
const isAction = (method: string, headers: Record<string, string>) => method === "POST" && "next-action" in headers;

async function expectShell(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible();
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Volunteer", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
  } else {
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Volunteer", exact: true })).toBeVisible();
  }
  const footer = page.locator("footer");
  await expect(footer.getByRole("navigation", { name: "Footer" }).getByRole("link")).not.toHaveCount(0);
  await expect(footer.getByTestId("cms-links").getByRole("link")).toHaveText(["Instagram", "LinkedIn", "Facebook"]);
}

async function expectChatAnswers(page: Page) {
  await page.getByRole("button", { name: "Open FAQ chat" }).click();
  const panel = page.getByTestId("chat-panel");
  await panel.getByRole("button", { name: faq.faqs[0]!.question }).click();
  await expect(panel.locator("[data-sender=bot]").nth(1)).toBeVisible();
  await panel.getByRole("button", { name: "Close FAQ chat" }).click();
  await expect(panel).toHaveCount(0);
}

test.describe("database unavailable", () => {
  for (const route of ["/contact", "/wildfireguide", "/suggest"]) {
    test(`${route} needs no data and renders in full: navigation, content, footer, chat`, async ({ page }) => {
      const errors = pageErrors(page);
      const response = await page.goto(`${DB_DOWN}${route}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByText(DATA_UNAVAILABLE)).toHaveCount(0);
      await expect(page.getByText("Something went wrong on this page")).toHaveCount(0);
      await hydrated(page);
      await expectShell(page);
      await expectChatAnswers(page);
      expect(errors).toEqual([]);
    });
  }

  for (const [route, heading] of [
    ["/", "Map of resources"],
    ["/volunteer", "Volunteer opportunities"],
    ["/donate", "What is needed where"],
  ] as const) {
    test(`${route} says the places cannot be loaded, inside a working page`, async ({ page }) => {
      const errors = pageErrors(page);
      const response = await page.goto(`${DB_DOWN}${route}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      const notice = page.getByRole("alert").filter({ hasText: DATA_UNAVAILABLE });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("dial 2-1-1");
      // Not the error page, not a skeleton that never ends, and no leftovers of a data view.
      await expect(page.getByText("Something went wrong on this page")).toHaveCount(0);
      await expect(page.getByText("Loading places…")).toHaveCount(0);
      await expect(page.getByTestId("sample-notice")).toHaveCount(0);
      await expect(page.getByText(/Data last updated/)).toHaveCount(0);
      await expect(page.locator("[id^=place-card-], [data-testid=place-list]")).toHaveCount(0);
      await hydrated(page);
      await expectShell(page);
      expect(errors).toEqual([]);
    });
  }

  test("a shared place link says the data is unavailable, not that the place is gone", async ({ page }) => {
    const response = await page.goto(`${DB_DOWN}/?place=${FOOD_ALTADENA}#map`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("alert").filter({ hasText: DATA_UNAVAILABLE })).toBeVisible();
    await expect(page.getByText(/We could not find that place/)).toHaveCount(0);
  });

  test("the collaboration form keeps every answer when saving fails, and retries with the same key", async ({ page }) => {
    const errors = pageErrors(page);
    const keys: string[] = [];
    page.on("request", (r) => {
      if (isAction(r.method(), r.headers())) keys.push(JSON.parse(r.postData() ?? "[]")[0]?.idempotencyKey);
    });
    await page.goto(`${DB_DOWN}/contact`);
    await hydrated(page);
    const form = page.getByRole("form", { name: "Collaboration form" });
    const answers = {
      "Your name": "Ana Example",
      Organization: "Example Mutual Aid",
      "E-mail": "ana@example.org",
      Phone: "(626) 555-0142",
    };
    for (const [label, value] of Object.entries(answers)) await form.getByLabel(label).fill(value);
    await form.getByLabel("How would you like to work with us?").selectOption("supplies");
    await form.getByLabel("Message", { exact: true }).fill("We run a pantry and can share supplies every week.");
    await form.getByLabel("You may contact me about this message.").check();

    for (let attempt = 1; attempt <= 2; attempt++) {
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(form.getByRole("alert")).toHaveText(FORM_MESSAGES.unavailable);
      await expect(page.locator(".toast-area").getByText(SAVE_FAILED).last()).toBeVisible();
      await expect(page.getByText("We received your message")).toHaveCount(0);
      for (const [label, value] of Object.entries(answers)) await expect(form.getByLabel(label)).toHaveValue(value);
      await expect(form.getByLabel("How would you like to work with us?")).toHaveValue("supplies");
      await expect(form.getByLabel("Message", { exact: true })).toHaveValue("We run a pantry and can share supplies every week.");
      await expect(form.getByLabel("You may contact me about this message.")).toBeChecked();
      await expect(form.getByRole("button", { name: "Send message" })).toBeEnabled();
    }
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(errors).toEqual([]);
  });

  test("the suggestion form keeps every answer, the picked point included, when saving fails", async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(`${DB_DOWN}/suggest`);
    await hydrated(page);
    const form = page.getByRole("form", { name: "Suggest a place" });
    // By field name (optional fields' labels end in "(optional)").
    const texts = {
      name: "Pasadena Water Station",
      address: "100 N Garfield Ave, Pasadena, CA 91101",
      hours: "Mon–Fri 9 AM–5 PM",
      phone: "(626) 555-0199",
      website: "https://example.org/water",
      description: "Bottled water and ice, no questions asked.",
      source: "I volunteer there.",
      contactEmail: "sam@example.org",
    };
    await form.getByLabel("Kind of place").selectOption("resource");
    await form.getByLabel("Category").selectOption("essentials");
    for (const [name, value] of Object.entries(texts)) await form.locator(`#field-${name}`).fill(value);
    const boxes = ["No ID needed", "Pets allowed", "Wheelchair accessible"];
    for (const label of boxes) await form.getByLabel(label).check();
    await form.getByRole("button", { name: "Pick on the map" }).click();
    await form.locator(".leaflet-container").click({ position: { x: 120, y: 100 } });
    const point = form.getByText(/Point chosen: 3\d\.\d+, -11\d\.\d+/);
    await expect(point).toBeVisible();
    const pointText = await point.textContent();

    await form.getByRole("button", { name: "Send suggestion" }).click();
    await expect(form.getByRole("alert")).toHaveText(FORM_MESSAGES.unavailable);
    await expect(page.locator(".toast-area").getByText(SAVE_FAILED)).toBeVisible();
    await expect(page.getByText("before it appears on the map")).toHaveCount(0);
    await expect(form.getByLabel("Kind of place")).toHaveValue("resource");
    await expect(form.getByLabel("Category")).toHaveValue("essentials");
    for (const [name, value] of Object.entries(texts)) await expect(form.locator(`#field-${name}`)).toHaveValue(value);
    for (const label of boxes) await expect(form.getByLabel(label)).toBeChecked();
    await expect(point).toHaveText(pointText!);
    expect(errors).toEqual([]);
  });
});

test.describe("translation service failing", { tag: "@desktop" }, () => {
  // One stub, switched between modes: these tests run in order, in one project. The stub and the
  // site (3104) are theirs alone, so other specs never see a broken translation service.
  test.describe.configure({ mode: "serial" });
  const SITE = url(PORTS.translateFaults);
  const stub = translateStub(url(PORTS.translateFaultsStub));

  type Answer = { texts: string[]; translations: { text: string; source: string }[] };

  /** Watches the page's calls to /api/translate: how many are under way, and what each answered. */
  function translateTraffic(page: Page) {
    const traffic = { inFlight: 0, answers: [] as Promise<Answer | null>[] };
    const isTranslate = (r: Request) => r.method() === "POST" && r.url().endsWith("/api/translate");
    page.on("request", (r) => {
      if (isTranslate(r)) traffic.inFlight++;
    });
    const settled = (r: Request) => {
      if (isTranslate(r)) traffic.inFlight--;
    };
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
    page.on("response", (r) => {
      if (!isTranslate(r.request())) return;
      const texts = (r.request().postDataJSON() as { texts: string[] }).texts;
      traffic.answers.push(
        r
          .json()
          .then((body: { translations: Answer["translations"] }) => ({ texts, translations: body.translations }))
          .catch(() => null),
      );
    });
    return traffic;
  }

  /** Waits for the page's translation passes to end; every text came back as it was (or curated), none by machine. */
  async function expectOriginalsAnswered(traffic: ReturnType<typeof translateTraffic>) {
    await expect.poll(() => traffic.answers.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => traffic.inFlight, { timeout: 10_000 }).toBe(0);
    const answers = (await Promise.all(traffic.answers)).filter((a): a is Answer => a !== null);
    traffic.answers.length = 0;
    expect(answers.length).toBeGreaterThan(0);
    const originals = answers.flatMap((a) => a.translations.filter((t) => t.source === "original"));
    expect(originals.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer.translations).toHaveLength(answer.texts.length);
      answer.translations.forEach((t, i) => {
        expect(t.source).not.toBe("machine");
        if (t.source === "original") expect(t.text).toBe(answer.texts[i]);
      });
    }
  }

  async function expectOnlyEnglishPlaceText(page: Page, lang: TargetLanguage) {
    const name = page.locator(`#place-card-${FOOD_ALTADENA} h3`).first();
    await expect(name).toHaveText(FOOD_ALTADENA_NAME);
    await expect(page.locator("body")).not.toContainText(`[${lang}]`);
    await expect(page.locator("[data-machine-translated]")).toHaveCount(0);
    await expect(page.getByText(curated("Some text on this page was translated by machine.", lang))).toHaveCount(0);
  }

  async function expectBuiltInTextTranslated(page: Page, lang: TargetLanguage) {
    await expect(page.locator("html")).toHaveAttribute("lang", lang === "zh" ? "zh-Hans" : lang);
    await expect(page.locator("#map-title")).toHaveText(contentIn(lang).home.map.title);
    expect(await leftoverEnglish(page, lang)).toEqual([]);
  }

  for (const [mode, lang] of [
    ["down", "es"],
    ["slow", "zh"],
    ["garbage", "ko"],
  ] as const) {
    test(`${mode}: built-in text in the chosen language, database text stays English, nothing cached`, async ({ page }) => {
      // Three page loads, each with its translation pass (the slow one waits out the server's timeout).
      test.slow();
      await stub.reset();
      await stub.mode(mode);
      const errors = pageErrors(page);
      const logged = consoleErrors(page);
      const traffic = translateTraffic(page);

      await page.goto(`${SITE}/?lang=${lang}#map`);
      await hydrated(page);
      await expectBuiltInTextTranslated(page, lang);
      await expect(page.locator(`#place-card-${FOOD_ALTADENA} h3`).first()).toHaveText(FOOD_ALTADENA_NAME);
      // Usable while the translation is still under way (or already given up).
      const search = page.getByLabel(curated("Search", lang), { exact: true });
      await search.fill("mobile medical");
      await expect(page.getByTestId("place-list").locator(":scope > li")).toHaveCount(1);
      await search.fill("");
      await expect(page.getByTestId("place-list").locator(":scope > li")).not.toHaveCount(1);

      // The service was asked, the site answered with the originals, and the page shows them.
      await expectOriginalsAnswered(traffic);
      expect(await stub.calls()).toBeGreaterThan(0);
      await expectOnlyEnglishPlaceText(page, lang);

      // Nothing was written to the cache: the next load asks the service again.
      const callsBefore = await stub.calls();
      await page.reload();
      await hydrated(page);
      await expect.poll(stub.calls, { timeout: 10_000 }).toBeGreaterThan(callsBefore);
      await expectOriginalsAnswered(traffic);
      await expectBuiltInTextTranslated(page, lang);
      await expectOnlyEnglishPlaceText(page, lang);
      expect(errors).toEqual([]);
      expect(logged).toEqual([]);
    });
  }

  // Last, because it fills the cache: a retry of this serial group reruns the fault tests above on
  // an empty cache, so this test must never run before them.
  test("control: with the service back, the same text is translated in every language", async ({ page }) => {
    await stub.reset();
    await stub.mode("ok");
    const errors = pageErrors(page);
    for (const lang of ["es", "zh", "ko"] as const) {
      await page.goto(`${SITE}/?lang=${lang}#map`);
      await hydrated(page);
      // So the English in the tests above was the fault's doing.
      await expect(page.locator(`#place-card-${FOOD_ALTADENA} h3`).first()).toContainText(`[${lang}]`, { timeout: 15_000 });
    }
    expect(errors).toEqual([]);
  });
});

test.describe("CMS failing", () => {
  /** The footer's CMS list, and the links stored for the session (null: nothing stored). */
  const cmsLinks = (page: Page) => page.getByTestId("cms-links").getByRole("link");
  const stored = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), FOOTER.storageKey);

  async function expectFooterIntact(page: Page) {
    const footer = page.locator("footer");
    await expect(footer.getByRole("list", { name: "Social" }).getByRole("link")).toHaveCount(3);
    await expect(footer.getByRole("navigation", { name: "Footer" }).getByRole("link")).not.toHaveCount(0);
    await expect(footer).not.toContainText(/error|failed|unavailable/i);
    await expect(page.locator(".toast-area")).toBeEmpty();
  }

  for (const name of ["javascript", "javascript-control", "data", "vbscript", "protocol-relative", "credentials", "long"]) {
    test.describe(`a ${name} link`, () => {
      test.use({ cmsFault: `hostile-${name}` });
      test("is dropped, the other links stay, and nothing unsafe is stored", async ({ page }) => {
        const errors = pageErrors(page);
        const answered = page.waitForResponse(CMS_FOOTER);
        await page.goto("/donate");
        expect((await answered).status()).toBe(200);
        await hydrated(page);
        await expect(cmsLinks(page)).toHaveText(["Instagram", "Facebook"]);
        expect(await unsafeLinks(page)).toEqual([]);
        const kept = JSON.parse((await stored(page)) ?? "null") as { label: string; href: string }[];
        expect(kept.map((l) => l.label)).toEqual(["Instagram", "Facebook"]);
        await expectFooterIntact(page);
        expect(errors).toEqual([]);
      });
    });
  }

  test.describe("three hostile links", () => {
    test.use({ cmsFault: "hostile-all" });
    test("leave no CMS list at all", async ({ page }) => {
      const errors = pageErrors(page);
      const answered = page.waitForResponse(CMS_FOOTER);
      await page.goto("/contact");
      expect((await answered).status()).toBe(200);
      await hydrated(page);
      await expect(page.getByTestId("cms-links")).toHaveCount(0);
      expect(await unsafeLinks(page)).toEqual([]);
      await expectFooterIntact(page);
      expect(errors).toEqual([]);
    });
  });

  for (const scenario of ["malformed", "wrong-types"]) {
    test.describe(`an answer that is ${scenario}`, () => {
      test.use({ cmsFault: scenario });
      test("shows no CMS links and no error", async ({ page }) => {
        const errors = pageErrors(page);
        const answered = page.waitForResponse(CMS_FOOTER);
        await page.goto("/wildfireguide");
        expect((await answered).status()).toBe(200);
        await hydrated(page);
        await expect(page.getByTestId("cms-links")).toHaveCount(0);
        expect(await unsafeLinks(page)).toEqual([]);
        await expectFooterIntact(page);
        expect(errors).toEqual([]);
      });
    });
  }

  test.describe("when the CMS cuts the connection", () => {
    test.use({ cmsFault: "down" });
    test("the footer shows no CMS links, stores nothing, and the next page load asks again", async ({ page }) => {
      const errors = pageErrors(page);
      let asked = 0;
      page.on("request", (r) => {
        if (CMS_FOOTER.test(r.url()) && r.method() === "GET") asked++;
      });
      const failed = page.waitForEvent("requestfailed", (r) => CMS_FOOTER.test(r.url()));
      await page.goto("/volunteer");
      await failed;
      await hydrated(page);
      await expect(page.getByTestId("cms-links")).toHaveCount(0);
      expect(await stored(page)).toBeNull();
      await expectFooterIntact(page);

      // The page still works: the footer's own navigation leads on.
      await page.locator("footer").getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("form", { name: "Collaboration form" })).toBeVisible();
      // The footer stays mounted across in-app navigation; the next full page load tries the CMS again.
      await page.reload();
      await hydrated(page);
      await expect.poll(() => asked).toBe(2);
      await expect(page.getByTestId("cms-links")).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });

  test.describe("when the CMS is slow", () => {
    test.use({ cmsFault: "slow" });
    test("the page is usable meanwhile, and the footer gives up after its timeout without links", async ({ page }) => {
      const errors = pageErrors(page);
      // Timed from the footer's own request, so a slow page load on a busy machine does not count.
      let sentAt = 0;
      page.on("request", (r) => {
        if (CMS_FOOTER.test(r.url())) sentAt = Date.now();
      });
      // The whole test's budget, not 20 s from here: on a busy machine the page itself can take
      // that long before the footer even asks (the footer's own timing is checked below).
      const gaveUp = page.waitForEvent("requestfailed", { predicate: (r) => CMS_FOOTER.test(r.url()), timeout: 50_000 });
      await page.goto("/donate");
      await hydrated(page);
      // Before the CMS has answered: the chat works.
      await expectChatAnswers(page);
      await gaveUp;
      // Given up by the footer's own timeout, before the stub's slow answer (12 s) could arrive.
      const waited = Date.now() - sentAt;
      expect(waited).toBeGreaterThanOrEqual(FOOTER.fetchTimeoutMs - 500);
      expect(waited).toBeLessThan(12_000);
      await expect(page.getByTestId("cms-links")).toHaveCount(0);
      expect(await stored(page)).toBeNull();
      await expectFooterIntact(page);
      expect(errors).toEqual([]);
    });
  });
});
