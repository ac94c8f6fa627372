// @vitest-environment node
import fc from "fast-check";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeEmbeddedDb } from "@/tests/support/embedded-db";
import { languagesAnswer } from "@/tests/support/libretranslate";

vi.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => {} }));
import { TRANSLATION } from "@/lib/i18n/translation-settings";
import { TARGET_LANGUAGES } from "@/lib/i18n/types";
import { expectClientError, NASTY_STRINGS, nastyString, RUNS } from "@/tests/support/bad-input";

/**
 * POST /api/translate against whatever a visitor (or a script) can send. Whatever arrives, the
 * answer is a 4xx with a readable { error } or a well-formed 200, never a 5xx or an exception;
 * the texts reach the cache and the service only as data.
 */

/** Every language the site translates into (all fifteen but English): any other target is unsupported. */
const TARGETS = TARGET_LANGUAGES;
const SOURCES = ["curated", "machine", "original"];

// An in-test LibreTranslate that answers "[target] text" and records what it was sent.
const sent: string[] = [];
let server: Server;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "translate-bad-input-"));
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "GET" && req.url === "/languages") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(languagesAnswer()));
        return;
      }
      const { q, target } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { q: string[]; target: string };
      sent.push(...q);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ translatedText: q.map((t) => `[${target}] ${t}`) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

beforeEach(() => {
  sent.length = 0;
  configure();
});

function configure() {
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "");
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "");
  vi.stubEnv("PGLITE_DATA_DIR", dataDir);
  vi.stubEnv("LIBRETRANSLATE_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv("LIBRETRANSLATE_API_KEY", "");
  vi.stubEnv("LIBRETRANSLATE_TIMEOUT_MS", "5000");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

// The first translation opens the embedded database (a few seconds): not inside a test's time limit.
beforeAll(async () => {
  configure();
  await postJson({ target: "es", texts: ["Warm-up text"] });
  vi.unstubAllEnvs();
}, 60_000);

afterAll(async () => {
  await closeEmbeddedDb();
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

const JSON_TYPE = { "content-type": "application/json" };

async function post(body: BodyInit | null, headers: Record<string, string> = JSON_TYPE) {
  const { POST } = await import("@/app/api/translate/route");
  const response = await POST(new Request("http://localhost/api/translate", { method: "POST", body, headers }));
  const text = await response.text();
  // Every answer is JSON, whatever the status.
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: response.status, body: JSON.parse(text) as unknown };
}

const postJson = (value: unknown) => post(JSON.stringify(value));

/** What a well-formed request must answer: one result per text, in order, of a known source. */
function expectTranslations(status: number, body: unknown, count: number) {
  expect(status).toBe(200);
  const { translations } = body as { translations: { text: unknown; source: unknown }[] };
  expect(translations).toHaveLength(count);
  for (const t of translations) {
    expect(t.text).toEqual(expect.any(String));
    expect(SOURCES).toContain(t.source);
  }
}

/** A text the database can hold: no NUL, no half of a surrogate pair. */
const storable = (text: string) => !text.includes("\u0000") && !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** The request shape the route accepts, decided independently of its zod schema. */
function isValidRequest(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { target, texts } = value as { target?: unknown; texts?: unknown };
  return (
    (TARGETS as readonly unknown[]).includes(target) &&
    Array.isArray(texts) &&
    texts.length <= TRANSLATION.maxTextsPerRequest &&
    texts.every((t) => typeof t === "string" && Array.from(t).length <= TRANSLATION.maxTextLength && storable(t))
  );
}

describe("POST /api/translate with arbitrary input", () => {
  it("answers any JSON value with a readable 4xx, or translations when it is a valid request", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        const { status, body } = await postJson(value);
        if (isValidRequest(value)) expectTranslations(status, body, (value as { texts: string[] }).texts.length);
        else expectClientError(status, body);
      }),
      RUNS,
    );
  }, 60_000);

  it("answers near-valid requests (right keys, wrong or odd values) without a 5xx", async () => {
    const target = fc.oneof(fc.constantFrom(...TARGETS), fc.string({ maxLength: 12 }), fc.anything());
    const texts = fc.oneof(
      fc.array(nastyString(), { maxLength: 8 }),
      fc.array(fc.anything(), { maxLength: 4 }),
      fc.anything(),
    );
    const error = vi.spyOn(console, "error");
    await fc.assert(
      fc.asyncProperty(fc.record({ target, texts }, { requiredKeys: [] }), async (value) => {
        const { status, body } = await postJson(value);
        // JSON.stringify drops undefined and turns -0 into 0: judge what the route actually received.
        const received: unknown = JSON.parse(JSON.stringify(value));
        if (isValidRequest(received)) expectTranslations(status, body, (received as { texts: string[] }).texts.length);
        else expectClientError(status, body);
      }),
      RUNS,
    );
    // Nothing failed behind the scenes either (a cache query choking on a text is logged here).
    expect(error).not.toHaveBeenCalled();
  }, 120_000);

  it("answers any raw body (mostly not JSON) with a readable 4xx or translations", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.uint8Array({ maxLength: 200 })), async (raw) => {
        const { status, body } = await post(raw);
        if (status === 200) expect(body).toMatchObject({ translations: expect.any(Array) });
        else expectClientError(status, body);
      }),
      RUNS,
    );
  }, 60_000);

  it("answers an unsupported target language with 400, whatever it is", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 20 }).filter((s) => !(TARGETS as readonly string[]).includes(s)),
        async (target) => {
          const { status, body } = await postJson({ target, texts: ["Shelter"] });
          expect(status).toBe(400);
          expect(body).toEqual({ error: "Unsupported target language" });
        },
      ),
      RUNS,
    );
  }, 60_000);
});

describe("POST /api/translate: content types", () => {
  const VALID = JSON.stringify({ target: "es", texts: [] });

  it.each([
    ["no content type", {}],
    ["text/plain (a cross-site form post)", { "content-type": "text/plain" }],
    ["a urlencoded form", { "content-type": "application/x-www-form-urlencoded" }],
    ["multipart", { "content-type": "multipart/form-data; boundary=x" }],
    ["XML", { "content-type": "application/xml" }],
    ["a look-alike", { "content-type": "application/jsonp" }],
    ["a JSON suffix type", { "content-type": "application/json-patch+json" }],
    ["garbage", { "content-type": ";;;" }],
  ])("answers 415 to %s", async (_, headers: Record<string, string>) => {
    const { status, body } = await post(VALID, headers);
    expect(status).toBe(415);
    expectClientError(status, body);
    expect(body).toEqual({ error: "The request body must be JSON, sent with Content-Type: application/json" });
  });

  it.each(["application/json", "application/json; charset=utf-8", "Application/JSON", " application/json ;charset=UTF-8"])(
    "accepts %j",
    async (type) => {
      expect(await post(VALID, { "content-type": type })).toEqual({ status: 200, body: { translations: [] } });
    },
  );
});

describe("POST /api/translate: limits from lib/i18n/translation-settings.ts", () => {
  const { maxTextsPerRequest, maxTextLength, maxBodyBytes } = TRANSLATION;

  it.each([
    ["one text too many", { target: "es", texts: Array.from({ length: maxTextsPerRequest + 1 }, () => "a") }, 413],
    ["a text one character too long", { target: "es", texts: ["a".repeat(maxTextLength + 1)] }, 413],
    ["a text of long unicode, counted in code points", { target: "es", texts: ["🔥".repeat(maxTextLength + 1)] }, 413],
    ["a text with a NUL character", { target: "es", texts: ["Shelter", "Water\u0000"] }, 400],
    ["a text with a lone surrogate", { target: "es", texts: ["Food \ud800 bank"] }, 400],
    ["a text with a lone low surrogate", { target: "es", texts: ["\udc00"] }, 400],
    ["a body over the byte limit", { target: "es", texts: ["x".repeat(maxBodyBytes)] }, 413],
    ["a body over the byte limit in multi-byte characters", { target: "es", texts: ["避".repeat(maxBodyBytes / 3 + 1)] }, 413],
    ["texts as one huge string", { target: "es", texts: "x".repeat(maxBodyBytes / 2) }, 400],
    ["numbers as strings in the target", { target: "1", texts: ["Shelter"] }, 400],
    ["an array instead of an object", [{ target: "es", texts: ["Shelter"] }], 400],
    ["an object instead of the text list", { target: "es", texts: { 0: "Shelter", length: 1 } }, 400],
    ["texts of numbers", { target: "es", texts: [1, 2, 3] }, 400],
    ["booleans", { target: true, texts: [false] }, 400],
  ])("answers %s with a 4xx", async (_, value, expected) => {
    const { status, body } = await postJson(value);
    expect(status).toBe(expected);
    expectClientError(status, body);
  });
});

describe("POST /api/translate: nasty texts are only text", () => {
  it.each(NASTY_STRINGS.filter(([, text]) => storable(text)))("translates %s without a failure anywhere", async (_, text) => {
    const error = vi.spyOn(console, "error");
    const { status, body } = await postJson({ target: "ko", texts: [text, "Shelter"] });
    expectTranslations(status, body, 2);
    expect(error).not.toHaveBeenCalled();
    // Not a place's text: never sent to the service (nor stored).
    expect(sent).not.toContain(text.normalize("NFC").replace(/\s+/g, " ").trim());
  });

  it.each(NASTY_STRINGS.filter(([, text]) => !storable(text)))("answers 400 to %s, naming the text, before any work", async (_, text) => {
    const error = vi.spyOn(console, "error");
    expect(await postJson({ target: "ko", texts: ["Shelter", text] })).toEqual({
      status: 400,
      body: { error: "Text contains a NUL character or a broken Unicode character (texts[1])" },
    });
    expect(sent).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it("answers numbers as strings in English, without asking the service", async () => {
    const { status, body } = await postJson({ target: "es", texts: ["42", "3.14", "-1", "1e309", "0x1F"] });
    expectTranslations(status, body, 5);
    expect((body as { translations: { source: string }[] }).translations.slice(0, 3).every((t) => t.source === "original")).toBe(true);
    expect(sent.filter((t) => /^-?[\d.]+$/.test(t))).toEqual([]);
  });
});
