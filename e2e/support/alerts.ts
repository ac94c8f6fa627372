import { expect, type APIRequestContext } from "@playwright/test";
import { HAZARD_SITE_ENV, HAZARD_ZONES_SOURCE } from "./hazards";
import { PORTS, url } from "./ports";
import { TWILIO_ACCOUNT } from "./sms";

/**
 * The alerts site (playwright.config.ts): the e2e build on its own database, with both alert
 * channels on, sending through the stand-ins of e2e/support/alert-stand-ins.ts and reading the
 * hazard feeds' stub (an order zone arrives when a spec calls the refresh, as the scheduler would).
 */
export const ALERTS_SITE = url(PORTS.alerts);
export const PUSH_SERVICE = url(PORTS.pushService);
export const MAILBOX = url(PORTS.mailbox);
export const ALERTS_SECRET = "e2e-alerts-secret-0123456789";

/** A key pair made for these tests only (`npm run alerts -- keys`). */
const VAPID = {
  publicKey: "BIpW4KL-uGNHmpH-cH5BtZ2yY2QO9SwsS8oWGgFxU1Ty1z2Rjk_q3GO3ZTC0S9pVipqZRAq_6UuQgyYPQw1uXYY",
  privateKey: "LiEhyMSXqCAP94VnwkH_5ApNpHVnvey_I5jZeP6kFMw",
};

export const ALERT_FEEDS = url(PORTS.alertFeeds);

export const ALERTS_SITE_ENV = {
  ...HAZARD_SITE_ENV,
  // Its own instance of the feeds' stub, whose order the spec lifts and issues again.
  HAZARD_INCIDENTS_URL: `${ALERT_FEEDS}/umbraco/api/IncidentApi/GeoJsonList?inactive=false`,
  HAZARD_PERIMETERS_URL: `${ALERT_FEEDS}/perimeters/FeatureServer/0`,
  HAZARD_ZONES_URL: `${ALERT_FEEDS}/zones/FeatureServer/0`,
  HAZARD_ZONES_SOURCE,
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: "mailto:alerts@example.org",
  SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
  ALERTS_FROM: "LA Wildfire Relief (test) <alerts@example.org>",
  ALERTS_SECRET,
  ALERTS_PUSH_HOSTS: `127.0.0.1:${PORTS.pushService}`,
  SITE_URL: ALERTS_SITE,
  // Text messages (docs/sms.md): the stand-in of Twilio's API on loopback, and the number residents text.
  TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT.sid,
  TWILIO_AUTH_TOKEN: TWILIO_ACCOUNT.authToken,
  TWILIO_FROM: TWILIO_ACCOUNT.from,
  TWILIO_API_URL: url(PORTS.twilio),
};

export type Mail = { to: string[]; subject: string; text: string; html: string; headers: Record<string, string> };

/** The mails the SMTP stand-in received for this address, waiting until `count` have arrived. */
export async function mailsTo(request: APIRequestContext, address: string, count = 1): Promise<Mail[]> {
  let mails: Mail[] = [];
  await expect(async () => {
    mails = ((await (await request.get(`${MAILBOX}/`)).json()) as Mail[]).filter((m) => m.to.includes(address));
    expect(mails.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 15_000 });
  return mails;
}

/** Lifts the stub's order zone, or issues it again, then runs the alerts site's refresh (which dispatches right after). */
export async function setOrder(request: APIRequestContext, status: "order" | "lifted") {
  expect((await request.post(`${ALERT_FEEDS}/__order?status=${status}`)).status()).toBe(200);
  await refreshAlertsSiteHazards(request);
}

/** Runs the hazard refresh on the alerts site (the zones' order reaches followers right after it). */
export async function refreshAlertsSiteHazards(request: APIRequestContext) {
  const response = await request.post(`${ALERTS_SITE}/api/hazards/refresh`, { headers: { authorization: `Bearer ${HAZARD_SITE_ENV.HAZARD_REFRESH_SECRET}` } });
  expect(response.status()).toBe(200);
}

/** What the scheduler does every minute. */
export async function dispatch(request: APIRequestContext) {
  const response = await request.post(`${ALERTS_SITE}/api/alerts/dispatch`, { headers: { authorization: `Bearer ${ALERTS_SECRET}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, number>;
}
