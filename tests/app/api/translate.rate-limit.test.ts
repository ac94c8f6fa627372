// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TRANSLATION } from "@/lib/i18n/translation-settings";
import { createSqlLimitStore } from "@/lib/data/sql/limits";
import type { LimitStore, TranslationStore } from "@/lib/data/stores";
import { expectReadableMessage } from "@/tests/support/bad-input";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";
import { languagesReply } from "@/tests/support/libretranslate";
import { makePlace } from "@/tests/support/places";

/**
 * The per-client budget of characters sent to the translation service, through the route. The
 * budget is made small here (the real one is in lib/i18n/translation-settings.ts) and kept in a real database
 * (PGlite), as in production; the cache is an in-memory map and the service a stubbed fetch, so
 * only the budget decides what is machine translated.
 */

vi.mock("@/lib/i18n/translation-settings", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/i18n/translation-settings")>();
  return { ...actual, TRANSLATION: { ...actual.TRANSLATION, serviceCharsPerClientPerWindow: 100, serviceWindowSeconds: 3600 } };
});

const cache = new Map<string, string>();
const store: TranslationStore = {
  lookup: async (target, texts) => new Map(texts.flatMap((t) => (cache.has(`${target}:${t}`) ? [[t, cache.get(`${target}:${t}`)!]] : []))),
  saveMachine: async (target, pairs) => {
    for (const { text, translation } of pairs) cache.set(`${target}:${text}`, translation);
  },
};
let db: TestDatabase;
let limits: LimitStore;
/** The published places' texts: only these may be machine translated (lib/services/places/place-texts.ts). */
const placeTexts: string[] = [];
vi.mock("@/lib/data", () => ({
  translationStore: async () => store,
  limitStore: async () => limits,
  placeStore: async () => ({ listPlaces: async () => placeTexts.map((description, i) => makePlace({ name: `Place ${i}`, description })) }),
}));
vi.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => {} }));

/** Every text the service was asked to translate. */
const sent: string[] = [];

// The first import of the route (Next's server modules) is slow: not inside a test's time limit.
beforeAll(async () => {
  db = await openPglite();
  limits = createSqlLimitStore(db.client);
  await import("@/app/api/translate/route");
}, OPEN_TIMEOUT_MS);
afterAll(() => db?.close());

/** Seconds until the hour's window ends, as the database sees it (where the budget lives). */
async function secondsLeft(): Promise<number> {
  const [row] = await db.client.query<{ t: number }>("select extract(epoch from now())::float8 as t");
  return 3600 - ((row?.t ?? 0) % 3600);
}

beforeEach(async () => {
  // Each test starts with every client's budget whole, and not in the hour's last seconds.
  await db.client.query("delete from public.rate_limits");
  const left = await secondsLeft();
  if (left < 10) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 250));
  vi.useFakeTimers({ now: new Date("2026-01-15T10:00:00Z"), toFake: ["Date"] });
  cache.clear();
  sent.length = 0;
  vi.stubEnv("LIBRETRANSLATE_URL", "http://translate.test");
  vi.stubEnv("LIBRETRANSLATE_API_KEY", "");
  vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const listed = languagesReply(url, init);
      if (listed) return listed;
      const { q, target } = JSON.parse(String(init?.body)) as { q: string[]; target: string };
      sent.push(...q);
      return Response.json({ translatedText: q.map((t) => `[${target}] ${t}`) });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** A sample text of exactly `length` characters, different for each `n`. */
const WORDS = "the shelter near the park has water, food, blankets and chargers for families today".repeat(3);
const sample = (n: number, length = 40) => `Sample ${n}: ${WORDS}`.slice(0, length - 1) + "."; // already normalized
// Every sample the tests use is a place's description.
for (let n = 0; n < 10; n++) for (const length of [40, 60, 100]) placeTexts.push(sample(n, length));

async function translate(texts: string[], address = "198.51.100.7") {
  const { POST } = await import("@/app/api/translate/route");
  const response = await POST(
    new Request("http://localhost/api/translate", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ target: "es", texts }),
    }),
  );
  return { status: response.status, body: (await response.json()) as { translations: { text: string; source: string }[]; limited?: boolean; retryAfterSeconds?: number; message?: string } };
}

describe("POST /api/translate: per-client service budget", () => {
  it("is small in this test (the assertions below rely on it)", () => {
    expect(TRANSLATION.serviceCharsPerClientPerWindow).toBe(100);
  });

  it("translates misses while the client's budget lasts, without any flag", async () => {
    const { status, body } = await translate([sample(1), sample(2)]);
    expect(status).toBe(200);
    expect(body).toEqual({ translations: [{ text: `[es] ${sample(1)}`, source: "machine" }, { text: `[es] ${sample(2)}`, source: "machine" }] });
    expect(sent).toEqual([sample(1), sample(2)]);
  });

  it("over the budget, still answers curated and cached texts and leaves only the misses in English, flagged", async () => {
    await translate([sample(1), sample(2)]);
    sent.length = 0;
    // 20 characters left: the cached text is free, the curated one too, the new ones do not fit.
    const { status, body } = await translate([sample(1), "Try again", sample(3), sample(4)]);
    expect(status).toBe(200);
    expect(body.translations).toEqual([
      { text: `[es] ${sample(1)}`, source: "machine" },
      { text: "Intentar de nuevo", source: "curated" },
      { text: sample(3), source: "original" },
      { text: sample(4), source: "original" },
    ]);
    expect(sent).toEqual([]);
    expect(body.limited).toBe(true);
    const retry = body.retryAfterSeconds ?? 0;
    expect(Math.abs(retry - (await secondsLeft()))).toBeLessThanOrEqual(2);
    expectReadableMessage(body.message);
    const minutes = Math.ceil(retry / 60);
    expect(body.message).toBe(`Machine translation limit reached: some texts stay in English. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`);
  });

  it("sends what still fits and holds back only the rest", async () => {
    await translate([sample(1, 60)]);
    sent.length = 0;
    const { body } = await translate([sample(2, 60), sample(3, 40)]);
    expect(sent).toEqual([sample(3, 40)]);
    expect(body.translations.map((t) => t.source)).toEqual(["original", "machine"]);
    expect(body.limited).toBe(true);
  });

  it("never counts cache hits: a page already translated can be reloaded any number of times", async () => {
    await translate([sample(1, 100)]);
    for (let i = 0; i < 20; i++) {
      const { body } = await translate([sample(1, 100)]);
      expect(body).toEqual({ translations: [{ text: `[es] ${sample(1, 100)}`, source: "machine" }] });
    }
    expect(sent).toEqual([sample(1, 100)]);
  });

  it("keeps clients apart, and a forged X-Forwarded-For prefix does not make a new client", async () => {
    await translate([sample(1, 100)], "198.51.100.7");
    expect((await translate([sample(2)], "203.0.113.5, 198.51.100.7")).body.limited).toBe(true);
    expect((await translate([sample(3)], "198.51.100.8")).body).toEqual({ translations: [{ text: `[es] ${sample(3)}`, source: "machine" }] });
  });

  it("gives the budget back when the window has passed", async () => {
    await translate([sample(1, 100)]);
    const held = await translate([sample(2)]);
    expect(held.body.limited).toBe(true);
    // Pretend the window began an hour earlier: it has ended.
    await db.client.query("update public.rate_limits set window_start = window_start - interval '1 hour', expires_at = expires_at - interval '1 hour'");
    const { body } = await translate([sample(2)]);
    expect(body).toEqual({ translations: [{ text: `[es] ${sample(2)}`, source: "machine" }] });
  });

  it("costs nothing when no service is configured: misses stay English, never flagged", async () => {
    vi.stubEnv("LIBRETRANSLATE_URL", "");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (let i = 0; i < 5; i++) {
      const { body } = await translate([sample(i, 100)]);
      expect(body).toEqual({ translations: [{ text: sample(i, 100), source: "original" }] });
    }
  });
});
