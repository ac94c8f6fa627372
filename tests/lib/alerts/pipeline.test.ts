// @vitest-environment node
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverDue, retryDelaySeconds, type Senders } from "@/lib/services/alerts/deliver";
import { detectAlerts } from "@/lib/services/alerts/detect";
import { followArea, type FollowDeps } from "@/lib/services/alerts/follow";
import { createPushSender } from "@/lib/alerts/send/push";
import type { EmailMessage, PushMessage, SendResult } from "@/lib/alerts/send/types";
import { ALERTS } from "@/lib/alerts/settings";
import { followToken, tokenHash } from "@/lib/alerts/tokens";
import type { AlertEvent, RenderContext, RenderedAlert } from "@/lib/alerts/types";
import { sqlStores } from "@/lib/data/sql";
import type { AlertStore, HazardStore, LimitStore } from "@/lib/data/stores";
import type { ZoneLayer } from "@/lib/hazards/types";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";

/**
 * The alerts from end to end on the embedded database, senders recorded in memory (the real
 * senders are tested against the push service and SMTP stand-ins in tests/lib/alerts/send/):
 * follow → zones change → outbox → sent; retries, gone subscriptions, help nearby batched.
 */

const SECRET = "pipeline-test-secret-0123456789";
const SITE = "https://relief.example.org";
const seedId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const REVIEWER_ID = "00000000-0000-4000-8000-0000000000ad";

const square = (status: "order" | "warning" | "clear", name = "Zone A", [w, s, e, n] = [-118.16, 34.19, -118.14, 34.21]): ZoneLayer["features"][number] => ({
  type: "Feature",
  geometry: { type: "Polygon", coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] },
  properties: { id: name, name, status },
});
let fetchedMinute = 0;
const zones = (...features: ZoneLayer["features"]): ZoneLayer => ({
  layer: "zone",
  source: "County OEM (test fixture)",
  sourceUrl: "https://example.org/zones",
  fetchedAt: new Date(Date.UTC(2099, 0, 8, 17, fetchedMinute++)).toISOString(),
  features,
});

/** A browser's subscription keys: a P-256 public key (a point on the curve) and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  return { p256dh: ecdh.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}
/** What the junk follows of issue 37 carried: the shape of a key (0x04 and 64 bytes), but no point on P-256. */
const JUNK_P256DH = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url");

/** Renders the event as its JSON: the texts themselves are tests/lib/alerts/messages.test.ts's. */
const render = (event: AlertEvent, context: RenderContext): RenderedAlert => ({
  subject: `${event.type}:${context.language}`,
  text: JSON.stringify(event),
  html: `<p>${event.type}</p>`,
  push: { title: event.type, body: JSON.stringify(event) },
  url: context.manageUrl,
});

type Recorded = { push: PushMessage[]; email: EmailMessage[] };
function recordingSenders(answer: (m: PushMessage | EmailMessage) => SendResult = () => ({ outcome: "sent" })): Senders & { sent: Recorded } {
  const sent: Recorded = { push: [], email: [] };
  return {
    sent,
    push: { send: async (m) => (sent.push.push(m), answer(m)) },
    email: { send: async (m) => (sent.email.push(m), answer(m)) },
  };
}

describe("area alerts pipeline (PGlite)", () => {
  let db: TestDatabase;
  let alerts: AlertStore;
  let hazards: HazardStore;
  let limits: LimitStore;
  let client = 0;

  const deps = (): FollowDeps => ({
    alerts,
    hazards,
    limits,
    channels: { push: true, email: true },
    allowedEndpoint: (url) => url.startsWith("https://push.example.org/"),
    secret: SECRET,
    siteUrl: SITE,
    clientKey: `client-${client++}`,
  });
  const request = (over: Record<string, unknown> = {}) => ({
    latitude: 34.2001234,
    longitude: -118.1498765,
    radiusMiles: 3 as const,
    topics: ["evacuation" as const, "shelter" as const],
    language: "es" as const,
    ...over,
  });
  const push = (id: string) => ({ endpoint: `https://push.example.org/send/${id}`, keys: browserKeys() });
  const deliver = (senders: Senders, now?: () => number) => deliverDue(alerts, senders, { siteUrl: SITE, secret: SECRET, render, now });

  beforeAll(async () => {
    db = await openPglite();
    const stores = sqlStores(db.client);
    alerts = stores.alerts();
    hazards = stores.hazards();
    limits = stores.limits();
    await db.client.query("insert into public.reviewers (id, email, name, role, password_hash) values ($1, 'p@example.org', 'Pipeline', 'admin', 'scrypt$x')", [REVIEWER_ID]);
  }, OPEN_TIMEOUT_MS);
  afterAll(() => db?.close());
  beforeEach(async () => {
    await db.client.query("delete from public.alert_follows");
    await db.client.query("delete from public.alert_place_queue");
    await db.client.query("delete from public.hazard_layers");
    await db.client.query("delete from public.rate_limits");
  });

  async function confirmedEmailFollow(over: Record<string, unknown> = {}) {
    const outcome = await followArea({ ...request(over), email: "resident@example.org" }, deps());
    expect(outcome.status).toBe(202);
    const senders = recordingSenders();
    await deliver(senders);
    const confirmUrl = new URL(JSON.parse(senders.sent.email[0]!.text).confirmUrl as string);
    const id = await alerts.confirm(tokenHash(confirmUrl.searchParams.get("token")!));
    expect(id).not.toBeNull();
    return id!;
  }

  it("an e-mail follow sends its confirmation at once, and nothing else until confirmed", async () => {
    const outcome = await followArea({ ...request(), email: "Resident@Example.org" }, deps());
    expect(outcome).toMatchObject({ status: 202, confirmationQueued: true, answer: { email: { status: "confirmation_sent" } } });
    await hazards.save(zones(square("order")));
    expect(await detectAlerts(alerts, hazards)).toMatchObject({ zoneAlerts: 0 });

    const senders = recordingSenders();
    expect(await deliver(senders)).toEqual({ sent: 1, retried: 0, failed: 0, gone: 0 });
    const [mail] = senders.sent.email;
    expect(mail).toMatchObject({ to: "resident@example.org", language: "es", unsubscribeUrl: undefined });
    const confirmUrl = JSON.parse(mail!.text).confirmUrl as string;
    expect(confirmUrl).toMatch(/^https:\/\/relief\.example\.org\/es\/alerts\/confirm\?token=[A-Za-z0-9_-]{43}$/);
  });

  it("an order covering the point reaches the follower once, whatever the number of dispatches; lifting it too", async () => {
    const id = await confirmedEmailFollow();
    const first = zones(square("order"));
    await hazards.save(first);
    expect(await detectAlerts(alerts, hazards)).toMatchObject({ zoneAlerts: 1 });
    // A second instance, or the next minute: nothing new.
    expect(await detectAlerts(alerts, hazards)).toMatchObject({ zoneAlerts: 0 });
    await hazards.save(zones(square("order")));
    expect(await detectAlerts(alerts, hazards)).toMatchObject({ zoneAlerts: 0 });

    const senders = recordingSenders();
    expect(await deliver(senders)).toMatchObject({ sent: 1 });
    const [alert] = senders.sent.email;
    expect(JSON.parse(alert!.text)).toMatchObject({ type: "zone", after: "order", before: null, zoneName: "Zone A", latitude: 34.2, longitude: -118.15 });
    // RFC 8058: every alert mail can be left in one click, by the follow's own token.
    expect(alert!.unsubscribeUrl).toBe(`${SITE}/api/alerts/unsubscribe?token=${followToken(SECRET, "manage", id)}`);

    await hazards.save(zones(square("clear")));
    expect(await detectAlerts(alerts, hazards)).toMatchObject({ zoneAlerts: 1 });
    const later = recordingSenders();
    await deliver(later);
    expect(JSON.parse(later.sent.email[0]!.text)).toMatchObject({ before: "order", after: null });
  });

  it("no stored zones is not 'lifted': nothing is said", async () => {
    await confirmedEmailFollow();
    await hazards.save(zones(square("order")));
    await detectAlerts(alerts, hazards);
    await db.client.query("delete from public.hazard_layers");
    expect(await detectAlerts(alerts, hazards)).toMatchObject({ zoneAlerts: 0 });
  });

  it("a follow made while an order is on starts from it: told of the change, not of the order the panel showed", async () => {
    await hazards.save(zones(square("order")));
    await confirmedEmailFollow();
    expect(await detectAlerts(alerts, hazards)).toMatchObject({ zoneAlerts: 0 });
  });

  it("push: urgent, and a gone subscription (404/410) removes the follow", async () => {
    const outcome = await followArea({ ...request(), push: push("device-1") }, deps());
    expect(outcome).toMatchObject({ status: 202, answer: { push: { status: "active" } } });
    await hazards.save(zones(square("order")));
    await detectAlerts(alerts, hazards);
    const senders = recordingSenders(() => ({ outcome: "gone", reason: "410 Gone" }));
    expect(await deliver(senders)).toEqual({ sent: 0, retried: 0, failed: 0, gone: 1 });
    expect(senders.sent.push[0]).toMatchObject({ urgency: "high", ttlSeconds: ALERTS.pushTtlSeconds.urgent, lang: "es", dir: "ltr" });
    expect(await alerts.counts()).toMatchObject({ follows: 0, queued: 0 });
  });

  it("refuses keys no message can be encrypted for (422, nothing stored); a stored follow with them goes at its first alert, never retried", async () => {
    const junk = { ...push("junk"), keys: { p256dh: JUNK_P256DH, auth: browserKeys().auth } };
    expect(await followArea({ ...request(), push: junk }, deps())).toMatchObject({ status: 422, field: "push", error: expect.stringMatching(/p256dh is not a P-256 public key/) });
    const shortAuth = { ...push("short"), keys: { ...browserKeys(), auth: randomBytes(12).toString("base64url") } };
    expect(await followArea({ ...request(), push: shortAuth }, deps())).toMatchObject({ status: 422, error: expect.stringMatching(/auth must be 16 bytes/) });
    expect(await alerts.counts()).toMatchObject({ follows: 0 });

    // One stored before the check (the store takes what it is given), and a good one beside it.
    const stored = { latitude: 34.2, longitude: -118.15, radiusMiles: 3, topics: ["evacuation" as const], language: "es" as const, zoneState: null, channel: "push" as const };
    await alerts.addFollow({ ...stored, id: randomUUID(), push: junk, manageTokenHash: tokenHash(randomUUID()) });
    await hazards.save(zones(square("order")));
    expect(await detectAlerts(alerts, hazards)).toMatchObject({ zoneAlerts: 1 });
    // The real sender: web-push would throw on these keys before any request, which no push service ever answers.
    const { publicKey, privateKey } = (await import("web-push")).default.generateVAPIDKeys();
    const sender = createPushSender({ publicKey, privateKey, subject: "mailto:alerts@example.org", allowedHosts: ["push.example.org"] });
    expect(await deliver({ push: sender, email: null })).toEqual({ sent: 0, retried: 0, failed: 0, gone: 1 });
    expect(await alerts.counts()).toMatchObject({ follows: 0, queued: 0, failed: 0 });
  });

  it("a transient failure is retried with backoff, never lost; a permanent one is given up", async () => {
    await followArea({ ...request({ language: "fa" }), push: push("device-2") }, deps());
    await hazards.save(zones(square("warning")));
    await detectAlerts(alerts, hazards);
    let clock = Date.now();
    const failing = recordingSenders(() => ({ outcome: "retry", reason: "503 Service Unavailable" }));
    expect(await deliver(failing, () => clock)).toMatchObject({ retried: 1 });
    expect(failing.sent.push[0]!.dir).toBe("rtl");
    // Not due again before its time.
    expect(await deliver(failing, () => clock)).toMatchObject({ retried: 0, sent: 0 });
    const [row] = await db.client.query<{ wait: number }>("select extract(epoch from next_attempt_at - now())::int as wait from public.alert_outbox");
    expect(row!.wait).toBeGreaterThan(50);
    expect(row!.wait).toBeLessThanOrEqual(60);
    await db.client.query("update public.alert_outbox set next_attempt_at = now()");
    clock += 61_000;
    const working = recordingSenders();
    expect(await deliver(working, () => clock)).toMatchObject({ sent: 1 });
    expect(working.sent.push[0]!.key).toBe(failing.sent.push[0]!.key);
    expect(retryDelaySeconds(1)).toBe(60);
    expect(retryDelaySeconds(3)).toBe(240);
    expect(retryDelaySeconds(12)).toBe(3600);
    expect(retryDelaySeconds(1, 600)).toBe(600);
  });

  it("refuses a push endpoint off the allow-list, and a second flood of confirmation mails to one address", async () => {
    const refused = await followArea({ ...request(), push: { ...push("x"), endpoint: "https://internal.example.org/admin" } }, deps());
    expect(refused).toMatchObject({ status: 422, field: "push" });
    for (let i = 0; i < ALERTS.confirmationsPerMailboxPerDay; i++) {
      expect((await followArea({ ...request(), email: "target@example.org" }, deps())).status).toBe(202);
    }
    const flood = await followArea({ ...request(), email: "TARGET@example.org" }, deps());
    expect(flood).toMatchObject({ status: 429, field: "email" });
    expect(await alerts.counts()).toMatchObject({ unconfirmed: ALERTS.confirmationsPerMailboxPerDay });
  });

  it("counts confirmation mails per mailbox, whatever the spelling and whoever asks", async () => {
    // Each from another client (deps() is a new client each time): the limit is the mailbox's.
    const spellings = ["victim+1@gmail.com", "V.ictim@googlemail.com", "vic.tim+alerts@GMAIL.com"];
    expect(spellings).toHaveLength(ALERTS.confirmationsPerMailboxPerDay);
    for (const email of spellings) expect((await followArea({ ...request(), email }, deps())).status).toBe(202);
    for (const email of ["victim@gmail.com", "victim+2@gmail.com", "v.i.c.t.i.m@googlemail.com"]) {
      expect(await followArea({ ...request(), email }, deps()), email).toMatchObject({ status: 429, field: "email" });
    }
    // Another mailbox is not held back, and the mail goes to the address as typed (stored in lower case), tag and dots kept.
    expect((await followArea({ ...request(), email: "victim@example.org" }, deps())).status).toBe(202);
    const [row] = await db.client.query<{ email: string }>("select email from public.alert_follows where email like 'vic.tim+%'");
    expect(row?.email).toBe("vic.tim+alerts@gmail.com");
  });

  it("help nearby: a shelter reopening within the radius is batched into one message an hour; sample places never", async () => {
    const id = await confirmedEmailFollow();
    // Published, real (not sample) shelter 1 mile away, closed; then reopened by a reviewer.
    const shelter = randomUUID();
    await db.client.query(
      `insert into public.places (id, external_id, kind, category, name, latitude, longitude, status, is_sample, published)
       values ($1, 'pipeline-shelter', 'shelter', 'shelter_support', 'Pipeline shelter', 34.2145, -118.15, 'closed', false, true)`,
      [shelter],
    );
    await db.client.query("select public.review_place($1, $2, 'Pipeline', 'open', 'phone', null, '')", [shelter, REVIEWER_ID]);
    // A sample shelter reopening next door: never news.
    await db.client.query("select public.review_place($1, $2, 'Pipeline', 'closed', 'phone', null, '')", [seedId(3), REVIEWER_ID]);
    await db.client.query("select public.review_place($1, $2, 'Pipeline', 'open', 'phone', null, '')", [seedId(3), REVIEWER_ID]);

    expect(await detectAlerts(alerts, hazards)).toMatchObject({ placeChanges: 3, helpMessages: 1 });
    const senders = recordingSenders();
    await deliver(senders);
    const help = JSON.parse(senders.sent.email[0]!.text);
    expect(help).toMatchObject({ type: "help", places: [{ placeId: shelter, name: "Pipeline shelter", reason: "opened", distanceMiles: 1 }] });

    // Within the hour: kept for the next message, not sent now.
    await db.client.query("select public.review_place($1, $2, 'Pipeline', 'full', 'phone', null, '')", [shelter, REVIEWER_ID]);
    await db.client.query("select public.review_place($1, $2, 'Pipeline', 'open', 'phone', null, '')", [shelter, REVIEWER_ID]);
    expect(await detectAlerts(alerts, hazards)).toMatchObject({ helpMessages: 0 });
    await db.client.query("update public.alert_follows set last_help_at = now() - interval '61 minutes' where id = $1", [id]);
    expect(await detectAlerts(alerts, hazards)).toMatchObject({ helpMessages: 1 });
  });
});
