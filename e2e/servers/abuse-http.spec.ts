import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { CANONICAL_REDIRECT_CACHE } from "../../lib/http/canonical-redirect";
import { SECURITY_HEADERS } from "../../lib/security/headers";
import { ALERTS_SITE_ENV } from "../support/alerts";
import { freePort } from "../support/free-port";
import { ORDER_ZONE_SHELTER } from "../support/hazards";
import { startProductionServer, type ProductionServer } from "../support/production-server";
import { startPushService, type PushService } from "../../tests/support/push-service";

/**
 * Issue 37's HTTP findings replayed against a production server (`next start` on the e2e build)
 * with web push on, as an attacker would send them: raw requests over node:net where fetch cannot
 * say them (an asterisk-form target, TRACE), and the push service stand-in of
 * e2e/support/alert-stand-ins.ts (run in this process, so the test reads what it received) for
 * the junk subscriptions and the endpoint takeover. Bounded loops on loopback.
 *   5. malformed request-targets   8. security headers on every status   9. open-data spellings
 *   4. replacing someone's follow by its endpoint   2. junk push follows, then an order
 */
test.describe.configure({ mode: "serial" });

let feeds: ChildProcess;
let feedsUrl: string;
let push: PushService;
let site: ProductionServer;
const REFRESH_SECRET = ALERTS_SITE_ENV.HAZARD_REFRESH_SECRET;
/** The endpoints of the real followers the tests made (each must get the order once). */
const victims: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  feedsUrl = `http://127.0.0.1:${await freePort()}`;
  feeds = spawn(process.execPath, ["e2e/support/hazard-feed-stub.mjs"], { env: { ...process.env, HAZARD_FEED_STUB_PORT: new URL(feedsUrl).port }, stdio: "ignore" });
  await expect.poll(() => fetch(`${feedsUrl}/health`).then((r) => r.status, () => 0), { timeout: 10_000 }).toBe(200);
  // The order is lifted until the replay issues it.
  await fetch(`${feedsUrl}/__order?status=lifted`, { method: "POST" });
  push = await startPushService();
  // The alerts site's settings, its address (SITE_URL) left to startProductionServer: this server's own.
  const alertSettings = Object.fromEntries(Object.entries(ALERTS_SITE_ENV).filter(([name]) => name !== "SITE_URL"));
  site = await startProductionServer({
    ...alertSettings,
    TRUSTED_PROXY_HOPS: "1",
    HAZARD_INCIDENTS_URL: `${feedsUrl}/umbraco/api/IncidentApi/GeoJsonList?inactive=false`,
    HAZARD_PERIMETERS_URL: `${feedsUrl}/perimeters/FeatureServer/0`,
    HAZARD_ZONES_URL: `${feedsUrl}/zones/FeatureServer/0`,
    ALERTS_PUSH_HOSTS: new URL(push.origin).host,
    // Push only: no mail is sent in this suite.
    SMTP_URL: "",
    ALERTS_FROM: "",
  });
});

test.afterAll(async () => {
  site?.stop();
  feeds?.kill("SIGTERM");
  await push?.close();
});

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Writes `head` as it is onto a connection to the site and reads the whole answer (the request asks the server to close). */
function raw(head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(site.url);
    // Written, not ended: a client that half-closes has its request aborted by Node before a slow answer.
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [top = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = top.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(":");
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

const request = (method: string, target: string, extra = "") => raw(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`);

/** The README's security headers: every one, on every answer. */
function expectSecurityHeaders(answer: { headers: Record<string, string> } | Response, what: string) {
  const get = (name: string) => (answer instanceof Response ? answer.headers.get(name) : (answer.headers[name] ?? null));
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(get(name.toLowerCase()), `${what}: ${name}`).toBe(value);
  expect(get("content-security-policy"), `${what}: CSP`).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
}

const noStack = () => expect(site.stderr()).not.toMatch(/^\s+at /m);

test("5. an asterisk-form target is a 400 (OPTIONS * a 204), and other malformed targets a 4xx or their one address: never a 500, never a stack in the log", async () => {
  // As found: GET * → 500 "Internal Server Error", no security headers, "TypeError: Invalid URL … input: '*'" in the log.
  const star = await request("GET", "*");
  expect(star.status).toBe(400);
  expect(JSON.parse(star.body)).toEqual({ error: 'The request target must be a path, such as /en: "*" is only for OPTIONS.' });
  expectSecurityHeaders(star, "GET *");
  for (const method of ["HEAD", "POST", "PUT", "TRACE"]) expect((await request(method, "*")).status, `${method} *`).toBe(400);
  // RFC 9110 §9.3.7: OPTIONS * asks about the server itself.
  const options = await request("OPTIONS", "*");
  expect(options).toMatchObject({ status: 204, headers: { allow: "GET, HEAD, OPTIONS, POST" } });
  expectSecurityHeaders(options, "OPTIONS *");

  // Absolute-form (RFC 9112 §3.2.2: a server takes it, its authority standing for Host). Next
  // answered it with a 308 to that absolute address, another site's: now the path is served here.
  for (const target of ["http://evil.example/api/open-data/hazards.geojson", "http://evil.example/"]) {
    const answer = await request("GET", target);
    expect(answer.status, target).toBe(200);
    expect(answer.headers.location, target).toBeUndefined();
    expectSecurityHeaders(answer, target);
  }
  for (const [target, status, location] of [
    ["ftp://evil.example/", 400, undefined],
    ["//", 308, "/"],
    ["//evil.example/en", 308, "/evil.example/en"],
    ["/en/../es", 308, "/es"],
    ["/api/open-data/./places.csv", 308, "/api/open-data/places.csv"],
  ] as const) {
    const answer = await request("GET", target);
    expect({ status: answer.status, location: answer.headers.location }, `GET ${target}`).toEqual({ status, location });
    expectSecurityHeaders(answer, `GET ${target}`);
  }
  // What Node's parser refuses: no target at all, a target past Node's 16 KB of headers.
  const empty = await raw("GET  HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
  expect(empty.status).toBe(400);
  expect(JSON.parse(empty.body).error).toMatch(/^This is not an HTTP request the server can read/);
  expectSecurityHeaders(empty, "an empty target");
  const long = await request("GET", `/en?q=${"a".repeat(20_000)}`);
  expect(long.status).toBe(431);
  expectSecurityHeaders(long, "a 20,000-character target");
  noStack();
});

test("8. every status carries the security headers: 405 (PUT /en, TRACE /), 404, 400, 308, 200", async () => {
  for (const [method, target] of [["PUT", "/en"], ["TRACE", "/"], ["DELETE", "/api/translate"], ["TRACE", "/api/places/en"], ["PATCH", "/_next/static/x.js"]] as const) {
    const answer = await request(method, target);
    expect(answer.status, `${method} ${target}`).toBe(405);
    expect(answer.headers.allow, `${method} ${target}`).toBeTruthy();
    expectSecurityHeaders(answer, `${method} ${target}`);
  }
  expectSecurityHeaders(await request("TRACE", "/api/no-such-route"), "TRACE on no route (404)");
  for (const path of ["/en", "/es/donate", "/api/open-data/hazards.geojson", "/api/open-data/hsds/services?page=01", "/no-such-page", "/api/open-data/hsds/services?page=x"]) {
    expectSecurityHeaders(await fetch(`${site.url}${path}`, { redirect: "manual" }), `GET ${path}`);
  }
  noStack();
});

const HSDS = "/api/open-data/hsds/services";

/** Where an open-data address is sent, if anywhere: sent as it is written (fetch would drop a bare "?"). */
async function canonical(path: string, extra = "") {
  const answer = await request("GET", path, extra);
  return { status: answer.status, location: answer.headers.location ?? null, cache: answer.headers["cache-control"] ?? null, cors: answer.headers["access-control-allow-origin"] ?? null };
}

test("9. an open-data address has one spelling: any other is a permanent redirect to it (or a 400), so a CDN keeps one copy", async () => {
  const shelters = `kind=${Array.from({ length: 2_000 }, () => "shelter").join(",")}`;
  for (const [path, location] of [
    [`${HSDS}?page=1`, HSDS],
    [`${HSDS}?page=01`, HSDS],
    [`${HSDS}?page=0001`, HSDS],
    [`${HSDS}?`, HSDS],
    [`${HSDS}?&`, HSDS],
    [`${HSDS}?per_page=50&full=true`, HSDS],
    [`${HSDS}?page=2&&per_page=25`, `${HSDS}?page=2&per_page=25`],
    [`${HSDS}?pa%67e=2`, `${HSDS}?page=2`],
    [`${HSDS}?${shelters}`, `${HSDS}?kind=shelter`],
    [`${HSDS}?per_page=25&page=02`, `${HSDS}?page=2&per_page=25`],
    [`${HSDS}?kind=shelter,%20resource&full=false`, `${HSDS}?full=false&kind=resource,shelter`],
    [`${HSDS}?kind=shelter%2Cresource`, `${HSDS}?kind=resource,shelter`],
    [`${HSDS}?kind=volunteer_opportunity,shelter,resource,donation_need`, HSDS],
    ["/api/open-data/places.csv?kind=shelter,shelter", "/api/open-data/places.csv?kind=shelter"],
    ["/api/open-data/places.geojson?kind=resource,donation_need", "/api/open-data/places.geojson?kind=donation_need,resource"],
    ["/api/open-data/hazards.geojson?", "/api/open-data/hazards.geojson"],
  ] as const) {
    expect(await canonical(path), path.slice(0, 120)).toEqual({ status: 308, location, cache: CANONICAL_REDIRECT_CACHE, cors: "*" });
    // The address it leads to is the one a CDN keeps.
    expect(await canonical(location), location).toMatchObject({ status: 200, location: null, cache: expect.stringContaining("s-maxage=") });
  }
  // A client cannot claim to have sent the one spelling (the header is the server's own).
  expect(await canonical(`${HSDS}?page=01`, `X-Request-Target: ${HSDS}\r\n`)).toMatchObject({ status: 308, location: HSDS });
  // What cannot be made one spelling is refused, and nobody keeps it.
  for (const path of [`${HSDS}?page=2&page=3`, `${HSDS}?page=1&utm_source=x`, `${HSDS}?per_page=30`, `${HSDS}?page=${"0".repeat(20)}1`, "/api/open-data/hazards.geojson?x=1"]) {
    expect(await canonical(path), path).toMatchObject({ status: 400, cache: "no-store" });
  }
});

/** A follow of the point in the stub's order zone, from its own client (the proxy's address). */
async function follow(subscription: unknown, client: string, over: Record<string, unknown> = {}) {
  const answer = await fetch(`${site.url}/api/alerts/follow`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify({ latitude: ORDER_ZONE_SHELTER.latitude, longitude: ORDER_ZONE_SHELTER.longitude, radiusMiles: 1, topics: ["evacuation"], language: "en", push: subscription, ...over }),
  });
  return { status: answer.status, body: (await answer.json()) as { error?: string; push?: { status: string; manageToken: string } } };
}

const manage = async (token: string) => {
  const answer = await fetch(`${site.url}/api/alerts/manage`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

test("4. nobody but its device replaces a follow: its endpoint with other keys is a 409, and the follow stays as it was", async () => {
  // As found: 202, and the victim's manage → 404 "These alerts no longer exist".
  const victim = push.subscribe();
  const first = await follow(victim, "198.51.100.1");
  expect(first).toMatchObject({ status: 202, body: { push: { status: "active" } } });
  const token = first.body.push!.manageToken;

  // Someone who learnt the endpoint posts it with keys of their own and another point.
  const attacker = push.subscribe();
  const takeover = await follow({ ...victim, keys: attacker.keys }, "203.0.113.9", { latitude: 34.05, longitude: -118.25, radiusMiles: 10 });
  expect(takeover.status).toBe(409);
  expect(takeover.body.error).toMatch(/already has alerts, set up with other keys\. Nothing was changed/);
  expect(await manage(token)).toMatchObject({ status: 200, body: { channel: "push", latitude: 34.148, longitude: -118.144, radiusMiles: 1 } });
  victims.push(victim.endpoint);
});

test("2. junk subscriptions are refused (422); the next order reaches the real followers once, with nothing to retry", async () => {
  test.setTimeout(180_000);
  const phone = push.subscribe();
  expect((await follow(phone, "198.51.100.2")).status).toBe(202);
  victims.push(phone.endpoint);

  // As found: 1,500 × 202 for p256dh = 0x04 and 64 random bytes (no point on P-256); here 120, from six clients.
  const statuses: number[] = [];
  for (let i = 0; i < 120; i++) {
    const junk = { endpoint: `${push.origin}/push/junk-${i}`, expirationTime: null, keys: { p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString("base64url"), auth: randomBytes(16).toString("base64url") } };
    const answer = await follow(junk, `192.0.2.${Math.floor(i / 20) + 1}`);
    statuses.push(answer.status);
    if (i === 0) expect(answer.body.error).toMatch(/^push\.keys\.p256dh is not a P-256 public key/);
  }
  expect(statuses.filter((s) => s === 422)).toHaveLength(120);

  // The order: the refresh finds it and sends right after; as found, the junk queued 1,532 urgent messages and retried 1,382.
  const before = push.received.length;
  await fetch(`${feedsUrl}/__order?status=order`, { method: "POST" });
  const refreshed = await fetch(`${site.url}/api/hazards/refresh`, { method: "POST", headers: { authorization: `Bearer ${REFRESH_SECRET}` } });
  expect(refreshed.status).toBe(200);
  const counts = async () => (await (await fetch(`${site.url}/api/alerts/dispatch`, { method: "POST", headers: { authorization: `Bearer ${ALERTS_SITE_ENV.ALERTS_SECRET}` } })).json()) as Record<string, number>;
  await expect.poll(counts, { timeout: 30_000 }).toMatchObject({ follows: victims.length, queued: 0, failed: 0 });
  // Each real follower's phone got the order once, encrypted for it (the stand-in decrypted it).
  const received = push.received.slice(before);
  expect(received.map((m) => `${push.origin}/push/${m.id}`).sort()).toEqual([...victims].sort());
  expect(received.every((m) => m.urgency === "high")).toBe(true);
  noStack();
});
