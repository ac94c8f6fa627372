// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TRANSLATION } from "@/lib/config";
import { createServiceBudget } from "@/lib/i18n/service-budget";
import { translateTexts } from "@/lib/i18n/translate";

const WINDOW_SECONDS = 3600;
const text = (length: number, letter = "a") => letter.repeat(length);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-15T10:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createServiceBudget", () => {
  it("admits misses while the client's characters last, then holds the rest back with a retry time", async () => {
    const budget = createServiceBudget({ charsPerWindow: 100, windowSeconds: WINDOW_SECONDS });
    expect(await budget("client-a", [text(40), text(40)])).toEqual({ admitted: [text(40), text(40)], retryAfterSeconds: null });
    // 20 left: the 30-character text waits, a 20-character one after it still fits.
    expect(await budget("client-a", [text(30, "b"), text(20, "c")])).toEqual({ admitted: [text(20, "c")], retryAfterSeconds: WINDOW_SECONDS });
    expect(await budget("client-a", [text(1)])).toEqual({ admitted: [], retryAfterSeconds: WINDOW_SECONDS });
  });

  it("admits exactly the budget, and not one character more", async () => {
    const budget = createServiceBudget({ charsPerWindow: 100, windowSeconds: WINDOW_SECONDS });
    expect((await budget("client-a", [text(100)])).admitted).toHaveLength(1);
    expect((await budget("client-a", [text(1)])).admitted).toEqual([]);
    const other = createServiceBudget({ charsPerWindow: 100, windowSeconds: WINDOW_SECONDS });
    expect((await other("client-a", [text(101)])).admitted).toEqual([]);
  });

  it("counts characters as the service does (code points), not UTF-16 units", async () => {
    const budget = createServiceBudget({ charsPerWindow: 10, windowSeconds: WINDOW_SECONDS });
    // Ten emoji are 20 UTF-16 units but 10 characters.
    expect((await budget("client-a", ["🔥".repeat(10)])).admitted).toEqual(["🔥".repeat(10)]);
  });

  it("keeps clients apart: one client's spending never limits another", async () => {
    const budget = createServiceBudget({ charsPerWindow: 50, windowSeconds: WINDOW_SECONDS });
    expect((await budget("client-a", [text(50)])).admitted).toHaveLength(1);
    expect((await budget("client-a", [text(1)])).admitted).toEqual([]);
    expect(await budget("client-b", [text(50)])).toEqual({ admitted: [text(50)], retryAfterSeconds: null });
  });

  it("starts afresh when the window has passed, and says how long until then", async () => {
    const budget = createServiceBudget({ charsPerWindow: 50, windowSeconds: WINDOW_SECONDS });
    await budget("client-a", [text(50)]);
    vi.advanceTimersByTime(15 * 60 * 1000);
    expect(await budget("client-a", [text(5)])).toEqual({ admitted: [], retryAfterSeconds: 45 * 60 });
    vi.advanceTimersByTime(45 * 60 * 1000 - 1);
    expect((await budget("client-a", [text(5)])).admitted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(await budget("client-a", [text(5)])).toEqual({ admitted: [text(5)], retryAfterSeconds: null });
  });

  it("does not charge for what it held back", async () => {
    const budget = createServiceBudget({ charsPerWindow: 50, windowSeconds: WINDOW_SECONDS });
    for (let i = 0; i < 5; i++) expect((await budget("client-a", [text(60)])).admitted).toEqual([]);
    expect((await budget("client-a", [text(50)])).admitted).toHaveLength(1);
  });

  it("never overspends when one client's requests arrive at once", async () => {
    const budget = createServiceBudget({ charsPerWindow: 100, windowSeconds: WINDOW_SECONDS });
    const answers = await Promise.all(Array.from({ length: 10 }, () => budget("client-a", [text(30)])));
    // Three of them fit in 100 characters; the others are refused.
    expect(answers.flatMap((a) => a.admitted).join("")).toHaveLength(90);
    expect(answers.filter((a) => a.retryAfterSeconds !== null)).toHaveLength(7);
    // What was refused was not charged: exactly the last 10 characters are still there.
    expect((await budget("client-a", [text(10)])).admitted).toHaveLength(1);
    expect((await budget("client-a", [text(1)])).admitted).toEqual([]);
  });

  it("uses the limits in lib/config.ts by default", async () => {
    const budget = createServiceBudget();
    const chunk = text(TRANSLATION.maxTextLength);
    const fits = Math.floor(TRANSLATION.serviceCharsPerClientPerWindow / chunk.length);
    const answer = await budget("client-a", Array.from({ length: fits + 1 }, (_, i) => `${i}`.padEnd(chunk.length, "x")));
    expect(answer.admitted).toHaveLength(fits);
    expect(answer.retryAfterSeconds).toBe(TRANSLATION.serviceWindowSeconds);
  });
});

describe("translateTexts with a budget", () => {
  const service = { url: "http://translate.test", timeoutMs: 1000 };

  function fakeService() {
    const sent: string[][] = [];
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
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
