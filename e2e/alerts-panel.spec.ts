import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page, Request } from "@playwright/test";
import { LANGUAGES, localizeHref, type Language } from "../lib/i18n/languages";
import { expect, hydrated, test } from "./fixtures";
import { ALERTS_SITE } from "./support/alerts";
import { messagesIn } from "./support/locales";
import { onScreenBelowBar } from "./support/on-screen";

/**
 * The follow panel (/alerts), the confirmation page and the manage page, on a phone, as a resident
 * uses them. The alerts' API (the lead's routes) is stood in with page.route here: these tests are
 * about the pages, not delivery. The ZIP code and community lookup (/api/alerts/where) is the real one.
 * The panel is served by a site whose alerts are on (a site without any shows no panel: e2e/alerts-off.spec.ts).
 */

const TOKEN = "t".repeat(43);
const PUBLIC_KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
const at = (language: Language, path: string) => localizeHref(language, path, { explicit: language !== "en" });
const follow = (language: Language) => ({
  channel: "push",
  email: null,
  latitude: 34.19,
  longitude: -118.131,
  radiusMiles: 5,
  topics: ["evacuation", "shelter"],
  language,
  confirmed: true,
  expiresAt: "2027-02-24T20:00:00.000Z",
});

type Sent = { url: string; body: unknown };

/** The alerts' API as the lead's routes answer it: both channels set up, every call recorded. */
async function standInApi(context: BrowserContext, { setup = { push: { publicKey: PUBLIC_KEY }, email: true } as unknown, language = "en" as Language } = {}) {
  const sent: Sent[] = [];
  await context.route(/\/api\/alerts\/(setup|follow|confirm|manage|unsubscribe)$/, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    sent.push({ url: path, body: request.postDataJSON() as unknown });
    if (path.endsWith("/setup")) return route.fulfill({ json: setup });
    if (path.endsWith("/follow")) {
      const body = request.postDataJSON() as { push?: unknown; email?: string };
      return route.fulfill({ status: 202, json: { message: "ok", ...(body.email ? { email: { status: "confirmation_sent" } } : {}), ...(body.push ? { push: { status: "active", manageToken: TOKEN } } : {}) } });
    }
    if (path.endsWith("/confirm")) return route.fulfill({ json: { confirmed: true, manageUrl: `${new URL(request.url()).origin}${at(language, "/alerts/manage")}?token=${"m".repeat(43)}` } });
    if (path.endsWith("/manage")) return route.fulfill({ json: follow(language) });
    return route.fulfill({ json: { unsubscribed: true } });
  });
  return sent;
}

/**
 * A browser that can take web push, with a subscription from a stand-in push service: the suite
 * blocks service workers (playwright.config.ts), and Chromium's own push service is unreachable here.
 */
async function standInPush(context: BrowserContext) {
  await context.addInitScript(() => {
    const subscription = {
      options: { applicationServerKey: null },
      toJSON: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/e2e", expirationTime: null, keys: { p256dh: "B".repeat(87), auth: "c".repeat(22) } }),
      unsubscribe: async () => ((window as unknown as { __unsubscribed: boolean }).__unsubscribed = true),
    };
    // The browser keeps its subscription across page loads, as a real one does.
    const registration = {
      pushManager: {
        getSubscription: async () => (sessionStorage.getItem("e2e-push-subscribed") ? subscription : null),
        subscribe: async () => (sessionStorage.setItem("e2e-push-subscribed", "1"), subscription),
      },
    };
    Object.defineProperty(window, "PushManager", { configurable: true, value: function PushManager() {} });
    Object.defineProperty(window, "Notification", { configurable: true, value: { permission: "default", requestPermission: async () => "granted" } });
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { getRegistration: async () => registration, register: async () => registration, ready: Promise.resolve(registration), addEventListener() {}, removeEventListener() {} },
    });
  });
}

/** Elements of the panel wider than the page, or reaching past its edges: a phone would scroll sideways. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const main = document.querySelector("main")!;
    return [...main.querySelectorAll<HTMLElement>("*")]
      .filter((e) => e.checkVisibility() && !e.closest(".leaflet-container"))
      .filter((e) => {
        const box = e.getBoundingClientRect();
        return box.right > width + 0.5 || box.left < -0.5;
      })
      .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? "").trim().slice(0, 40)}"`);
  });
}

/** Buttons, links and choices of the panel smaller than a thumb (44 px high). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.locator("form[aria-label] button, form[aria-label] label:has(input), form[aria-label] input:not([type=checkbox]):not([type=radio])").evaluateAll((elements) =>
    elements
      .filter((e) => (e as HTMLElement).checkVisibility())
      .filter((e) => e.getBoundingClientRect().height < 44)
      .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? "").trim().slice(0, 40)}" ${Math.round(e.getBoundingClientRect().height)}px`),
  );
}

test.describe("the follow panel on a phone", { tag: "@phone" }, () => {
  test.use({ baseURL: ALERTS_SITE });

  test("en: from the map's link, a ZIP code, a radius and topics, by e-mail: what it sends, then what happens next", async ({ page, context }) => {
    // E-mail only on this site: the form starts with e-mail chosen.
    const sent = await standInApi(context, { setup: { push: null, email: true } });
    await page.goto("/");
    await page.getByRole("link", { name: "Get alerts for your area" }).click();
    await expect(page).toHaveURL(/\/alerts$/);
    await hydrated(page);
    const form = page.getByRole("form", { name: "Get alerts for an area" });
    await form.getByLabel("Or type a ZIP code or community").fill("91001");
    await form.getByRole("button", { name: "Find" }).click();
    await expect(page.getByTestId("chosen-point")).toContainText("91001 Altadena");
    await expect(page.getByTestId("chosen-point")).toContainText("never show it to anyone");
    await form.getByText("10 miles").click();
    await form.getByText("Medical care").click();
    await expect(form.getByRole("checkbox", { name: "E-mail" })).toBeChecked();
    await form.getByLabel(/Your e-mail address/).fill("resident@example.org");
    expect(await smallTargets(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    await form.getByRole("button", { name: "Turn on alerts" }).click();

    await expect(page.getByTestId("alerts-done")).toContainText("we sent a link to resident@example.org");
    expect(sent.find((s) => s.url === "/api/alerts/follow")?.body).toEqual({
      latitude: 34.195,
      longitude: -118.138,
      radiusMiles: 10,
      topics: ["evacuation", "medical"],
      language: "en",
      email: "resident@example.org",
    });
  });

  test("en: what to fix is said next to each field, the first one in view; nothing is sent; axe finds nothing", async ({ page, context }) => {
    const sent = await standInApi(context, { setup: { push: null, email: true } });
    await page.goto("/alerts");
    await hydrated(page);
    await page.getByRole("button", { name: "Turn on alerts" }).click();
    const zip = page.getByLabel("Or type a ZIP code or community");
    await expect(zip).toBeFocused();
    await expect(zip).toBeInViewport();
    await expect(page.getByText("Choose the area: use your location, type a ZIP code or community, or tap the map.")).toBeVisible();
    await expect(page.getByText("Type an e-mail address like name@example.org.")).toBeAttached();
    expect(sent.filter((s) => s.url === "/api/alerts/follow")).toEqual([]);
    const violations = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(violations.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  for (const [language, channel] of [["en", "email"], ["es", "email"], ["fa", "push"]] as const) {
    test(`${language}: after following by ${channel}, what happens next is on screen below the bar, and the toast says what is true`, async ({ page, context }) => {
      const words = messagesIn(language);
      if (channel === "push") await standInPush(context);
      await standInApi(context, { setup: channel === "push" ? { push: { publicKey: PUBLIC_KEY }, email: true } : { push: null, email: true }, language });
      await page.goto(`${at(language, "/alerts")}?lat=34.19&lng=-118.131`);
      await hydrated(page);
      const form = page.getByRole("form", { name: words["Get alerts for an area"]! });
      if (channel === "email") await form.getByLabel(words["Your e-mail address"]!).fill("resident@example.org");
      const submit = form.getByRole("button", { name: words["Turn on alerts"]! });
      // Pressed where a thumb presses it: at the bottom of the form, scrolled to.
      await submit.evaluate((el) => el.scrollIntoView({ block: "end" }));
      await submit.click();
      const toast = page.locator(".toast-area").getByRole("status");
      // E-mail alerts start only once the mail's link is confirmed: the toast never says they are set up.
      const said = channel === "email" ? words["Check your e-mail: your alerts start when you confirm them."] : words["Alerts are on for this phone."];
      await expect.soft(toast).toHaveText(said!);
      await onScreenBelowBar(page, page.getByTestId("alerts-done"));
    });
  }

  test("fa, right to left: a push follow from a link's point, then this phone's follow, stopped", async ({ page, context }) => {
    await standInPush(context);
    const sent = await standInApi(context, { language: "fa" });
    const fa = messagesIn("fa");
    await page.goto(`${at("fa", "/alerts")}?lat=34.19&lng=-118.131`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("chosen-point")).toContainText(fa["From the link you opened"]!);
    const form = page.getByRole("form", { name: fa["Get alerts for an area"] });
    await expect(form.getByRole("checkbox", { name: new RegExp(fa["Notifications on this phone"]!) })).toBeChecked();
    expect(await overflowing(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await form.getByRole("button", { name: fa["Turn on alerts"] }).click();

    await expect(page.getByTestId("alerts-done")).toContainText(fa["Alerts are on for this phone. You can change or stop them on this page at any time."]!);
    const body = sent.find((s) => s.url === "/api/alerts/follow")?.body as Record<string, unknown>;
    expect(body).toMatchObject({ latitude: 34.19, longitude: -118.131, language: "fa", topics: ["evacuation"], push: { endpoint: "https://fcm.googleapis.com/fcm/send/e2e" } });
    expect(await page.evaluate(() => localStorage.getItem("alerts.follows"))).toBe(JSON.stringify([TOKEN]));

    // Back later: the phone shows what it follows, and stops it.
    await page.reload();
    await hydrated(page);
    const card = page.getByTestId("follow-card");
    await expect(card).toContainText(fa["Evacuation order"]!);
    await card.getByRole("button", { name: fa["Stop alerts on this phone"] }).click();
    await expect(page.getByText(fa["Alerts stopped on this phone."]!)).toBeVisible();
    expect(sent.filter((s) => s.url === "/api/alerts/unsubscribe").map((s) => s.body)).toEqual([{ token: TOKEN }]);
    expect(await page.evaluate(() => (window as unknown as { __unsubscribed?: boolean }).__unsubscribed)).toBe(true);
  });

  test("an iPhone's Safari, not from the Home Screen: the steps to add it, and e-mail offered", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    });
    try {
      await context.addInitScript(() => sessionStorage.setItem("safety-notice-dismissed", "1"));
      await standInApi(context);
      const page = await context.newPage();
      await page.goto("/alerts");
      await expect(page.getByTestId("ios-home-screen")).toContainText("Add to Home Screen");
      await expect(page.getByRole("checkbox", { name: /Notifications on this phone/ })).toHaveCount(0);
      await expect(page.getByRole("checkbox", { name: "E-mail" })).toBeChecked();
    } finally {
      await context.close();
    }
  });

  test("a site without channels says alerts are not set up, and nothing else", async ({ page, context }) => {
    await standInApi(context, { setup: { push: null, email: false } });
    await page.goto("/alerts");
    await expect(page.getByTestId("alerts-not-set-up")).toHaveText("Alerts are not set up on this site.");
    await expect(page.getByRole("button", { name: "Turn on alerts" })).toHaveCount(0);
  });

  test("every language: the panel's words are the catalog's and it fits a phone's width", async ({ page, context }) => {
    test.slow();
    await standInApi(context);
    const wide: string[] = [];
    for (const { code } of LANGUAGES) {
      const messages = messagesIn(code);
      await page.goto(`${at(code, "/alerts")}?lat=34.19&lng=-118.131`);
      await expect(page.getByRole("button", { name: messages["Turn on alerts"] })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages["Get alerts for an area"]!);
      wide.push(...(await overflowing(page)).map((e) => `${code}: ${e}`));
    }
    expect(wide).toEqual([]);
  });
});

test.describe("the confirmation and manage pages", { tag: "@phone" }, () => {
  test("ar: opening the link confirms nothing, the button does; the token goes to this site only", async ({ page, context }) => {
    const sent = await standInApi(context, { language: "ar" });
    const ar = messagesIn("ar");
    const requests: Request[] = [];
    page.on("request", (r) => requests.push(r));
    await page.goto(`${at("ar", "/alerts/confirm")}?token=${TOKEN}`);
    await hydrated(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
    expect(sent.filter((s) => s.url === "/api/alerts/confirm")).toEqual([]);
    await page.getByRole("button", { name: ar["Confirm my alerts"] }).click();
    await expect(page.getByTestId("confirm-done")).toContainText(ar["Your alerts are on."]!);
    expect(sent.filter((s) => s.url === "/api/alerts/confirm").map((s) => s.body)).toEqual([{ token: TOKEN }]);

    await page.getByRole("link", { name: ar["Change or stop these alerts"] }).click();
    await expect(page.getByTestId("follow-card")).toContainText(ar["Stop these alerts"]!);
    // Other origins (the CMS the footer reads) see neither the token nor the page's address.
    const origin = new URL(page.url()).origin;
    const leaks: string[] = [];
    for (const r of requests.filter((r) => new URL(r.url()).origin !== origin)) {
      const headers = await r.allHeaders();
      if (r.url().includes(TOKEN) || r.url().includes("m".repeat(43)) || (headers.referer ?? "").includes("token")) leaks.push(`${r.url()} (referer ${headers.referer})`);
    }
    expect(leaks).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
  });
});
