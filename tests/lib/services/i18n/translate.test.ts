// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MachineTranslation, TranslationStore } from "@/lib/data/stores";
import type { ServiceConfig } from "@/lib/i18n/libretranslate";
import type { TargetLanguage } from "@/lib/i18n/types";
import { languagesReply } from "@/tests/support/libretranslate";

// A small curated dictionary, whatever the real one holds at the moment.
vi.mock("@/lib/i18n/curated", () => {
  const entries: Record<string, Record<"es" | "zh" | "ko", string>> = {
    "Open now": { es: "Abierto ahora", zh: "营业中", ko: "영업 중" },
    Directions: { es: "Cómo llegar", zh: "路线", ko: "길찾기" },
  };
  const norm = (t: string) => t.normalize("NFC").replace(/\s+/g, " ").trim();
  return {
    curatedTranslation: (text: string, target: "es" | "zh" | "ko") => entries[norm(text)]?.[target] ?? null,
    isCuratedOutput: (text: string, target: "es" | "zh" | "ko") => Object.values(entries).some((e) => e[target] === norm(text)),
  };
});

/** A fresh copy of the module, so its "logged once" memory starts empty. */
async function load() {
  vi.resetModules();
  return (await import("@/lib/services/i18n/translate")).translateTexts;
}

/** An in-memory cache that counts its calls. */
function fakeStore(initial: Record<string, string> = {}, failures: { lookup?: boolean; save?: boolean } = {}) {
  const data = new Map(Object.entries(initial));
  const lookups: string[][] = [];
  const saves: MachineTranslation[][] = [];
  const store: TranslationStore = {
    async lookup(_target, texts) {
      lookups.push(texts);
      if (failures.lookup) throw new Error("cache down");
      return new Map(texts.filter((t) => data.has(t)).map((t) => [t, data.get(t)!]));
    },
    async saveMachine(_target, pairs) {
      saves.push(pairs);
      if (failures.save) throw new Error("write refused");
      for (const { text, translation } of pairs) data.set(text, translation);
    },
  };
  return { store, lookups, saves, data };
}

/** A LibreTranslate stand-in: "<target>: text", or what `reply` says. */
function fakeService(reply?: (q: string[]) => { status?: number; body: unknown }) {
  const requests: string[][] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const listed = languagesReply(input, init);
    if (listed) return listed;
    const { q, target } = JSON.parse(String(init?.body)) as { q: string[]; target: string };
    requests.push(q);
    const { status = 200, body } = reply?.(q) ?? { body: { translatedText: q.map((t) => `${target}: ${t}`) } };
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
  const service: ServiceConfig = { url: "http://translate.test", timeoutMs: 1000, fetch: fetch as typeof globalThis.fetch };
  return { service, requests };
}

function fakeLogger() {
  return { warn: vi.fn(), error: vi.fn() };
}

let translateTexts: Awaited<ReturnType<typeof load>>;
beforeEach(async () => {
  translateTexts = await load();
});

describe("translateTexts", () => {
  it("uses curated translations first, and sends them neither to the cache nor to the service", async () => {
    const { store, lookups } = fakeStore({ "Open now": "Abierto (cache)" });
    const { service, requests } = fakeService();
    const result = await translateTexts("es", ["  Open   now ", "Directions", "Shelter"], { store, service, logger: fakeLogger() });
    expect(result).toEqual([
      { text: "Abierto ahora", source: "curated" },
      { text: "Cómo llegar", source: "curated" },
      { text: "es: Shelter", source: "machine" },
    ]);
    expect(lookups).toEqual([["Shelter"]]);
    expect(requests).toEqual([["Shelter"]]);
  });

  it("returns a text that already is a curated translation as it is", async () => {
    const { store, lookups } = fakeStore();
    const { service, requests } = fakeService();
    const result = await translateTexts("ko", [" 영업 중 ", "길찾기"], { store, service, logger: fakeLogger() });
    expect(result).toEqual([
      { text: " 영업 중 ", source: "curated" },
      { text: "길찾기", source: "curated" },
    ]);
    expect(lookups).toEqual([]);
    expect(requests).toEqual([]);
  });

  it("looks up a whole page in one cache query, each text once", async () => {
    const { store, lookups } = fakeStore({ Shelter: "Refugio", Food: "Comida" });
    const { service } = fakeService();
    const page = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? "Shelter" : i % 3 === 1 ? ` Food ` : `Place number ${i % 50}`));
    await translateTexts("es", page, { store, service, logger: fakeLogger() });
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toHaveLength(2 + new Set(page.filter((t) => t.startsWith("Place"))).size);
    expect(new Set(lookups[0])).toEqual(new Set(["Shelter", "Food", ...page.filter((t) => t.startsWith("Place"))]));
  });

  it("answers cache hits as machine translations without calling the service", async () => {
    const { store } = fakeStore({ Shelter: "Refugio" });
    const { service, requests } = fakeService();
    expect(await translateTexts("es", ["Shelter", "\nShelter  "], { store, service, logger: fakeLogger() })).toEqual([
      { text: "Refugio", source: "machine" },
      { text: "Refugio", source: "machine" },
    ]);
    expect(requests).toEqual([]);
  });

  it("sends the misses to the service once, deduplicated, and fills every copy in order", async () => {
    const { store } = fakeStore({ Food: "Comida" });
    const { service, requests } = fakeService();
    const result = await translateTexts("zh", ["Shelter", "Food", " Shelter", "Water", "Shelter\n"], { store, service, logger: fakeLogger() });
    expect(requests).toEqual([["Shelter", "Water"]]);
    expect(result).toEqual([
      { text: "zh: Shelter", source: "machine" },
      { text: "Comida", source: "machine" },
      { text: "zh: Shelter", source: "machine" },
      { text: "zh: Water", source: "machine" },
      { text: "zh: Shelter", source: "machine" },
    ]);
  });

  it("writes good results back to the cache, and not the rejected ones; the next call needs no service", async () => {
    const { store, saves } = fakeStore();
    const { service, requests } = fakeService((q) => ({ body: { translatedText: q.map((t) => (t === "Bad" ? "" : `es: ${t}`)) } }));
    const logger = fakeLogger();
    const result = await translateTexts("es", ["Shelter", "Bad", "Water"], { store, service, logger });
    expect(result).toEqual([
      { text: "es: Shelter", source: "machine" },
      { text: "Bad", source: "original" },
      { text: "es: Water", source: "machine" },
    ]);
    expect(saves).toEqual([
      [
        { text: "Shelter", translation: "es: Shelter" },
        { text: "Water", translation: "es: Water" },
      ],
    ]);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/1 of 3 results rejected/));

    await translateTexts("es", ["Shelter", "Water"], { store, service, logger });
    expect(requests).toHaveLength(1);
  });

  it.each([
    ["a 500", () => ({ status: 500, body: { error: "boom" } })],
    ["a 429", () => ({ status: 429, body: { error: "Slowdown: 30 per 1 minute" } })],
    ["a wrong number of results", (q: string[]) => ({ body: { translatedText: q.slice(1) } })],
  ])("after %s returns the originals unchanged and caches nothing", async (_, reply) => {
    const { store, saves } = fakeStore();
    const { service } = fakeService(reply);
    const logger = fakeLogger();
    const texts = [" Shelter ", "Water", "Open now"];
    expect(await translateTexts("es", texts, { store, service, logger })).toEqual([
      { text: " Shelter ", source: "original" },
      { text: "Water", source: "original" },
      { text: "Abierto ahora", source: "curated" },
    ]);
    expect(saves).toEqual([]);
    expect(logger.error.mock.calls.length + logger.warn.mock.calls.length).toBe(1);
  });

  it("logs one line per failed batch", async () => {
    const { store } = fakeStore();
    const { service } = fakeService(() => ({ status: 500, body: { error: "boom" } }));
    const logger = fakeLogger();
    const texts = Array.from({ length: 150 }, (_, i) => `Text ${i}`);
    await translateTexts("ko", texts, { store, service: { ...service, concurrency: 3 }, logger });
    await translateTexts("ko", texts, { store, service, logger });
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error.mock.calls[0]![0]).toBe("Machine translation failed (150 texts, ko): LibreTranslate answered 500: boom");
  });

  it("still translates when the cache lookup fails, and logs it", async () => {
    const { store } = fakeStore({}, { lookup: true });
    const { service } = fakeService();
    const logger = fakeLogger();
    expect(await translateTexts("es", ["Shelter"], { store, service, logger })).toEqual([{ text: "es: Shelter", source: "machine" }]);
    expect(logger.error).toHaveBeenCalledWith("Translation cache lookup failed (1 texts, es): cache down");
  });

  it("does not throw when writing back fails: logs it and answers the translations", async () => {
    const { store } = fakeStore({}, { save: true });
    const { service } = fakeService();
    const logger = fakeLogger();
    expect(await translateTexts("es", ["Shelter"], { store, service, logger })).toEqual([{ text: "es: Shelter", source: "machine" }]);
    expect(logger.error).toHaveBeenCalledWith("Saving 1 machine translations (es) failed: write refused");
  });

  it("works without a cache", async () => {
    const { service, requests } = fakeService();
    expect(await translateTexts("es", ["Shelter"], { store: null, service, logger: fakeLogger() })).toEqual([
      { text: "es: Shelter", source: "machine" },
    ]);
    expect(requests).toHaveLength(1);
  });

  it("without a service leaves misses in English and says so once per process", async () => {
    const { store } = fakeStore({ Food: "Comida" });
    const logger = fakeLogger();
    for (let i = 0; i < 3; i++) {
      expect(await translateTexts("es", ["Shelter", "Food"], { store, service: null, logger })).toEqual([
        { text: "Shelter", source: "original" },
        { text: "Comida", source: "machine" },
      ]);
    }
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toMatch(/LIBRETRANSLATE_URL is not set/);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each(["fr", "en", "", "ES", "zh-Hans", "__proto__"])("throws for the unsupported target %j", async (target) => {
    await expect(translateTexts(target as TargetLanguage, ["Shelter"], {})).rejects.toThrow(new Error("Unsupported target language"));
  });

  it("skips empty, whitespace-only, letterless and name-only texts: unchanged, never looked up or sent", async () => {
    const { store, lookups } = fakeStore();
    const { service, requests } = fakeService();
    const texts = ["", "   ", "\n\t", "911", "(626) 555-0101", "9:00–17:00", "🔥", "Altadena", " FEMA ", "https://www.fema.gov/", "help@example.org"];
    const result = await translateTexts("es", texts, { store, service, logger: fakeLogger() });
    expect(result).toEqual(texts.map((text) => ({ text, source: "original" })));
    expect(lookups).toEqual([]);
    expect(requests).toEqual([]);
  });

  it("answers an empty batch with nothing", async () => {
    expect(await translateTexts("es", [], {})).toEqual([]);
  });
});

describe("translateTexts and the languages the service offers", () => {
  /**
   * A service listing the end-to-end stub's languages (no hy or km; "zt" for zh-Hant), or failing
   * its GET /languages with `listing: "down"`; records each POST's target and texts.
   */
  function listingService(listing: "stub" | "down" = "stub") {
    const posts: { target: string; q: string[] }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? "GET") === "GET") {
        if (listing === "down") return new Response("Bad Gateway", { status: 502 });
        return languagesReply(input, init)!;
      }
      const { q, target } = JSON.parse(String(init?.body)) as { q: string[]; target: string };
      posts.push({ target, q });
      return Response.json({ translatedText: q.map((t) => `${target}: ${t}`) });
    };
    const service: ServiceConfig = { url: "http://translate.test", timeoutMs: 1000, fetch: fetch as typeof globalThis.fetch };
    return { service, posts };
  }

  it("sends zh-Hant as the service's code, zt", async () => {
    const { service, posts } = listingService();
    const { store, saves } = fakeStore();
    expect(await translateTexts("zh-Hant", ["Shelter"], { store, service, logger: fakeLogger() })).toEqual([{ text: "zt: Shelter", source: "machine" }]);
    expect(posts).toEqual([{ target: "zt", q: ["Shelter"] }]);
    expect(saves).toEqual([[{ text: "Shelter", translation: "zt: Shelter" }]]);
  });

  it("never sends a language the service does not offer: English, nothing cached, no budget spent, one warning per language", async () => {
    const { service, posts } = listingService();
    const { store, saves } = fakeStore({ Food: "Սնունդ" });
    const logger = fakeLogger();
    const admit = vi.fn(async (misses: readonly string[]) => misses);
    for (let i = 0; i < 3; i++) {
      // Curated and cached translations are still answered.
      expect(await translateTexts("hy", ["Shelter", "Food"], { store, service, logger, admit })).toEqual([
        { text: "Shelter", source: "original" },
        { text: "Սնունդ", source: "machine" },
      ]);
      expect(await translateTexts("km", ["Shelter"], { store, service, logger, admit })).toEqual([{ text: "Shelter", source: "original" }]);
    }
    expect(posts).toEqual([]);
    expect(saves).toEqual([]);
    expect(admit).not.toHaveBeenCalled();
    expect(logger.warn.mock.calls.map((c) => c[0])).toEqual([
      "The translation service does not offer hy: texts without a curated or cached translation in it stay in English.",
      "The translation service does not offer km: texts without a curated or cached translation in it stay in English.",
    ]);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("still tries every language when the service's list cannot be read (our own code)", async () => {
    const { service, posts } = listingService("down");
    const logger = fakeLogger();
    expect(await translateTexts("hy", ["Shelter"], { store: null, service, logger })).toEqual([{ text: "hy: Shelter", source: "machine" }]);
    expect(await translateTexts("zh-Hant", ["Water"], { store: null, service, logger })).toEqual([{ text: "zh-Hant: Water", source: "machine" }]);
    expect(posts.map((p) => p.target)).toEqual(["hy", "zh-Hant"]);
    // The failed list is logged once (and asked again only after a minute).
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toMatch(/Could not read the translation service's languages .*answered 502/);
  });
});
