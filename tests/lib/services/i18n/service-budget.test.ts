// @vitest-environment node
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TRANSLATION } from "@/lib/i18n/translation-settings";
import { createSqlLimitStore } from "@/lib/data/sql/limits";
import type { LimitStore } from "@/lib/data/stores";
import { createServiceBudget } from "@/lib/services/i18n/service-budget";
import { translateTexts } from "@/lib/services/i18n/translate";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";
import { languagesReply } from "@/tests/support/libretranslate";

/**
 * The budget over a real database (PGlite): it lives in public.rate_limits so every server
 * instance shares it (tests/lib/data/contract/limits.test.ts proves spend_budget on every backend,
 * e2e/servers/shared-budget.spec.ts across two running servers).
 */
const WINDOW_SECONDS = 3600;
const text = (length: number, letter = "a") => letter.repeat(length);
const client = () => `client-${randomUUID()}`;

let db: TestDatabase;
let limits: LimitStore;
const store = async () => limits;

beforeAll(async () => {
  db = await openPglite();
  limits = createSqlLimitStore(db.client);
  // Every call below must fall in one window.
  const [row] = await db.client.query<{ t: number }>("select extract(epoch from now())::float8 as t");
  const left = WINDOW_SECONDS - ((row?.t ?? 0) % WINDOW_SECONDS);
  if (left < 30) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 250));
}, OPEN_TIMEOUT_MS + 35_000);
afterAll(() => db?.close());

/** Seconds until the current window ends, as the database sees it. */
async function secondsLeft(): Promise<number> {
  const [row] = await db.client.query<{ t: number }>("select extract(epoch from now())::float8 as t");
  return WINDOW_SECONDS - ((row?.t ?? 0) % WINDOW_SECONDS);
}

describe("createServiceBudget", () => {
  it("admits misses while the client's characters last, then holds the rest back with a retry time", async () => {
    const budget = createServiceBudget(store, { charsPerWindow: 100, windowSeconds: WINDOW_SECONDS });
    const a = client();
    expect(await budget(a, [text(40), text(40)])).toEqual({ admitted: [text(40), text(40)], retryAfterSeconds: null });
    // 20 left: the 30-character text waits, a 20-character one after it still fits.
    const held = await budget(a, [text(30, "b"), text(20, "c")]);
    expect(held.admitted).toEqual([text(20, "c")]);
    expect(Math.abs((held.retryAfterSeconds ?? 0) - (await secondsLeft()))).toBeLessThanOrEqual(2);
    expect((await budget(a, [text(1)])).admitted).toEqual([]);
  });

  it("admits exactly the budget, and not one character more", async () => {
    const budget = createServiceBudget(store, { charsPerWindow: 100, windowSeconds: WINDOW_SECONDS });
    const a = client();
    expect((await budget(a, [text(100)])).admitted).toHaveLength(1);
    expect((await budget(a, [text(1)])).admitted).toEqual([]);
    expect((await budget(client(), [text(101)])).admitted).toEqual([]);
  });

  it("counts characters as the service does (code points), not UTF-16 units", async () => {
    const budget = createServiceBudget(store, { charsPerWindow: 10, windowSeconds: WINDOW_SECONDS });
    // Ten emoji are 20 UTF-16 units but 10 characters.
    expect((await budget(client(), ["🔥".repeat(10)])).admitted).toEqual(["🔥".repeat(10)]);
  });

  it("keeps clients apart: one client's spending never limits another", async () => {
    const budget = createServiceBudget(store, { charsPerWindow: 50, windowSeconds: WINDOW_SECONDS });
    const [a, b] = [client(), client()];
    expect((await budget(a, [text(50)])).admitted).toHaveLength(1);
    expect((await budget(a, [text(1)])).admitted).toEqual([]);
    expect(await budget(b, [text(50)])).toEqual({ admitted: [text(50)], retryAfterSeconds: null });
  });

  it("is one budget for every server instance: two budgets on one database share it", async () => {
    const instanceA = createServiceBudget(async () => createSqlLimitStore(db.client), { charsPerWindow: 100, windowSeconds: WINDOW_SECONDS });
    const instanceB = createServiceBudget(async () => createSqlLimitStore(db.client), { charsPerWindow: 100, windowSeconds: WINDOW_SECONDS });
    const a = client();
    expect((await instanceA(a, [text(70)])).admitted).toHaveLength(1);
    expect((await instanceB(a, [text(40)])).admitted).toEqual([]);
    expect((await instanceB(a, [text(30)])).admitted).toHaveLength(1);
  });

  it("starts afresh when the window has passed", async () => {
    const budget = createServiceBudget(store, { charsPerWindow: 50, windowSeconds: WINDOW_SECONDS });
    const a = client();
    await budget(a, [text(50)]);
    expect((await budget(a, [text(5)])).admitted).toEqual([]);
    // Pretend that window began an hour earlier: it has ended.
    await db.client.query(
      "update public.rate_limits set window_start = window_start - interval '1 hour', expires_at = expires_at - interval '1 hour' where key = $1",
      [a],
    );
    expect(await budget(a, [text(5)])).toEqual({ admitted: [text(5)], retryAfterSeconds: null });
  });

  it("does not charge for what it held back", async () => {
    const budget = createServiceBudget(store, { charsPerWindow: 50, windowSeconds: WINDOW_SECONDS });
    const a = client();
    for (let i = 0; i < 5; i++) expect((await budget(a, [text(60)])).admitted).toEqual([]);
    expect((await budget(a, [text(50)])).admitted).toHaveLength(1);
  });

  it("never overspends when one client's requests arrive at once", async () => {
    const budget = createServiceBudget(store, { charsPerWindow: 100, windowSeconds: WINDOW_SECONDS });
    const a = client();
    const answers = await Promise.all(Array.from({ length: 10 }, () => budget(a, [text(30)])));
    // Three of them fit in 100 characters; the others are refused.
    expect(answers.flatMap((x) => x.admitted).join("")).toHaveLength(90);
    expect(answers.filter((x) => x.retryAfterSeconds !== null)).toHaveLength(7);
    // What was refused was not charged: exactly the last 10 characters are still there.
    expect((await budget(a, [text(10)])).admitted).toHaveLength(1);
    expect((await budget(a, [text(1)])).admitted).toEqual([]);
  });

  it("uses the limits in lib/i18n/translation-settings.ts by default", async () => {
    const budget = createServiceBudget(store);
    const chunk = text(TRANSLATION.maxTextLength);
    const fits = Math.floor(TRANSLATION.serviceCharsPerClientPerWindow / chunk.length);
    const answer = await budget(client(), Array.from({ length: fits + 1 }, (_, i) => `${i}`.padEnd(chunk.length, "x")));
    expect(answer.admitted).toHaveLength(fits);
    expect(answer.retryAfterSeconds).toBeGreaterThan(0);
    expect(answer.retryAfterSeconds).toBeLessThanOrEqual(TRANSLATION.serviceWindowSeconds);
  });

  it("fails (closed, in translateTexts) when the database cannot be asked", async () => {
    const budget = createServiceBudget(async () => createSqlLimitStore({ query: () => Promise.reject(new Error("connect ECONNREFUSED")) }));
    await expect(budget(client(), [text(5)])).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe("translateTexts with a budget", () => {
  const service = { url: "http://translate.test", timeoutMs: 1000 };

  function fakeService() {
    const sent: string[][] = [];
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const listed = languagesReply(url, init);
      if (listed) return listed;
      const { q, target } = JSON.parse(String(init?.body)) as { q: string[]; target: string };
      sent.push(q);
      return new Response(JSON.stringify({ translatedText: q.map((t) => `[${target}] ${t}`) }), { headers: { "content-type": "application/json" } });
    });
    return { sent, config: { ...service, fetch: fetch as typeof globalThis.fetch } };
  }

  it("asks the budget only about real misses: curated and cached texts are free", async () => {
    const { sent, config } = fakeService();
    const admit = vi.fn(async (misses: readonly string[]) => misses);
    const store = { lookup: async () => new Map([["Cached sample text", "[es] en caché"]]), saveMachine: async () => {} };
    const results = await translateTexts("es", ["Try again", "Cached sample text", "Fresh sample text", "911"], { store, service: config, admit });
    expect(admit).toHaveBeenCalledTimes(1);
    expect(admit).toHaveBeenCalledWith(["Fresh sample text"]);
    expect(sent).toEqual([["Fresh sample text"]]);
    expect(results.map((r) => r.source)).toEqual(["curated", "machine", "machine", "original"]);
  });

  it("keeps what the budget holds back in English, and still answers the rest", async () => {
    const { sent, config } = fakeService();
    const admit = async (misses: readonly string[]) => misses.slice(0, 1);
    const results = await translateTexts("ko", ["First sample text", "Second sample text"], { service: config, admit });
    expect(sent).toEqual([["First sample text"]]);
    expect(results).toEqual([
      { text: "[ko] First sample text", source: "machine" },
      { text: "Second sample text", source: "original" },
    ]);
  });

  it("never calls the service when nothing is admitted, nor the budget when no service is configured", async () => {
    const { sent, config } = fakeService();
    expect(await translateTexts("zh", ["Sample text"], { service: config, admit: async () => [] })).toEqual([{ text: "Sample text", source: "original" }]);
    expect(sent).toEqual([]);
    const admit = vi.fn(async (misses: readonly string[]) => misses);
    const logger = { warn: vi.fn(), error: vi.fn() };
    await translateTexts("zh", ["Sample text"], { service: null, admit, logger });
    expect(admit).not.toHaveBeenCalled();
  });

  it("fails closed when the budget cannot be checked", async () => {
    const { sent, config } = fakeService();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const results = await translateTexts("es", ["Sample text"], { service: config, admit: () => Promise.reject(new Error("boom")), logger });
    expect(results).toEqual([{ text: "Sample text", source: "original" }]);
    expect(sent).toEqual([]);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("budget"));
  });
});
