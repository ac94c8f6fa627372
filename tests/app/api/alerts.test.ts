// @vitest-environment node
import { randomBytes } from "node:crypto";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeEmbeddedDb, openedEmbeddedDb } from "@/tests/support/embedded-db";
import { settleAfterTasks } from "@/tests/support/next-after";
import { startPushService, type PushService } from "@/tests/support/push-service";
import { startSmtp, type SmtpStandIn } from "@/tests/support/smtp";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

// Work scheduled after the response (the confirmation mail) runs at once here.
vi.mock("next/server", async (original) => (await import("@/tests/support/next-after")).withAfter(await original<object>()));

/**
 * The alerts' HTTP interface on the embedded database, sending through a real SMTP server and a
 * push service stand-in on this machine: every answer a client can get, bad input included.
 */

const SECRET = "route-test-alerts-secret-0123456789";
const SITE = "http://127.0.0.1:3999";
const keys = webpush.generateVAPIDKeys();
let smtp: SmtpStandIn;
let push: PushService;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtp();
  push = await startPushService();
  dataDir = await mkdtemp(path.join(tmpdir(), "alerts-route-"));
  // The embedded database's first open (every migration) takes seconds on a busy machine: done
  // here, not inside the time of whichever test reaches the database first.
  configure();
  await (await import("@/lib/data")).limitStore();
}, 60_000);
afterAll(async () => {
  await closeEmbeddedDb();
  await smtp.close();
  await push.close();
  await rm(dataDir, { recursive: true, force: true });
});

function configure(channels: { email?: boolean; push?: boolean } = { email: true, push: true }) {
  vi.resetModules();
  vi.unstubAllEnvs();
  vi.stubEnv("DATA_BACKEND", "embedded");
  vi.stubEnv("PGLITE_DATA_DIR", dataDir);
  vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
  vi.stubEnv("SITE_URL", SITE);
  if (channels.email || channels.push) vi.stubEnv("ALERTS_SECRET", SECRET);
  if (channels.email) {
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("ALERTS_FROM", "Relief (test) <alerts@example.org>");
  }
  if (channels.push) {
    vi.stubEnv("VAPID_PUBLIC_KEY", keys.publicKey);
    vi.stubEnv("VAPID_PRIVATE_KEY", keys.privateKey);
    vi.stubEnv("VAPID_SUBJECT", "mailto:alerts@example.org");
    vi.stubEnv("ALERTS_PUSH_HOSTS", new URL(push.origin).host);
  }
}

const ROUTES: Record<string, () => Promise<unknown>> = {
  follow: () => import("@/app/api/alerts/follow/route"),
  confirm: () => import("@/app/api/alerts/confirm/route"),
  manage: () => import("@/app/api/alerts/manage/route"),
  unsubscribe: () => import("@/app/api/alerts/unsubscribe/route"),
  dispatch: () => import("@/app/api/alerts/dispatch/route"),
};

let client = 0;
async function call(route: string, body: unknown, init: { type?: string; headers?: Record<string, string>; query?: string } = {}) {
  const mod = (await ROUTES[route]!()) as { POST: (r: Request) => Promise<Response> };
  const request = new Request(`${SITE}/api/alerts/${route}${init.query ?? ""}`, {
    method: "POST",
    headers: { "content-type": init.type ?? "application/json", "x-forwarded-for": `10.9.${Math.floor(client / 250)}.${client++ % 250}`, ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await mod.POST(request);
  await settleAfterTasks();
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

const follow = (over: Record<string, unknown> = {}) => ({ latitude: 34.1478, longitude: -118.1445, radiusMiles: 3, topics: ["evacuation", "shelter"], language: "ko", ...over });
const tokenIn = (text: string, page: string) => new RegExp(`/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];

describe("alerts HTTP interface", () => {
  it("is off (404) with no channel configured, and says so to the panel", async () => {
    configure({});
    expect(await call("follow", follow({ email: "a@example.org" }))).toMatchObject({ status: 404, body: { error: "Alerts are not set up on this site." } });
    const { GET } = await import("@/app/api/alerts/setup/route");
    expect(await GET().json()).toEqual({ push: null, email: false });
    expect((await call("dispatch", {}, { headers: { authorization: `Bearer ${SECRET}` } })).status).toBe(404);
  });

  it("tells the panel which channels there are", async () => {
    configure({ email: true });
    const { GET } = await import("@/app/api/alerts/setup/route");
    expect(await GET().json()).toEqual({ push: null, email: true });
    configure();
    const setup = await import("@/app/api/alerts/setup/route");
    expect(await setup.GET().json()).toEqual({ push: { publicKey: keys.publicKey }, email: true });
  });

  it.each([
    ["not JSON", "latitude=34", { type: "application/x-www-form-urlencoded" }, 415, /must be JSON/],
    ["broken JSON", "{", {}, 400, /not valid JSON/],
    ["too large", JSON.stringify({ ...follow(), email: `${"a".repeat(9000)}@example.org` }), {}, 413, /too large/],
    ["no channel", follow(), {}, 400, /email address, a push subscription, or both/],
    ["outside the county", follow({ latitude: 40.7, email: "a@example.org" }), {}, 400, /latitude is outside Los Angeles County/],
    ["a radius not offered", follow({ radiusMiles: 2, email: "a@example.org" }), {}, 400, /radiusMiles must be one of 1, 3, 5, 10/],
    ["without evacuation alerts", follow({ topics: ["shelter"], email: "a@example.org" }), {}, 400, /must include "evacuation"/],
    ["an unknown topic", follow({ topics: ["evacuation", "gossip"], email: "a@example.org" }), {}, 400, /each topic must be one of/],
    ["an unknown language", follow({ language: "xx", email: "a@example.org" }), {}, 400, /language must be one of/],
    ["a bad address", follow({ email: "not an address" }), {}, 400, /email must be an e-mail address/],
    ["an unknown field", { ...follow({ email: "a@example.org" }), admin: true }, {}, 400, /Unknown field: admin/],
    ["push keys that are not text", follow({ push: { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: { p256dh: 4, auth: null } } }), {}, 400, /p256dh must be a string/],
  ])("refuses %s with a clear 4xx and stores nothing", async (_, body, init, status, message) => {
    configure();
    const answer = await call("follow", body, init);
    expect(answer.status).toBe(status);
    expect(String(answer.body.error)).toMatch(message);
    const db = await openedEmbeddedDb();
    if (db) expect((await db.client.query<{ n: number }>("select count(*)::int as n from public.alert_follows where email = 'a@example.org'"))[0]!.n).toBe(0);
  });

  it("refuses a push endpoint that is not a push service's (the site posts nowhere a visitor names): 422", async () => {
    configure();
    const subscription = push.subscribe();
    const answer = await call("follow", follow({ push: { ...subscription, endpoint: "https://169.254.169.254/latest/meta-data/x" } }));
    expect(answer).toMatchObject({ status: 422, body: { error: "push.endpoint is not the address of a known push service." } });
  });

  it("refuses keys no message could be encrypted for (422): 0x04 and 64 random bytes is no P-256 point; an auth secret of 12 bytes", async () => {
    configure();
    const subscription = push.subscribe();
    const offCurve = Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString("base64url");
    const junk = await call("follow", follow({ push: { ...subscription, keys: { ...subscription.keys, p256dh: offCurve } } }));
    expect(junk).toMatchObject({ status: 422, body: { error: expect.stringMatching(/^push\.keys\.p256dh is not a P-256 public key/), fields: { push: expect.any(String) } } });
    const short = await call("follow", follow({ push: { ...subscription, keys: { ...subscription.keys, auth: randomBytes(12).toString("base64url") } } }));
    expect(short).toMatchObject({ status: 422, body: { error: expect.stringMatching(/^push\.keys\.auth must be 16 bytes/) } });
    const db = (await openedEmbeddedDb())!;
    expect((await db.client.query<{ n: number }>("select count(*)::int as n from public.alert_follows where push_endpoint = $1", [subscription.endpoint]))[0]!.n).toBe(0);
  });

  it("a device's follow is replaced only by the holder of its keys: its endpoint with other keys is a 409, and the follow stays as it was", async () => {
    configure();
    const victim = push.subscribe();
    const first = await call("follow", follow({ push: victim, latitude: 34.1478, radiusMiles: 3 }));
    expect(first.status).toBe(202);
    const victimToken = (first.body.push as { manageToken: string }).manageToken;

    // Someone who learnt the endpoint, with keys of their own (a subscription of theirs), another point.
    const attacker = push.subscribe();
    const takeover = await call("follow", follow({ push: { ...victim, keys: attacker.keys }, latitude: 34.05, radiusMiles: 10 }));
    expect(takeover).toMatchObject({ status: 409, body: { error: expect.stringMatching(/already has alerts, set up with other keys\. Nothing was changed/), fields: { push: expect.any(String) } } });
    expect(await call("manage", { token: victimToken })).toMatchObject({ status: 200, body: { channel: "push", latitude: 34.148, radiusMiles: 3 } });

    // The device itself (the same endpoint and keys) moves its follow: replaced, with a new token.
    const moved = await call("follow", follow({ push: victim, latitude: 34.05, radiusMiles: 5 }));
    expect(moved.status).toBe(202);
    expect(await call("manage", { token: victimToken })).toMatchObject({ status: 404 });
    expect(await call("manage", { token: (moved.body.push as { manageToken: string }).manageToken })).toMatchObject({ status: 200, body: { latitude: 34.05, radiusMiles: 5 } });
  });

  it("e-mail: 202, the confirmation mail in the follower's language; confirm by POST; one-click unsubscribe deletes the address", async () => {
    configure();
    const before = smtp.mails.length;
    const answer = await call("follow", follow({ email: "Resident@Example.org" }));
    expect(answer).toMatchObject({ status: 202, body: { email: { status: "confirmation_sent" } } });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    // Sent right after the answer (after()), not at the scheduler's next minute.
    await vi.waitFor(() => expect(smtp.mails.length).toBeGreaterThan(before), { timeout: 10_000 });
    const mail = smtp.mails[before]!;
    expect(mail.to).toEqual(["resident@example.org"]);
    expect(mail.headers["content-language"]).toBe("ko");
    expect(mail.headers["list-unsubscribe"]).toBeUndefined();
    const confirmToken = tokenIn(mail.text, "ko/alerts/confirm");
    expect(confirmToken).toBeDefined();

    expect(await call("confirm", { token: "x".repeat(43) })).toMatchObject({ status: 404 });
    const confirmed = await call("confirm", { token: confirmToken });
    expect(confirmed).toMatchObject({ status: 200, body: { confirmed: true } });
    const manageToken = tokenIn(String(confirmed.body.manageUrl), "ko/alerts/manage")!;
    expect(await call("confirm", { token: confirmToken })).toMatchObject({ status: 404 });

    const managed = await call("manage", { token: manageToken });
    expect(managed).toMatchObject({ status: 200, body: { channel: "email", email: "r•••@example.org", radiusMiles: 3, confirmed: true, latitude: 34.148, longitude: -118.144 } });
    expect(await call("manage", { token: manageToken, radiusMiles: 10, topics: ["evacuation"] })).toMatchObject({ status: 200, body: { radiusMiles: 10, topics: ["evacuation"] } });

    // RFC 8058: the mail program's POST, form-encoded, to the address in List-Unsubscribe.
    expect(await call("unsubscribe", "List-Unsubscribe=Nope", { type: "application/x-www-form-urlencoded", query: `?token=${manageToken}` })).toMatchObject({ status: 400 });
    expect(await call("unsubscribe", "List-Unsubscribe=One-Click", { type: "application/x-www-form-urlencoded", query: `?token=${manageToken}` })).toMatchObject({ status: 200, body: { unsubscribed: true } });
    expect(await call("unsubscribe", "List-Unsubscribe=One-Click", { type: "application/x-www-form-urlencoded", query: `?token=${manageToken}` })).toMatchObject({ status: 200 });
    expect(await call("manage", { token: manageToken })).toMatchObject({ status: 404 });
    const db = (await openedEmbeddedDb())!;
    expect((await db.client.query<{ n: number }>("select count(*)::int as n from public.alert_follows where email = 'resident@example.org'"))[0]!.n).toBe(0);
  });

  it("opening the one-click address changes nothing: it leads to the manage page", async () => {
    configure();
    const { GET } = await import("@/app/api/alerts/unsubscribe/route");
    const response = GET(new Request(`${SITE}/api/alerts/unsubscribe?token=${"a".repeat(43)}`));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/alerts/manage?token=${"a".repeat(43)}`);
  });

  it("push: active at once, with the token the device keeps; the dispatch needs the scheduler's secret", async () => {
    configure();
    const answer = await call("follow", follow({ push: push.subscribe(), language: "ar" }));
    expect(answer).toMatchObject({ status: 202, body: { push: { status: "active", manageToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } } });
    expect(await call("manage", { token: (answer.body.push as { manageToken: string }).manageToken })).toMatchObject({ status: 200, body: { channel: "push", language: "ar", confirmed: true } });

    expect(await call("dispatch", {}, { headers: { authorization: "Bearer wrong-secret-0123456789abc" } })).toMatchObject({ status: 401, body: { error: "Unauthorized" } });
    const dispatched = await call("dispatch", {}, { headers: { authorization: `Bearer ${SECRET}` } });
    expect(dispatched.status).toBe(200);
    expect(dispatched.body).toMatchObject({ zoneAlerts: 0, sent: expect.any(Number), follows: expect.any(Number), queued: 0 });
  });

  it("limits confirmation mails to one address: the fourth in a day is refused (429, Retry-After)", async () => {
    configure();
    const before = smtp.mails.length;
    for (let i = 0; i < 3; i++) expect((await call("follow", follow({ email: "flooded@example.org" }))).status).toBe(202);
    await vi.waitFor(() => expect(smtp.mails.length).toBe(before + 3), { timeout: 10_000 });
    const flood = await call("follow", follow({ email: "flooded@example.org" }));
    expect(flood).toMatchObject({ status: 429, body: { fields: { email: expect.stringMatching(/Too many confirmation e-mails/) } } });
    expect(Number(flood.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(smtp.mails.filter((m) => m.to.includes("flooded@example.org"))).toHaveLength(3);
  });
});
