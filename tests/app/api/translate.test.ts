// @vitest-environment node
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeEmbeddedDb, openedEmbeddedDb } from "@/tests/support/embedded-db";
import { makePlaceInput } from "@/tests/support/places";
import { TARGET_LANGUAGES } from "@/lib/i18n/types";
import { languagesAnswer, stubOffers } from "@/tests/support/libretranslate";

/** The cache tags the route expired (next/cache stands in for a Next server's page cache). */
const expired: string[] = [];
vi.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: (tag: string) => void expired.push(tag) }));


const UNSUPPORTED = { error: "Unsupported target language" };
const NOT_STRINGS = { error: "texts must be an array of strings" };
const TOO_MANY = { error: "Too many texts: at most 200 per request" };
// Every language but English, from the list: `"es" | "zh" | "zh-Hant" | … | "hi"`.
const SHAPE = { error: `The body must be a JSON object: { "target": ${TARGET_LANGUAGES.map((l) => `"${l}"`).join(" | ")}, "texts": [string, ...] }` };
const BAD_JSON = { error: "The request body is not valid JSON" };
const TOO_LARGE = { error: "Request body too large: at most 256 KB" };

// An in-test LibreTranslate: "[es] text"; `mode` switches it to failing. It lists the realistic
// languages of tests/support/libretranslate.ts at GET /languages (no hy, km; "zt" for zh-Hant).
const stub = { mode: "ok" as "ok" | "down", calls: 0, texts: [] as string[][] };
let server: Server;
let serviceUrl: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "translate-route-"));
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const send = (status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (req.method === "GET" && req.url === "/languages") return send(200, languagesAnswer());
      if (req.method !== "POST" || req.url !== "/translate") return send(404, { error: "Not Found" });
      const { q, source, target, format } = JSON.parse(raw) as { q: string[]; source: string; target: string; format: string };
      stub.calls++;
      stub.texts.push(q);
      if (stub.mode === "down") return send(500, { error: "Cannot translate text" });
      if (source !== "en" || format !== "text" || !stubOffers(target)) return send(400, { error: `${target} is not supported` });
      send(200, { translatedText: q.map((t) => `[${target}] ${t}`) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

const INJECTION = `'); update public.translations set translated = '{"es": "Defaced"}'; --`;
/** 120 × 2000 characters: just under the 256 KB body limit. */
const LONG = Array.from({ length: 120 }, (_, i) => `Text ${String(i).padStart(3, "0")} ${"word ".repeat(400)}`.slice(0, 2000));
const MANY = Array.from({ length: 200 }, (_, i) => `Sample item ${i}`);
/**
 * The texts these tests translate, published as places' descriptions: only a published place's
 * own text may be sent to the service and cached.
 */
const PLACE_TEXTS = ["Sample diapers and wipes", "Sample phone charging", "Sample hot meals", "Sample showers", "Sample shelter with cots", "Bottled water", "Sample generator available", "Sample tarp distribution", "Evacuate the sample zone", INJECTION, ...MANY, ...LONG];

beforeAll(async () => {
  configure();
  const { placeStore } = await import("@/lib/data");
  const inputs = PLACE_TEXTS.map((description, i) => makePlaceInput({ externalId: `translate-test-${i}`, name: `Translated place ${i}`, description, published: true }));
  await (await placeStore()).upsertPlaces(inputs, "tests/app/api/translate.test.ts");
  vi.unstubAllEnvs();
  vi.resetModules();
}, 120_000);

beforeEach(() => {
  Object.assign(stub, { mode: "ok", calls: 0, texts: [] });
  expired.length = 0;
  configure();
});

function configure() {
  // Embedded backend in a fresh folder and the in-test service, whatever the developer's environment says.
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "");
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "");
  vi.stubEnv("PGLITE_DATA_DIR", dataDir);
  vi.stubEnv("LIBRETRANSLATE_URL", serviceUrl);
  vi.stubEnv("LIBRETRANSLATE_API_KEY", "");
  vi.stubEnv("LIBRETRANSLATE_TIMEOUT_MS", "5000");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

afterAll(async () => {
  await closeEmbeddedDb();
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

async function route() {
  return import("@/app/api/translate/route");
}

async function post(body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) {
  const { POST } = await route();
  const init: RequestInit & { duplex?: "half" } = { method: "POST", body, headers };
  if (body instanceof ReadableStream) init.duplex = "half";
  const response = await POST(new Request("http://localhost/api/translate", init));
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const postJson = (value: unknown) => post(JSON.stringify(value));

async function cachedRows() {
  const embedded = await openedEmbeddedDb();
  if (!embedded) return [];
  return embedded.client.query<{ text: string; translated: Record<string, string>; source: string }>(
    "select text, translated, source from public.translations order by text",
  );
}

describe("POST /api/translate: validation", () => {
  it("is dynamic and never cached", async () => {
    expect((await route()).dynamic).toBe("force-dynamic");
    const response = await postJson({ target: "xx", texts: [] });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    ["an unknown language", { target: "fr", texts: ["Shelter"] }],
    ["English", { target: "en", texts: ["Shelter"] }],
    ["an upper-case code", { target: "ES", texts: ["Shelter"] }],
    ["a locale", { target: "zh-Hans", texts: ["Shelter"] }],
    ["a missing target", { texts: ["Shelter"] }],
    ["a number", { target: 1, texts: ["Shelter"] }],
    ["null", { target: null, texts: ["Shelter"] }],
    ["an array", { target: ["es"], texts: ["Shelter"] }],
    ["an object", { target: { toString: "es" }, texts: ["Shelter"] }],
    ["an SQL injection", { target: "es'; drop table public.translations; --", texts: ["Shelter"] }],
    ["a prototype key", { target: "__proto__", texts: ["Shelter"] }],
  ])("answers 400 Unsupported target language to %s", async (_, body) => {
    expect(await postJson(body)).toMatchObject({ status: 400, body: UNSUPPORTED });
  });

  it.each([
    ["missing", { target: "es" }],
    ["a string", { target: "es", texts: "Shelter" }],
    ["an object", { target: "es", texts: { 0: "Shelter" } }],
    ["null", { target: "es", texts: null }],
    ["numbers", { target: "es", texts: [1, 2] }],
    ["a null item", { target: "es", texts: ["Shelter", null] }],
    ["a nested array", { target: "es", texts: [["Shelter"]] }],
    ["an object item", { target: "es", texts: [{ text: "Shelter" }] }],
  ])("answers 400 when texts is %s", async (_, body) => {
    expect(await postJson(body)).toMatchObject({ status: 400, body: NOT_STRINGS });
  });

  it("answers 413 to more than 200 texts", async () => {
    expect(await postJson({ target: "es", texts: Array.from({ length: 201 }, (_, i) => `Text ${i}`) })).toMatchObject({
      status: 413,
      body: TOO_MANY,
    });
  });

  it("answers 413 to a text over 2000 characters, naming it", async () => {
    expect(await postJson({ target: "es", texts: ["Shelter", "a".repeat(2001)] })).toMatchObject({
      status: 413,
      body: { error: "Text too long: at most 2000 characters each (texts[1])" },
    });
  });

  it("answers 413 to a body over 256 KB, declared or not", async () => {
    const big = JSON.stringify({ target: "es", texts: ["x".repeat(300 * 1024)] });
    expect(await post(big)).toMatchObject({ status: 413, body: TOO_LARGE });
    // Streamed without a content-length: counted while reading.
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16 * 1024) controller.enqueue(bytes.slice(i, i + 16 * 1024));
        controller.close();
      },
    });
    expect(await post(stream)).toMatchObject({ status: 413, body: TOO_LARGE });
    // A lying content-length cannot sneak a big body past the limit either.
    expect(await post(big, { "content-type": "application/json", "content-length": "10" })).toMatchObject({ status: 413 });
  });

  it.each([
    ["garbage", "not json"],
    ["a truncated object", '{"target":"es","texts":["Shel'],
    ["an empty body", ""],
    ["single quotes", "{'target':'es','texts':[]}"],
    ["a trailing comma", '{"target":"es","texts":[],}'],
  ])("answers 400 to invalid JSON: %s", async (_, raw) => {
    expect(await post(raw)).toMatchObject({ status: 400, body: BAD_JSON });
  });

  it.each([
    ["an array", []],
    ["a string", "es"],
    ["null", null],
    ["a number", 42],
  ])("answers 400 to a body that is %s", async (_, body) => {
    expect(await postJson(body)).toMatchObject({ status: 400, body: SHAPE });
  });

  // Whatever a visitor sends, the answer is a 4xx with a message, never a 500.
  const MALFORMED: [string, BodyInit | null][] = [
    ["no body", null],
    ["deep nesting", `${"[".repeat(100_000)}${"]".repeat(100_000)}`],
    ["deeply nested texts", JSON.stringify({ target: "es", texts: JSON.parse(`${"[".repeat(500)}"x"${"]".repeat(500)}`) })],
    ["201 numbers", JSON.stringify({ target: "es", texts: Array(201).fill(1) })],
    ["a huge number of items", JSON.stringify({ target: "es", texts: Array(50_000).fill(0) })],
    ["both fields wrong", JSON.stringify({ target: "xx", texts: 7 })],
    ["a BOM", `\ufeff${JSON.stringify({ target: "fr", texts: [] })}`],
    ["invalid UTF-8", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
    ["a NUL byte target", JSON.stringify({ target: "es\u0000", texts: ["Shelter"] })],
    ["a prototype-polluting body", '{"__proto__":{"target":"es"},"texts":["Shelter"]}'],
    ["a constructor key", '{"constructor":{"prototype":{"target":"es"}},"texts":["Shelter"]}'],
    ["a 256 KB string target", JSON.stringify({ target: "e".repeat(250 * 1024), texts: [] })],
  ];
  it.each(MALFORMED)("answers 4xx, not 5xx, to %s", async (_, body) => {
    const { status, body: answer } = await post(body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(answer.error).toEqual(expect.any(String));
  });
});

describe("POST /api/translate: translating", () => {
  it("answers translations in order, from the service first and from the cache afterwards", async () => {
    const texts = ["Sample shelter with cots", "  Bottled water  ", "911", "Sample shelter with cots", "Altadena"];
    const first = await postJson({ target: "es", texts });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("content-type")).toMatch(/application\/json/);
    expect(first.body).toEqual({
      translations: [
        { text: "[es] Sample shelter with cots", source: "machine" },
        { text: "[es] Bottled water", source: "machine" },
        { text: "911", source: "original" },
        { text: "[es] Sample shelter with cots", source: "machine" },
        { text: "Altadena", source: "original" },
      ],
    });
    expect(stub.texts).toEqual([["Sample shelter with cots", "Bottled water"]]);
    expect(await cachedRows()).toEqual(
      expect.arrayContaining([
        { text: "Bottled water", translated: { es: "[es] Bottled water" }, source: "machine" },
        { text: "Sample shelter with cots", translated: { es: "[es] Sample shelter with cots" }, source: "machine" },
      ]),
    );

    vi.resetModules();
    const again = await postJson({ target: "es", texts });
    expect(again.body).toEqual(first.body);
    expect(stub.calls).toBe(1);

    // Another language for the same text fills the same row.
    vi.resetModules();
    const korean = await postJson({ target: "ko", texts: ["Bottled water"] });
    expect(korean.body).toEqual({ translations: [{ text: "[ko] Bottled water", source: "machine" }] });
    expect((await cachedRows()).find((r) => r.text === "Bottled water")).toEqual({
      text: "Bottled water",
      translated: { es: "[es] Bottled water", ko: "[ko] Bottled water" },
      source: "machine",
    });
  }, 120_000);

  it("accepts exactly 200 texts, and texts of exactly 2000 characters", async () => {
    const many = MANY;
    const first = await postJson({ target: "zh", texts: many });
    expect(first.status).toBe(200);
    expect(first.body.translations).toHaveLength(200);
    expect(first.body.translations[199]).toEqual({ text: "[zh] Sample item 199", source: "machine" });

    const long = LONG;
    expect(long.every((t) => t.length === 2000)).toBe(true);
    const second = await postJson({ target: "ko", texts: long });
    expect(second.status).toBe(200);
    expect(second.body.translations).toHaveLength(120);
    expect(second.body.translations[7]).toEqual({ text: `[ko] ${long[7]!.trim()}`, source: "machine" });
  }, 120_000);

  it("answers an empty list without work", async () => {
    expect(await postJson({ target: "ko", texts: [] })).toMatchObject({ status: 200, body: { translations: [] } });
    expect(stub.calls).toBe(0);
  });

  it("keeps the texts in English (200) when the service is down, and caches nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stub.mode = "down";
    const { status, body } = await postJson({ target: "es", texts: ["Sample generator available"] });
    expect(status).toBe(200);
    expect(body).toEqual({ translations: [{ text: "Sample generator available", source: "original" }] });
    expect(stub.calls).toBe(1);
    expect((await cachedRows()).map((r) => r.text)).not.toContain("Sample generator available");
  }, 120_000);

  it("keeps the texts in English when no service is configured", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubEnv("LIBRETRANSLATE_URL", "");
    const { status, body } = await postJson({ target: "es", texts: ["Sample tarp distribution"] });
    expect(status).toBe(200);
    expect(body).toEqual({ translations: [{ text: "Sample tarp distribution", source: "original" }] });
    expect(stub.calls).toBe(0);
  }, 120_000);

  it("answers a language the service does not offer (hy, km) like no service: 200, English, nothing sent or cached, no page expired", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const target of ["hy", "km", "hy"]) {
      const { status, body } = await postJson({ target, texts: ["Sample item 6", "Sample item 7"] });
      expect(status).toBe(200);
      expect(body).toEqual({
        translations: [
          { text: "Sample item 6", source: "original" },
          { text: "Sample item 7", source: "original" },
        ],
      });
    }
    expect(stub.calls).toBe(0);
    expect(expired).toEqual([]);
    const rows = (await cachedRows()).filter((r) => r.text === "Sample item 6" || r.text === "Sample item 7");
    expect(rows.flatMap((r) => Object.keys(r.translated)).filter((l) => l === "hy" || l === "km")).toEqual([]);
    // One warning per language, not one per request.
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/does not offer hy/),
      expect.stringMatching(/does not offer km/),
    ]);
  }, 120_000);

  it("sends zh-Hant as zt, the service's code for it", async () => {
    const { status, body } = await postJson({ target: "zh-Hant", texts: ["Sample item 5"] });
    expect(status).toBe(200);
    expect(body).toEqual({ translations: [{ text: "[zt] Sample item 5", source: "machine" }] });
    expect(stub.texts).toEqual([["Sample item 5"]]);
    expect((await cachedRows()).find((r) => r.text === "Sample item 5")?.translated["zh-Hant"]).toBe("[zt] Sample item 5");
  }, 120_000);

  it("lets a visitor choose texts, never translations: extra fields are ignored and injection is just text", async () => {
    const injection = INJECTION;
    const { status, body } = await postJson({
      target: "es",
      texts: ["Evacuate the sample zone", injection],
      translations: [{ text: "Evacuate the sample zone", translation: "Defaced" }],
      pairs: [{ text: "Evacuate the sample zone", translation: "Defaced" }],
      source: "curated",
    });
    expect(status).toBe(200);
    expect(body.translations).toEqual([
      { text: "[es] Evacuate the sample zone", source: "machine" },
      { text: `[es] ${injection}`, source: "machine" },
    ]);
    const rows = await cachedRows();
    expect(rows.find((r) => r.text === "Evacuate the sample zone")).toEqual({
      text: "Evacuate the sample zone",
      translated: { es: "[es] Evacuate the sample zone" },
      source: "machine",
    });
    expect(rows.filter((r) => Object.values(r.translated).includes("Defaced"))).toEqual([]);
    expect(rows.every((r) => r.source === "machine")).toBe(true);
  }, 120_000);
});

describe("POST /api/translate: only place text is sent or stored, and pages expire at most once a minute", () => {
  it("sends a published place's own text to the service and caches it; any other text stays English, unsent and unstored", async () => {
    const visitorText = "qaab \u202eevil\u202c \u200bzero-width";
    const { status, body } = await postJson({ target: "es", texts: ["Sample diapers and wipes", visitorText, "Totally made up text"] });
    expect(status).toBe(200);
    expect(body.translations).toEqual([
      { text: "[es] Sample diapers and wipes", source: "machine" },
      { text: visitorText, source: "original" },
      { text: "Totally made up text", source: "original" },
    ]);
    expect(stub.texts).toEqual([["Sample diapers and wipes"]]);
    const stored = (await cachedRows()).map((r) => r.text);
    expect(stored).toContain("Sample diapers and wipes");
    expect(stored.filter((t) => t.includes("qaab") || t.includes("made up"))).toEqual([]);
  }, 120_000);

  it("never expires a page when the service failed, though a place's text was sent", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stub.mode = "down";
    const { body } = await postJson({ target: "ko", texts: ["Sample showers"] });
    expect(body.translations).toEqual([{ text: "Sample showers", source: "original" }]);
    expect(stub.calls).toBe(1);
    expect(expired).toEqual([]);
  }, 120_000);

  it("never expires a page for a request that stored nothing new, however many arrive", async () => {
    for (let i = 0; i < 30; i++) {
      const { body } = await postJson({ target: "ko", texts: [`qaab ${i}`] });
      expect(body.translations).toEqual([{ text: `qaab ${i}`, source: "original" }]);
    }
    expect(stub.calls).toBe(0);
    expect(expired).toEqual([]);
  }, 120_000);

  it("expires only that language's pages, at most once a minute, and the translations that waited after the minute", async () => {
    const now = vi.spyOn(Date, "now");
    const start = Date.UTC(2026, 0, 15, 10);
    now.mockReturnValue(start);
    await postJson({ target: "zh", texts: ["Sample phone charging"] });
    expect(expired).toEqual(["place-translations-zh"]);
    // New translations within the minute wait: no expiry per request.
    now.mockReturnValue(start + 30_000);
    await postJson({ target: "zh", texts: ["Sample hot meals"] });
    expect(expired).toEqual(["place-translations-zh"]);
    // After the minute, the next request expires them, even one that adds nothing itself.
    now.mockReturnValue(start + 61_000);
    await postJson({ target: "zh", texts: ["qaab"] });
    expect(expired).toEqual(["place-translations-zh", "place-translations-zh"]);
    // Nothing waits now: later requests expire nothing.
    now.mockReturnValue(start + 200_000);
    await postJson({ target: "zh", texts: ["Sample hot meals", "qaab"] });
    expect(expired).toHaveLength(2);
    // Another language has its own minute.
    await postJson({ target: "es", texts: ["Sample showers"] });
    expect(expired).toEqual(["place-translations-zh", "place-translations-zh", "place-translations-es"]);
    now.mockRestore();
  }, 120_000);
});
