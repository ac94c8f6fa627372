import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { ALERTS } from "../../lib/alerts/settings";
import { FORMS } from "../../lib/forms/settings";
import { SIGN_IN_LIMITS } from "../../lib/reviewers/sign-in-policy";
import { startSmtp, type SmtpStandIn } from "../../tests/support/smtp";
import { freePort } from "../support/free-port";
import { actionId, actionResult, startProductionServer, type ProductionServer } from "../support/production-server";

/**
 * Issue 37, findings 1 and 3, replayed against production servers (`next start` on the e2e build)
 * as the attacker did, with bounded loops on loopback (docs/security.md, "Who counts as one client"):
 * - `proxied`: one proxy in front (TRUSTED_PROXY_HOPS=1) — this test plays it, each request
 *   carrying the address the proxy appended — with e-mail alerts sent through a real SMTP server
 *   (tests/support/smtp.ts) whose one mailbox the test counts;
 * - `direct`: no proxy, clients connecting to the server themselves, as `npm run local` and a bare
 *   `next start` with TRUSTED_PROXY_HOPS=0 run it. Each client connects from its own loopback
 *   address (Linux routes all of 127.0.0.0/8 to this machine), as two people's phones would.
 * Both have a named reviewer.
 */
test.describe.configure({ mode: "serial" });

const REVIEWER = { email: "ana@example.org", password: "abuse limits reviewer password" };

let smtp: SmtpStandIn;
let proxied: ProductionServer;
let direct: ProductionServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtp();
  const port = await freePort();
  [proxied, direct] = await Promise.all([
    startProductionServer(
      {
        TRUSTED_PROXY_HOPS: "1",
        SMTP_URL: smtp.url,
        ALERTS_FROM: "LA Wildfire Relief (test) <alerts@example.org>",
        ALERTS_SECRET: "abuse-limits-alerts-secret-0123456789",
        SITE_URL: `http://127.0.0.1:${port}`,
      },
      { reviewers: [REVIEWER], port },
    ),
    startProductionServer({ TRUSTED_PROXY_HOPS: "0" }, { reviewers: [REVIEWER] }),
  ]);
});

test.afterAll(async () => {
  proxied?.stop();
  direct?.stop();
  await smtp?.close();
});

type Answer = { status: number; cookies: string[]; text: string };

/**
 * A request as fetch would make it (`init` as for fetch), sent from `localAddress`: the connection's
 * address, the one thing a client cannot write into the request itself.
 */
async function send(url: string, init: RequestInit, localAddress = "127.0.0.1"): Promise<Answer> {
  const request = new Request(url, init);
  const body = Buffer.from(await request.arrayBuffer());
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const headers = { ...Object.fromEntries(request.headers), "content-length": String(body.length) };
    const req = httpRequest({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: request.method, headers, localAddress }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, cookies: res.headers["set-cookie"] ?? [], text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** What a client sends and where from: its connection's address, and any X-Forwarded-For (the proxy's, or one it invented). */
type Client = { from?: string; forwardedFor?: string };
const headersOf = ({ forwardedFor }: Client): Record<string, string> => (forwardedFor ? { "x-forwarded-for": forwardedFor } : {});

/** Sets up e-mail alerts for a point in Los Angeles, as the follow panel does. */
async function follow(server: ProductionServer, email: string, client: Client) {
  const body = { latitude: 34.05, longitude: -118.25, radiusMiles: 3, topics: ["evacuation"], language: "en", email };
  const answer = await send(`${server.url}/api/alerts/follow`, { method: "POST", headers: { "content-type": "application/json", ...headersOf(client) }, body: JSON.stringify(body) }, client.from);
  return { status: answer.status, body: JSON.parse(answer.text) as { error?: string; fields?: { email?: string } } };
}

/** Calls the contact form's server action as the page's scripts do. */
async function submitCollaboration(server: ProductionServer, client: Client) {
  const answer = await send(
    `${server.url}/contact`,
    {
      method: "POST",
      headers: { "next-action": actionId("(public)/contact", "submitCollaboration"), "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", origin: server.url, ...headersOf(client) },
      body: JSON.stringify([
        {
          idempotencyKey: randomUUID(),
          honeypot: "",
          data: { name: "Sample organizer", organization: "", email: "org@example.org", phone: "", kind: "volunteers", message: "Twelve of us can help on Saturday.", consent: "on" },
        },
      ]),
    },
    client.from,
  );
  expect(answer.status).toBe(200);
  return actionResult(answer.text) as { ok: boolean; error?: string };
}

/** Calls the reviewer sign-in action as the page's form does (a FormData after the previous state), from a browser with no device cookie. */
async function signIn(server: ProductionServer, email: string, password: string, client: Client) {
  const form = new FormData();
  form.append("_1_email", email);
  form.append("_1_password", password);
  form.append("0", '[{"error":null},"$K1"]');
  const answer = await send(
    `${server.url}/moderate`,
    { method: "POST", headers: { "next-action": actionId("(staff)/moderate", "signIn"), accept: "text/x-component", origin: server.url, ...headersOf(client) }, body: form },
    client.from,
  );
  expect(answer.status).toBe(200);
  return { signedIn: answer.cookies.some((c) => c.startsWith("reviewer_session=")), error: (actionResult(answer.text) as { error?: string } | undefined)?.error };
}

/** Waits until the SMTP server has received `expected` mails (each accepted follow queues one), then gives stragglers a moment. */
async function mailsAfter(expected: number): Promise<number> {
  await expect.poll(() => smtp.mails.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(expected);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return smtp.mails.length;
}

/** The spellings of one Gmail inbox the attack cycled through. */
const spelling = (n: number) => [`victim+${n}@gmail.com`, "VICTIM@gmail.com", "v.ictim@gmail.com", `Vic.Tim+${n}@googlemail.com`][n % 4]!;

test("1. the mail bomb: 90 follows, four spellings of one inbox, each from another address in one /64 → at most 3 mails", async () => {
  test.setTimeout(120_000);
  smtp.mails.splice(0);
  const statuses: number[] = [];
  for (let n = 1; n <= 90; n++) statuses.push((await follow(proxied, spelling(n), { forwardedFor: `2001:db8:1:2::${n.toString(16)}` })).status);
  const accepted = statuses.filter((s) => s === 202).length;
  const mails = await mailsAfter(accepted);
  console.log(`Mail bomb replay (90 follows, one /64, 4 spellings): ${accepted} accepted, ${mails} mails reached the mailbox.`);
  expect(statuses.every((s) => s === 202 || s === 429)).toBe(true);
  expect(mails).toBeGreaterThanOrEqual(1);
  expect(mails).toBeLessThanOrEqual(ALERTS.confirmationsPerMailboxPerDay);
  expect(smtp.mails.every((m) => /confirm/i.test(m.subject))).toBe(true);
});

test("1. whoever asks: the spellings of another inbox from 40 different networks → at most 3 mails, and the refusal says why", async () => {
  test.setTimeout(120_000);
  smtp.mails.splice(0);
  const answers = [];
  for (let n = 1; n <= 40; n++) {
    const email = [`ana.lopez+${n}@gmail.com`, "AnaLopez@gmail.com", "a.n.a.l.o.p.e.z@googlemail.com"][n % 3]!;
    answers.push(await follow(proxied, email, { forwardedFor: n % 2 ? `198.51.100.${n}` : `2001:db8:${n.toString(16)}::1` }));
  }
  const accepted = answers.filter((a) => a.status === 202).length;
  const mails = await mailsAfter(accepted);
  console.log(`Mailbox replay (40 follows, 40 networks, 3 spellings): ${accepted} accepted, ${mails} mails reached the mailbox.`);
  expect(mails).toBeLessThanOrEqual(ALERTS.confirmationsPerMailboxPerDay);
  expect(answers.at(-1)).toMatchObject({ status: 429, body: { fields: { email: expect.stringMatching(/Too many confirmation e-mails were sent to this address today/) } } });
});

test("1. one /64 is one client: its follows stop at the hourly limit, whatever address in it they come from; the next /64 goes on", async () => {
  test.setTimeout(120_000);
  const answers = [];
  for (let n = 0; n <= ALERTS.followsPerClientPerHour; n++) answers.push(await follow(proxied, `person${n}@example.org`, { forwardedFor: `2001:db8:77:88:${n.toString(16)}::1` }));
  expect(answers.slice(0, ALERTS.followsPerClientPerHour).map((a) => a.status)).toEqual(Array(ALERTS.followsPerClientPerHour).fill(202));
  expect(answers.at(-1)).toMatchObject({ status: 429, body: { error: expect.stringMatching(/from this connection/) } });
  // The neighbouring /64 is another home or phone.
  expect((await follow(proxied, "neighbour@example.org", { forwardedFor: "2001:db8:77:89::1" })).status).toBe(202);
});

/**
 * One client switches off the contact form and fails more sign-ins than a client may, for accounts
 * that do not exist; another client must still submit and a reviewer still sign in.
 */
async function replayLockout(server: ProductionServer, attacker: (n: number) => Client, visitor: Client, reviewer: Client) {
  const contact = [];
  for (let n = 0; n <= FORMS.rateLimitMax; n++) contact.push(await submitCollaboration(server, attacker(n)));
  expect(contact.slice(0, FORMS.rateLimitMax).every((a) => a.ok)).toBe(true);
  expect(contact.at(-1)).toMatchObject({ ok: false, error: expect.stringMatching(/several forms in a short time/) });

  const failed = [];
  for (let n = 0; n < SIGN_IN_LIMITS.byClient.maxHits + 2; n++) failed.push(await signIn(server, `nobody-${n}@example.org`, "a guess", attacker(n)));
  expect(failed.every((a) => !a.signedIn)).toBe(true);
  expect(failed.at(-1)?.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);

  expect(await submitCollaboration(server, visitor)).toEqual({ ok: true });
  expect(await signIn(server, REVIEWER.email, REVIEWER.password, reviewer)).toEqual({ signedIn: true, error: undefined });
}

test("3. no proxy (TRUSTED_PROXY_HOPS=0, as npm run local): one client, whatever X-Forwarded-For it invents, cannot lock out another", async () => {
  test.setTimeout(180_000);
  await replayLockout(direct, (n) => ({ from: "127.0.0.2", forwardedFor: `203.0.113.${n + 1}` }), { from: "127.0.0.3" }, { from: "127.0.0.4", forwardedFor: "127.0.0.2" });
});

test("1+3. behind one proxy: a client moving through its /64 cannot lock out the next /64 or an IPv4 client", async () => {
  test.setTimeout(180_000);
  await replayLockout(proxied, (n) => ({ forwardedFor: `2001:db8:5:6::${(n + 1).toString(16)}` }), { forwardedFor: "2001:db8:5:7::1" }, { forwardedFor: "198.51.100.200" });
});
