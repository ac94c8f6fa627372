import type { Page } from "@playwright/test";
import type { PushSubscriptionJson } from "../lib/alerts/types";
import { expect, test } from "./fixtures";
import { ALERTS_SITE, dispatch, mailsTo, PUSH_SERVICE, setOrder, type Mail } from "./support/alerts";
import { ORDER_ZONE_SHELTER } from "./support/hazards";
import { messagesIn } from "./support/locales";

/**
 * Area alerts end to end, as two residents on phones do it (docs/alerts.md): one follows a street
 * in Pasadena by e-mail in Spanish, the other by notifications in Persian (right to left). The
 * county's order zone then covers the street (the hazard feed's stub issues it, the site's refresh
 * reads it): the mail arrives in Spanish, the notification — encrypted for the phone and decrypted
 * by the push service's stand-in — in Persian. The e-mail follower leaves with the mail's one-click
 * unsubscribe and hears nothing more; the phone keeps hearing.
 *
 * Chromium cannot reach its real push service here, so PushManager.prototype.subscribe answers a
 * subscription of the local stand-in (made by it, with keys only it holds): everything else — the
 * service worker, the permission, the panel, the server's signing and encryption — is real.
 */

test.describe.configure({ mode: "serial" });
test.use({ baseURL: ALERTS_SITE, serviceWorkers: "allow" });

const es = messagesIn("es");
const fa = messagesIn("fa");
const POINT = `?lat=${ORDER_ZONE_SHELTER.latitude}&lng=${ORDER_ZONE_SHELTER.longitude}`;

type Received = { id: string; urgency: string | null; topic: string | null; payload: { title: string; body: string; url: string; tag: string; lang: string; dir: string } };
const pushesFor = async (page: Page, subscription: PushSubscriptionJson) => {
  const id = subscription.endpoint.split("/").pop();
  return ((await (await page.request.get(`${PUSH_SERVICE}/messages`)).json()) as Received[]).filter((m) => m.id === id);
};

/** The link in a mail's text to one of the site's pages, e.g. "/es/alerts/confirm?token=…". */
const linkIn = (mail: Mail, path: string) => {
  const found = new RegExp(`${ALERTS_SITE.replace(/\./g, "\\.")}${path.replace(/\?/g, "\\?")}[^\\s>)"]+`).exec(mail.text)?.[0];
  expect(found, `a link to ${path} in ${mail.text}`).toBeTruthy();
  return found!;
};

test("@phone residents follow an area by e-mail (Spanish) and by notifications (Persian), and hear the order in their language", async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  // From a known state whatever ran before (a retry): the order lifted, the lift sent.
  await setOrder(request, "lifted");
  await dispatch(request);

  // --- Resident 1: Spanish, e-mail, from the link on a place card (the point comes with it).
  const address = `vecina-${Date.now()}@example.org`;
  await page.goto(`/es/alerts${POINT}`);
  await expect(page.getByTestId("chosen-point")).toBeVisible();
  // Notifications on this phone are offered first (checked); this resident wants e-mail only.
  await page.getByRole("checkbox", { name: es["Notifications on this phone"] }).uncheck();
  await page.getByRole("checkbox", { name: es["E-mail"] }).check();
  await page.locator('input[name="alertEmail"]').fill(address);
  await page.getByRole("button", { name: es["Turn on alerts"] }).click();
  await expect(page.getByTestId("alerts-done")).toContainText(address);

  const [confirmation] = await mailsTo(request, address);
  expect(confirmation!.headers["content-language"]).toBe("es");
  // Opening the link confirms nothing (a mail scanner opens links); the button does.
  await page.goto(linkIn(confirmation!, "/es/alerts/confirm?token="));
  await page.getByRole("button", { name: es["Confirm my alerts"] }).click();
  await expect(page.getByTestId("confirm-done")).toBeVisible();

  // --- Resident 2: Persian, notifications on this phone.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "allow", baseURL: ALERTS_SITE });
  await context.grantPermissions(["notifications"], { origin: ALERTS_SITE });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.251.0.1" });
  const subscription = (await (await request.post(`${PUSH_SERVICE}/subscriptions`)).json()) as PushSubscriptionJson;
  await context.addInitScript((json: PushSubscriptionJson) => {
    const fake = { endpoint: json.endpoint, options: { applicationServerKey: null }, toJSON: () => json, unsubscribe: async () => true };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      Object.assign(fake.options, options);
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => null;
  }, subscription);
  const phone = await context.newPage();
  await phone.goto(`/fa/alerts${POINT}`);
  await expect(phone.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(phone.getByTestId("chosen-point")).toBeVisible();
  await expect(phone.getByRole("checkbox", { name: fa["Notifications on this phone"] })).toBeChecked();
  await phone.getByRole("button", { name: fa["Turn on alerts"] }).click();
  await expect(phone.getByTestId("alerts-done")).toBeVisible({ timeout: 25_000 });

  // --- The county issues the order: the refresh reads it and the site sends at once.
  await setOrder(request, "order");
  const [, alert] = await mailsTo(request, address, 2);
  expect(alert!.headers["content-language"]).toBe("es");
  expect(alert!.subject).toContain(es["Evacuation order"]);
  expect(alert!.text).toContain("Sample Order Zone – Central Pasadena (test)");
  expect(alert!.text).toContain("911");
  expect(alert!.text).toContain("ready.lacounty.gov");
  expect(alert!.html).toMatch(/<html[^>]* lang="es"/);
  // RFC 8058: one-click unsubscribe with an https… (here http, on this machine) address on the site.
  expect(alert!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribe = /^<([^>]+)>$/.exec(alert!.headers["list-unsubscribe"] ?? "")?.[1];
  expect(unsubscribe).toMatch(new RegExp(`^${ALERTS_SITE}/api/alerts/unsubscribe\\?token=`));

  let pushes: Received[] = [];
  await expect(async () => {
    pushes = await pushesFor(page, subscription);
    expect(pushes).toHaveLength(1);
  }).toPass({ timeout: 15_000 });
  const [notification] = pushes;
  expect(notification!.urgency).toBe("high");
  expect(notification!.payload).toMatchObject({ lang: "fa", dir: "rtl" });
  expect(notification!.payload.title).toContain(fa["Evacuation order"]);
  expect(notification!.payload.url.startsWith(`${ALERTS_SITE}/fa`)).toBe(true);

  // The map the alert opens: at the point, nearest places first.
  await page.goto(linkIn(alert!, "/es?at="));
  await expect(page).toHaveURL(/at=34\.148(,|%2C)-118\.144/);

  // --- The e-mail follower leaves in one click (the mail program's POST), and hears nothing more.
  const left = await request.post(unsubscribe!, { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "List-Unsubscribe=One-Click" });
  expect(left.status()).toBe(200);
  await setOrder(request, "lifted");
  await setOrder(request, "order");
  await dispatch(request);
  await expect(async () => expect(await pushesFor(page, subscription)).toHaveLength(3)).toPass({ timeout: 15_000 });
  expect(await mailsTo(request, address, 2)).toHaveLength(2);
  await context.close();
});
