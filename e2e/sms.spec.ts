import { LANGUAGES, localizeHref, type Language } from "../lib/i18n/languages";
import { expect, test } from "./fixtures";
import { ALERTS_SITE } from "./support/alerts";
import { SMS_INBOUND_PATH } from "../lib/sms/channel";
import { signedText } from "./support/sms";

/**
 * Text messages, on the production build (docs/sms.md). The alerts site answers texts (its
 * TWILIO_* settings, Twilio's API a stand-in on loopback); the suite's main site does not. Where a
 * person without a smartphone is handed the information — the home page's help, the safety notice
 * (on a phone, on every page but home), the alerts page, the printable list — the site says what to text, in the page's language, with
 * that language's own word; a text like it, signed as Twilio signs, gets the answer from the real
 * data. On a 390×844 phone; Farsi is right to left.
 */
const at = (language: Language, path: string) => localizeHref(language, path, { explicit: language !== "en" });
const NUMBER = "(213) 555-0100";

test.describe("a site that answers texts", () => {
  test.use({ baseURL: ALERTS_SITE, showNotice: true });

  test("es and fa: the home page's help, the safety notice, the alerts page and the list say what to text, the number on one line", { tag: "@phone" }, async ({ page }) => {
    for (const [language, example, alerts] of [
      ["es", "REFUGIO 91101", "ALERTAS 91101"],
      ["fa", "سرپناه 91101", "اعلان 91101"],
    ] as const) {
      // The home page's help, under the needs; the safety notice says it on every other page (on a
      // phone's home page the hero's line is enough, and keeps the needs on the first screen).
      for (const [path, id] of [["/", "hero-text-us"], ["/volunteer", "notice-text-us"]] as const) {
        await page.goto(at(language, path));
        const line = page.getByTestId(id);
        await expect(line).toBeVisible();
        await expect(line).toContainText(example);
        await expect(line).toContainText(NUMBER);
        // The number is never broken across lines (a misdialled number is worse than none).
        await expect(line.locator("span.whitespace-nowrap").filter({ hasText: NUMBER })).toHaveCount(1);
      }
      await page.goto(at(language, "/"));
      await expect(page.getByTestId("notice-text-us")).toBeHidden();
      await page.goto(at(language, "/alerts"));
      await expect(page.getByTestId("alerts-text-us")).toContainText(alerts);
      await expect(page.getByTestId("alerts-text-us")).toContainText(NUMBER);
      await page.goto(at(language, "/list?kind=shelter"));
      await expect(page.getByTestId("print-text-us")).toContainText(example);
    }
  });

  test("the needs stay on the first screen in every language, the notice shown, on a site that answers texts", { tag: "@phone" }, async ({ page }) => {
    const below: string[] = [];
    for (const { code } of LANGUAGES) {
      await page.goto(at(code, "/"));
      await expect(page.locator("#safety-notice")).toBeVisible();
      await expect(page.getByTestId("hero-text-us")).toBeAttached();
      const last = await page.locator("[data-need]").last().boundingBox();
      if (!last || last.y + last.height > page.viewportSize()!.height) below.push(`${code}: ${last ? Math.round(last.y + last.height) : "none"}`);
    }
    expect(below).toEqual([]);
  });

  test("a text signed as Twilio signs is answered from the site's data, in the text's language; an unsigned one is refused", { tag: "@phone" }, async ({ request }) => {
    const text = async (from: string, body: string) => {
      const response = await request.post(`${ALERTS_SITE}${SMS_INBOUND_PATH}`, signedText(ALERTS_SITE, from, body));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/xml/);
      return response.text();
    };
    const es = await text("+12135550181", "refugio 91101");
    expect(es).toMatch(/<Response><Message>[^<]+<\/Message><\/Response>/);
    expect(es).toContain("911");
    expect(es).toContain(`${ALERTS_SITE}/es/list?`);
    const fa = await text("+12135550182", "سرپناه 91101");
    expect(fa).toContain(`${ALERTS_SITE}/fa/list?`);
    expect(await text("+12135550183", "hello?")).toContain("SHELTER 91101");

    const forged = signedText(ALERTS_SITE, "+12135550184", "refugio 91101", "someoneElsesToken0123456789");
    const refused = await request.post(`${ALERTS_SITE}${SMS_INBOUND_PATH}`, forged);
    expect(refused.status()).toBe(403);
  });
});

test("a site that answers no texts says nothing of them", { tag: "@phone" }, async ({ page, request }) => {
  for (const path of ["/es", "/es/alerts", "/es/list?kind=shelter"]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    await expect(page.locator('[data-testid$="text-us"]')).toHaveCount(0);
  }
  expect((await request.post(SMS_INBOUND_PATH, signedText("http://127.0.0.1", "+12135550185", "refugio 91101"))).status()).toBe(404);
});
