import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { FORMS } from "../../lib/forms/settings";
import { TRANSLATION } from "../../lib/i18n/translation-settings";
import { SIGN_IN_LIMITS } from "../../lib/reviewers/sign-in-policy";
import { freePort } from "../support/free-port";
import { actionId, actionResult, startProductionServer, type ProductionServer } from "../support/production-server";

/**
 * The hardening findings replayed against production servers (`next start` on the e2e build), as
 * an attacker or a hurried operator would, with bounded loops on loopback. Each server is one
 * supported set-up:
 * - `direct`: no proxy in front, as `npm run local` runs it (TRUSTED_PROXY_HOPS=0), translating
 *   through the LibreTranslate stub;
 * - `proxied`: one proxy in front (TRUSTED_PROXY_HOPS=1) — this test plays it, each request
 *   carrying the address the proxy appended — with a named reviewer.
 * Malformed settings (finding 1) are e2e/servers/production-config.spec.ts; the linear-time checks
 * (6) tests/lib/i18n; the reviewer lists (7), same key with other content (8) and open-data paging
 * (10) are tested with their features.
 */
test.describe.configure({ mode: "serial" });

const REVIEWER = { email: "ana@example.org", password: "abuse suite reviewer password" };

let stub: ChildProcess;
let stubUrl: string;
let direct: ProductionServer;
let proxied: ProductionServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stubUrl = `http://127.0.0.1:${await freePort()}`;
  stub = spawn(process.execPath, ["e2e/support/libretranslate-stub.mjs"], { env: { ...process.env, LIBRETRANSLATE_STUB_PORT: new URL(stubUrl).port }, stdio: "ignore" });
  await expect.poll(() => fetch(`${stubUrl}/languages`).then((r) => r.status, () => 0), { timeout: 10_000 }).toBe(200);
  [direct, proxied] = await Promise.all([
    startProductionServer({ TRUSTED_PROXY_HOPS: "0", LIBRETRANSLATE_URL: stubUrl }),
    startProductionServer({ TRUSTED_PROXY_HOPS: "1" }, { reviewers: [REVIEWER] }),
  ]);
});

test.afterAll(() => {
  direct?.stop();
  proxied?.stop();
  stub?.kill("SIGTERM");
});

async function stubReceived(): Promise<string[]> {
  return ((await (await fetch(`${stubUrl}/__calls`)).json()) as { received: string[] }).received;
}

async function translate(server: ProductionServer, texts: string[], headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/translate`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ target: "ko", texts }),
  });
  return { status: response.status, body: (await response.json()) as { translations: { text: string; source: string }[] } };
}

/** Whether the cached page was served from Next's cache (HIT) or made afresh. */
const cacheState = async (server: ProductionServer, path: string) => (await fetch(`${server.url}${path}`)).headers.get("x-nextjs-cache");

test("2–3. a visitor's texts neither expire cached pages nor reach the translation service or the cache", async () => {
  const pages = ["/es", "/es/donate", "/ko"];
  for (const path of pages) {
    await cacheState(direct, path);
    expect(await cacheState(direct, path), path).toBe("HIT");
  }
  await fetch(`${stubUrl}/__reset`, { method: "POST" });

  // 30 requests with texts no cache has seen, as the finding sent them.
  for (let i = 0; i < 30; i++) {
    const { status, body } = await translate(direct, [`qaab ${i}`]);
    expect(status).toBe(200);
    expect(body.translations).toEqual([{ text: `qaab ${i}`, source: "original" }]);
  }
  // 120 texts × 2,000 characters (as many as fit in the 256 KB body) with right-to-left overrides and zero-width characters.
  const hostile = Array.from({ length: 120 }, (_, i) => `${i} \u202e\u200b${"stored? ".repeat(300)}`.slice(0, TRANSLATION.maxTextLength));
  const big = await translate(direct, hostile);
  expect(big.status).toBe(200);
  expect(big.body.translations.every((t) => t.source === "original")).toBe(true);
  // 100 texts of "ab ab ab …" (the slow path of the old repetition check) are only text too.
  expect((await translate(direct, Array.from({ length: 100 }, () => "ab ".repeat(666)))).status).toBe(200);

  expect(await stubReceived()).toEqual([]);
  // Nothing was stored: the same texts again are still English, still not sent.
  expect((await translate(direct, hostile.slice(0, 5))).body.translations.every((t) => t.source === "original")).toBe(true);
  expect(await stubReceived()).toEqual([]);
  for (const path of pages) expect(await cacheState(direct, path), path).toBe("HIT");
});

test("2. a place's own text is still translated for the browser, and its pages expire once, not per request", async () => {
  await fetch(`${stubUrl}/__reset`, { method: "POST" });
  const html = await (await fetch(`${direct.url}/ko`)).text();
  const names = [...new Set(html.match(/Sample: [^<"]+/g) ?? [])];
  expect(names.length).toBeGreaterThanOrEqual(2);
  expect(await cacheState(direct, "/ko")).toBe("HIT");

  const first = await translate(direct, [names[0]!]);
  expect(first.body.translations).toEqual([{ text: `[ko] ${names[0]}`, source: "machine" }]);
  // Sent once (place names such as "Altadena" go as a placeholder, lib/i18n/glossary.ts).
  expect(await stubReceived()).toHaveLength(1);
  // The Korean pages were expired for it: made afresh once, then served from the cache.
  expect(await cacheState(direct, "/ko")).not.toBe("HIT");
  expect(await cacheState(direct, "/ko")).toBe("HIT");

  // Another new translation within the minute: stored, and the pages are not expired again.
  expect((await translate(direct, [names[1]!])).body.translations[0]?.source).toBe("machine");
  expect(await cacheState(direct, "/ko")).toBe("HIT");
  // Other languages' pages were never touched.
  expect(await cacheState(direct, "/es")).toBe("HIT");
});

/** Calls the contact form's server action as the page's scripts do. */
async function submitCollaboration(server: ProductionServer, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "next-action": actionId("(public)/contact", "submitCollaboration"), "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", origin: server.url, ...headers },
    body: JSON.stringify([
      {
        idempotencyKey: randomUUID(),
        honeypot: "",
        data: { name: "Sample organizer", organization: "", email: "org@example.org", phone: "", kind: "volunteers", message: "Twelve of us can help on Saturday.", consent: "on" },
      },
    ]),
  });
  expect(response.status).toBe(200);
  return actionResult(await response.text()) as { ok: boolean; error?: string };
}

/** Calls the reviewer sign-in action as the page's form does (a FormData after the previous state). */
async function signIn(server: ProductionServer, password: string, headers: Record<string, string>) {
  const form = new FormData();
  form.append("_1_email", REVIEWER.email);
  form.append("_1_password", password);
  form.append("0", '[{"error":null},"$K1"]');
  const response = await fetch(`${server.url}/moderate`, {
    method: "POST",
    headers: { "next-action": actionId("(staff)/moderate", "signIn"), accept: "text/x-component", origin: server.url, ...headers },
    body: form,
  });
  expect(response.status).toBe(200);
  const cookies = response.headers.getSetCookie();
  const device = cookies.find((c) => c.startsWith("reviewer_device="))?.split(";", 1)[0];
  return { signedIn: cookies.some((c) => c.startsWith("reviewer_session=")), device, error: (actionResult(await response.text()) as { error?: string } | undefined)?.error };
}

test("4. with no proxy (TRUSTED_PROXY_HOPS=0), an invented X-Forwarded-For picks no rate-limit bucket", async () => {
  const answers = [];
  for (let i = 0; i <= FORMS.rateLimitMax; i++) answers.push(await submitCollaboration(direct, { "x-forwarded-for": `203.0.113.${i + 1}` }));
  expect(answers.slice(0, FORMS.rateLimitMax).every((a) => a.ok)).toBe(true);
  expect(answers[FORMS.rateLimitMax]).toMatchObject({ ok: false, error: expect.stringMatching(/several forms in a short time/) });
});

test("4. behind one proxy, a forged prefix of X-Forwarded-For is not a new client", async () => {
  for (let i = 0; i < FORMS.rateLimitMax; i++) expect((await submitCollaboration(proxied, { "x-forwarded-for": `198.51.100.${i + 1}, 192.0.2.10` })).ok).toBe(true);
  expect((await submitCollaboration(proxied, { "x-forwarded-for": "198.51.100.99, 192.0.2.10" })).ok).toBe(false);
  expect((await submitCollaboration(proxied, { "x-forwarded-for": "192.0.2.11" })).ok).toBe(true);
});

test("5. nobody can lock a reviewer out: wrong passwords from many addresses, then the holder signs in", async () => {
  test.setTimeout(180_000);
  // 10 wrong passwords for the account, each from another address: the holder, from theirs, signs in.
  for (let i = 0; i < 10; i++) expect((await signIn(proxied, `wrong password ${i}`, { "x-forwarded-for": `198.51.101.${i + 1}` })).error).toMatch(/do not match/);
  const first = await signIn(proxied, REVIEWER.password, { "x-forwarded-for": "192.0.2.50" });
  expect(first.signedIn).toBe(true);
  expect(first.device).toMatch(/^reviewer_device=/);

  // An attacker with as many addresses as the account's ceiling of unrecognised attempts (four at a time).
  const ceiling = SIGN_IN_LIMITS.byAccountUnrecognised.maxHits;
  for (let i = 0; i < ceiling; i += 4) {
    await Promise.all([0, 1, 2, 3].map((j) => signIn(proxied, `guess ${i + j}`, { "x-forwarded-for": `10.1.${(i + j) >> 8}.${(i + j) & 255}` })));
  }
  const newDevice = await signIn(proxied, REVIEWER.password, { "x-forwarded-for": "192.0.2.51" });
  expect(newDevice.signedIn).toBe(false);
  expect(newDevice.error).toMatch(/sign in from a device you have used before/);
  // The holder's browser, which signed in before, still signs in, from any address.
  const holder = await signIn(proxied, REVIEWER.password, { "x-forwarded-for": "192.0.2.52", cookie: first.device! });
  expect(holder.signedIn).toBe(true);
});

/** A request in any method (fetch refuses TRACE), answered with its status and Allow header. */
function rawRequest(method: string, url: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("9. unsupported methods answer 405 with Allow; malformed server actions a 4xx; no stack trace in the log", async () => {
  for (const [method, path, allow] of [
    ["TRACE", "/", "GET, HEAD, POST"],
    ["TRACE", "/es/donate", "GET, HEAD, POST"],
    ["PUT", "/es/donate", "GET, HEAD, POST"],
    ["TRACE", "/api/places/en", "GET, HEAD, OPTIONS"],
    ["DELETE", "/api/translate", "OPTIONS, POST"],
  ] as const) {
    expect(await rawRequest(method, `${direct.url}${path}`), `${method} ${path}`).toEqual({ status: 405, allow });
  }
  const id = actionId("(public)/contact", "submitCollaboration");
  const send = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${direct.url}/es/contact`, { method: "POST", headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8", origin: direct.url, ...headers }, body }).then((r) => r.status);
  expect(await send("hello{")).toBe(400);
  expect(await send("")).toBe(400);
  expect(await send("[".repeat(20_000) + "]".repeat(20_000))).toBe(400);
  expect(await send(`["${"a".repeat(1024 * 1024 + 10)}"]`)).toBe(413);
  expect(await send("[{}]", { origin: "https://evil.example" })).toBe(403);
  // Valid JSON that React's decoder would still throw on.
  expect(await send("1")).toBe(400);
  expect(await send('["$1"]')).toBe(400);
  const chain = new FormData();
  for (let i = 0; i < 1_000; i++) chain.append(String(i), `["$${(i + 1).toString(16)}"]`);
  expect(await fetch(`${direct.url}/es/contact`, { method: "POST", headers: { "next-action": id, origin: direct.url }, body: chain }).then((r) => r.status)).toBe(400);
  expect(await fetch(`${direct.url}/contact`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=xyz" }, body: "garbage" }).then((r) => r.status)).toBe(400);

  // An address that is no route: TRACE is a 404 like any other method, not a 500.
  expect((await rawRequest("TRACE", `${direct.url}/api/no-such-route`)).status).toBe(404);
  for (const server of [direct, proxied]) expect(server.stderr()).not.toMatch(/^\s+at /m);
});
