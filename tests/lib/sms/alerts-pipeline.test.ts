// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LA_ZIPS } from "@/lib/alerts/where";
import { sqlStores } from "@/lib/data/sql";
import type { AlertStore, HazardStore, LimitStore, SmsStore } from "@/lib/data/stores";
import { refreshHazards } from "@/lib/hazards/refresh";
import { deliverDue, type Senders } from "@/lib/services/alerts/deliver";
import { detectAlerts } from "@/lib/services/alerts/detect";
import { saveRefresh } from "@/lib/services/hazards/save-refresh";
import { answerText, rendering, type InboundDeps } from "@/lib/services/sms/inbound";
import { stopReply } from "@/lib/sms/replies";
import { reminderText, zoneAlertText } from "@/lib/sms/alert-texts";
import { createTwilioSender } from "@/lib/sms/send";
import { countSegments } from "@/lib/sms/segments";
import { OPEN_TIMEOUT_MS, openPglite, openPostgres, TEST_DATABASE_URL, type TestDatabase } from "@/tests/support/databases";
import { startFeedStub, type FeedStub } from "@/tests/support/feed-stub";
import { startTwilio, type TwilioStandIn } from "@/tests/support/twilio";

/**
 * Alerts by text through the real pipeline (docs/sms.md "Alerts by text"): a resident texts
 * ALERTS and YES to the inbound handler, the hazard feed (a local stand-in speaking GeoJSON)
 * issues an order over the area, the detection queues it in the alerts' outbox, two dispatchers
 * on two database sessions send at once through the Twilio sender to a stand-in of Twilio's API,
 * at the rate shared in the database: one text. Lifted: one text. STOP: nothing after. On a real
 * PostgreSQL when TEST_DATABASE_URL is set (two connections: two dispatchers really at once), and
 * on the embedded PGlite.
 */

const SECRET = "sms-pipeline-secret-0123456789ab";
const SITE = "https://relief.example.org";
const PHONE = "+12135550177";
const [LAT, LNG] = LA_ZIPS.zips["91001"]!;
const ZONE_NAME = "Altadena Zone LAC-T091 (test fixture)";
const zoneFields = { statusField: "zone_status", nameField: "zone_name", idField: "zone_id" };

/** The county's zone feed: one zone around 91001's point, with the status the test sets. */
let status = "Evacuation Order";
const zoneFeed = () =>
  JSON.stringify({
    type: "FeatureCollection",
    features: [
      {
        type: "Feature",
        geometry: { type: "Polygon", coordinates: [[[LNG - 0.02, LAT - 0.02], [LNG + 0.02, LAT - 0.02], [LNG + 0.02, LAT + 0.02], [LNG - 0.02, LAT + 0.02], [LNG - 0.02, LAT - 0.02]]] },
        properties: { zone_id: "LAC-T091", zone_name: ZONE_NAME, zone_status: status },
      },
    ],
  });

const backends: [string, () => Promise<TestDatabase>][] = [["PGlite", openPglite], ...(TEST_DATABASE_URL ? [["PostgreSQL", openPostgres] as [string, () => Promise<TestDatabase>]] : [])];

describe.each(backends)("alerts by text, end to end (%s)", (_name, open) => {
  let db: TestDatabase;
  let second: Awaited<ReturnType<TestDatabase["secondSession"]>>;
  let alerts: AlertStore;
  let otherAlerts: AlertStore;
  let hazards: HazardStore;
  let limits: LimitStore;
  let otherLimits: LimitStore;
  let sms: SmsStore;
  let twilio: TwilioStandIn;
  let feed: FeedStub;
  let minute = 0;

  beforeAll(async () => {
    db = await open();
    second = await db.secondSession();
    const stores = sqlStores(db.client);
    const others = sqlStores(second.db);
    alerts = stores.alerts();
    otherAlerts = others.alerts();
    hazards = stores.hazards();
    limits = stores.limits();
    otherLimits = others.limits();
    sms = stores.sms();
    twilio = await startTwilio();
    feed = await startFeedStub((url) => (url.pathname === "/zones.geojson" ? { body: zoneFeed() } : undefined));
  }, OPEN_TIMEOUT_MS * 3);
  afterAll(async () => {
    await feed?.close();
    await twilio?.close();
    await second?.close();
    await db?.close();
  });
  beforeEach(async () => {
    await db.client.query("delete from public.alert_follows");
    await db.client.query("delete from public.sms_opt_outs");
    await db.client.query("delete from public.hazard_layers");
    await db.client.query("delete from public.rate_limits");
    twilio.messages.length = 0;
  });

  const inbound = (): InboundDeps => ({ optOuts: sms, limits, places: async () => null, siteUrl: SITE, counterKey: "counter-key", alerts: { store: alerts, secret: SECRET } });
  const text = async (body: string) => (await answerText(PHONE, body, inbound())).reply;

  /** The zone feed read as the refresh reads it, stored, and the detection run. */
  async function feedSays(newStatus: string) {
    status = newStatus;
    const now = () => new Date(Date.UTC(2099, 0, 8, 17, minute++));
    const refreshed = await refreshHazards({ zones: { url: `${feed.base}/zones.geojson`, source: "County OEM (test fixture)", ...zoneFields } }, { now, log: { info() {}, warn() {} } });
    await saveRefresh(hazards, refreshed);
    return detectAlerts(alerts, hazards);
  }

  const senders = (store: LimitStore, maxPerSecond = 1): Senders => ({
    push: null,
    email: null,
    sms: {
      sender: createTwilioSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: { number: "+12135550100" }, apiUrl: twilio.origin, maxPerSecond }),
      text: (language, event, siteUrl) => zoneAlertText(rendering(language), event, siteUrl),
      reminder: (language, area, expiresAt) => reminderText(rendering(language), area, expiresAt),
      slot: () => store.hit("sms-send", maxPerSecond, 1),
      maxPerSecond,
    },
  });
  /** Two dispatchers at once, each on its own database session, sharing the rate in the database. */
  const twoDispatchers = () =>
    Promise.all([
      deliverDue(alerts, senders(limits), { siteUrl: SITE, secret: SECRET, render: () => { throw new Error("texts are not rendered as mail"); } }),
      deliverDue(otherAlerts, senders(otherLimits), { siteUrl: SITE, secret: SECRET, render: () => { throw new Error("texts are not rendered as mail"); } }),
    ]);

  it("ALERTS 91001 → YES → an order: one text, in Spanish, with the English term and the map; lifted: one text; STOP: nothing after", async () => {
    expect(await text("ALERTAS 91001")).toMatch(/^Responda SI para recibir .*91001.*STOP/s);
    // Nothing is followed before YES: an order now is not sent.
    expect(await feedSays("Evacuation Order")).toMatchObject({ zoneAlerts: 0 });
    expect(await text("si")).toMatch(/alertas de evacuacion para 91001 durante 90 dias/);

    // Confirmed while the order is in force: the resident has seen no map, so it is sent.
    expect(await feedSays("Evacuation Order")).toMatchObject({ zoneAlerts: 1 });
    // The same copy read again queues nothing more.
    expect(await detectAlerts(alerts, hazards)).toMatchObject({ zoneAlerts: 0 });
    const [a, b] = await twoDispatchers();
    expect(a.sent + b.sent).toBe(1);
    expect(twilio.messages).toHaveLength(1);
    const order = twilio.messages[0]!;
    expect(order.to).toBe(PHONE);
    expect(order.body).toContain(`Orden de evacuacion: ${ZONE_NAME} (Evacuation Order)`);
    expect(order.body).toContain(`${SITE}/es?at=`);
    expect(countSegments(order.body).segments).toBeLessThanOrEqual(3);
    // Dispatching again sends nothing.
    expect(await twoDispatchers()).toEqual([expect.objectContaining({ sent: 0 }), expect.objectContaining({ sent: 0 })]);

    expect(await feedSays("Lifted")).toMatchObject({ zoneAlerts: 1 });
    await twoDispatchers();
    expect(twilio.messages).toHaveLength(2);
    const lifted = twilio.messages[1]!.body;
    expect(lifted).toContain(`(Evacuation Order lifted)`);
    expect(lifted).toContain("ready.lacounty.gov");
    expect(lifted.toLowerCase()).not.toMatch(/segur[oa]|safe/);

    expect(await text("ALTO")).toMatch(/START/);
    expect(await feedSays("Evacuation Order")).toMatchObject({ zoneAlerts: 0 });
    await twoDispatchers();
    expect(twilio.messages).toHaveLength(2);
    // And the number's texts are not answered until START, or YES (Twilio's opt-in word too), which follows nothing again.
    expect(await text("ALERTAS 91001")).toBeNull();
    expect(await text("si")).toMatch(/START|STOP/);
    expect(await sms.isOptedOut(PHONE)).toBe(false);
    expect(await alerts.activeFollows()).toEqual([]);
  });

  it("STOP ends every follow at once, what was queued with them", async () => {
    await text("ALERTS 91001");
    await text("YES");
    await text("ALERTS Pasadena");
    await text("YES");
    expect((await alerts.activeFollows()).length).toBe(2);
    expect(await feedSays("Evacuation Warning")).toMatchObject({ zoneAlerts: 1 });
    await text("STOP");
    expect(await alerts.activeFollows()).toEqual([]);
    await twoDispatchers();
    expect(twilio.messages).toEqual([]);
  });

  it("STOP in a word two languages share (توقف: Persian and Arabic) is answered in the language the number followed in", async () => {
    const stopIn = (language: "fa" | "ar") => stopReply(rendering(language));
    expect(stopIn("fa")).not.toBe(stopIn("ar"));
    await text("هشدار 91001");
    expect(await alerts.activeFollows()).toEqual([]);
    await text("بله");
    expect((await alerts.activeFollows()).map((f) => f.language)).toEqual(["fa"]);
    expect(await text("توقف")).toBe(stopIn("fa"));
    // Without a follow, the word alone decides: the script has no Persian-only letter, so Arabic.
    await text("START");
    expect(await text("توقف")).toBe(stopIn("ar"));
  });

  it("Twilio's 21610 ends the follow: nothing is tried again", async () => {
    await text("ALERTS 91001");
    await text("YES");
    twilio.optedOut.add(PHONE);
    await feedSays("Evacuation Order");
    expect(await twoDispatchers()).toEqual(expect.arrayContaining([expect.objectContaining({ gone: 1 })]));
    expect(await alerts.activeFollows()).toEqual([]);
    twilio.optedOut.delete(PHONE);
  });

  it("at most 5 areas a number; YES with nothing waiting says how to follow", async () => {
    expect(await text("YES")).toMatch(/nothing to confirm.*ALERTS 91101/);
    for (const zip of ["91001", "91101", "91103", "91104", "91105"]) expect(await text(`ALERTS ${zip}`)).toMatch(/^Reply YES/);
    expect(await text("ALERTS 91106")).toMatch(/as many areas as it can/);
    expect(await text("ALERTS")).toMatch(/Which area\?/);
  });

  it("a week before the end: one reminder by text with how to keep it; ALERTS again renews for 90 days", async () => {
    await text("ALERTS 91001");
    await text("YES");
    await db.client.query("update public.alert_follows set expires_at = now() + interval '3 days' where phone = $1", [PHONE]);
    const due = await alerts.housekeeping(7);
    expect(due).toHaveLength(1);
    for (const { followId, expiresAt } of due) await alerts.queue(followId, `reminder:${expiresAt}`, { type: "reminder", expiresAt, renewUrl: SITE }, false);
    expect(await alerts.housekeeping(7)).toEqual([]);
    await twoDispatchers();
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.messages[0]!.body).toMatch(/^Your evacuation alerts for 91001 by text end on .+\. To keep them, text ALERTS 91001$/);
    expect(await text("ALERTS 91001")).toMatch(/for 90 days/);
    const [row] = await db.client.query<{ days: number }>("select extract(day from expires_at - now())::int as days from public.alert_follows where phone = $1", [PHONE]);
    expect(row!.days).toBeGreaterThanOrEqual(89);
  });

  it("many alerts at once: sent at the shared rate by two dispatchers, each once", async () => {
    const phones = Array.from({ length: 9 }, (_, i) => `+1213555020${i}`);
    for (const phone of phones) {
      await answerText(phone, "ALERTS 91001", inbound());
      await answerText(phone, "YES", inbound());
    }
    expect(await feedSays("Evacuation Order")).toMatchObject({ zoneAlerts: 9 });
    const maxPerSecond = 3;
    const sentAt: number[] = [];
    const timed = (store: LimitStore): Senders => {
      const s = senders(store, maxPerSecond);
      const inner = s.sms!.sender;
      return { ...s, sms: { ...s.sms!, sender: { send: async (m) => (sentAt.push(Date.now()), inner.send(m)) } } };
    };
    const unused = () => {
      throw new Error("unused");
    };
    const [a, b] = await Promise.all([
      deliverDue(alerts, timed(limits), { siteUrl: SITE, secret: SECRET, render: unused }),
      deliverDue(otherAlerts, timed(otherLimits), { siteUrl: SITE, secret: SECRET, render: unused }),
    ]);
    expect(a.sent + b.sent).toBe(9);
    expect(twilio.messages.map((m) => m.to).sort()).toEqual([...phones].sort());
    // 9 texts at 3 a second (windows of one second, counted in the database for both dispatchers)
    // need three windows: more than a second from the first to the last, whichever dispatcher sent.
    expect(Math.max(...sentAt) - Math.min(...sentAt)).toBeGreaterThanOrEqual(1000);
  }, 60_000);
});
