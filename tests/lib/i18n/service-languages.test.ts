// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ServiceConfig } from "@/lib/i18n/libretranslate";
import {
  forgetServiceLanguages,
  mapServiceLanguages,
  serviceCodeCandidates,
  serviceCodeFor,
  serviceLanguages,
  serviceOffers,
  SERVICE_LANGUAGES_FAILURE_TTL_MS,
  SERVICE_LANGUAGES_MAX_BYTES,
  SERVICE_LANGUAGES_TTL_MS,
} from "@/lib/i18n/service-languages";
import { TARGET_LANGUAGES } from "@/lib/i18n/types";
import { languagesAnswer, STUB_LANGUAGES } from "@/tests/support/libretranslate";

const URL_BASE = "http://translate.test";

/** A service whose GET /languages answers `reply()` (called per request); records the requests. */
function service(reply: () => Response | Promise<Response> = () => Response.json(languagesAnswer())) {
  const requests: { url: string; method: string; accept: string | null; signal: AbortSignal | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push({ url: request.url, method: request.method, accept: request.headers.get("accept"), signal: init?.signal ?? null });
    return reply();
  });
  const config: ServiceConfig = { url: URL_BASE, apiKey: "secret-key", timeoutMs: 500, fetch: fetch as typeof globalThis.fetch };
  return { config, requests, fetch };
}

const entries = (languages: ReadonlyMap<string, string> | null) => (languages ? Object.fromEntries(languages) : null);
const logger = () => ({ warn: vi.fn() });
/** A language list as LibreTranslate answers it, from codes (every one a target of every other). */
const listing = (...codes: string[]) => languagesAnswer(codes.map((code) => ({ code, name: code })));

afterEach(() => {
  vi.useRealTimers();
});

describe("mapServiceLanguages: our codes → the service's", () => {
  it("maps the end-to-end stub's realistic list: zh → zh, zh-Hant → zt, tl → tl; no hy or km", () => {
    const offered = mapServiceLanguages(languagesAnswer());
    expect(Object.fromEntries(offered)).toEqual({
      es: "es",
      zh: "zh",
      "zh-Hant": "zt",
      ko: "ko",
      tl: "tl",
      vi: "vi",
      fa: "fa",
      ru: "ru",
      ja: "ja",
      ar: "ar",
      th: "th",
      hi: "hi",
    });
    expect(offered.has("hy")).toBe(false);
    expect(offered.has("km")).toBe(false);
    expect(STUB_LANGUAGES.map((l) => l.code)).not.toEqual(expect.arrayContaining(["hy"]));
  });

  it("prefers the first candidate the service lists: zh-Hans over zh, zh-Hant over zt, tl over fil", () => {
    expect(serviceCodeCandidates("zh")).toEqual(["zh-Hans", "zh"]);
    expect(serviceCodeCandidates("zh-Hant")).toEqual(["zh-Hant", "zt"]);
    expect(serviceCodeCandidates("tl")).toEqual(["tl", "fil"]);
    expect(serviceCodeCandidates("ko")).toEqual(["ko"]);
    const newer = mapServiceLanguages(listing("en", "zh", "zh-Hans", "zh-Hant", "zt", "fil", "tl"));
    expect(Object.fromEntries(newer)).toEqual({ zh: "zh-Hans", "zh-Hant": "zh-Hant", tl: "tl" });
    expect(Object.fromEntries(mapServiceLanguages(listing("en", "zh-Hans", "fil")))).toEqual({ zh: "zh-Hans", tl: "fil" });
  });

  it("keeps the service's spelling of a code, matched whatever its case", () => {
    expect(Object.fromEntries(mapServiceLanguages(listing("EN", "zh-hans", "ZT", "Ko")))).toEqual({ zh: "zh-hans", "zh-Hant": "ZT", ko: "Ko" });
  });

  it("reads English's targets, not the list: a language listed only as a source is not offered", () => {
    const listed = [
      { code: "en", name: "English", targets: ["es", "ja"] },
      { code: "es", name: "Spanish", targets: ["en"] },
      { code: "ja", name: "Japanese", targets: ["en"] },
      { code: "ko", name: "Korean", targets: ["en"] },
    ];
    expect(Object.fromEntries(mapServiceLanguages(listed))).toEqual({ es: "es", ja: "ja" });
  });

  it("takes every listed code as a target when the service is too old to list targets", () => {
    const old = [{ code: "en", name: "English" }, { code: "es", name: "Spanish" }, { code: "zt", name: "Chinese (traditional)" }];
    expect(Object.fromEntries(mapServiceLanguages(old))).toEqual({ es: "es", "zh-Hant": "zt" });
  });

  it("offers nothing when English is not a source", () => {
    expect(mapServiceLanguages([{ code: "es", name: "Spanish", targets: ["fr"] }]).size).toBe(0);
  });

  it("offers every language of a service that lists them all", () => {
    const all = mapServiceLanguages(listing("en", ...TARGET_LANGUAGES));
    expect([...all.keys()].sort()).toEqual([...TARGET_LANGUAGES].sort());
  });
});

describe("serviceLanguages: GET <url>/languages", () => {
  it("asks GET <url>/languages for JSON, without the API key, with the service's timeout", async () => {
    const { config, requests } = service();
    expect(entries(await serviceLanguages(config))).toMatchObject({ "zh-Hant": "zt", zh: "zh" });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: `${URL_BASE}/languages`, method: "GET", accept: "application/json" });
    expect(requests[0]!.url).not.toContain("secret-key");
    expect(requests[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it("asks once per process and hour: later and concurrent calls share the answer", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-01-15T10:00:00Z") });
    const { config, requests } = service();
    const [a, b] = await Promise.all([serviceLanguages(config), serviceLanguages(config)]);
    expect(a).toBe(b);
    expect(await serviceCodeFor(config, "zh-Hant")).toBe("zt");
    expect(await serviceOffers(config, "hy")).toBe(false);
    vi.setSystemTime(Date.now() + SERVICE_LANGUAGES_TTL_MS - 1000);
    await serviceLanguages(config);
    expect(requests).toHaveLength(1);

    vi.setSystemTime(Date.now() + 2000);
    await serviceLanguages(config);
    expect(requests).toHaveLength(2);
  });

  it("keeps one answer per service address", async () => {
    const { config, requests } = service();
    await serviceLanguages(config);
    await serviceLanguages({ ...config, url: "http://other.test" });
    expect(requests.map((r) => r.url)).toEqual([`${URL_BASE}/languages`, "http://other.test/languages"]);
  });

  it("asks again after forgetServiceLanguages", async () => {
    const { config, requests } = service();
    await serviceLanguages(config);
    forgetServiceLanguages(config);
    await serviceLanguages(config);
    expect(requests).toHaveLength(2);
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ["a network error", () => Promise.reject(new TypeError("fetch failed"))],
    ["an error status", () => Response.json({ error: "Not Found" }, { status: 404 })],
    ["malformed JSON", () => new Response("[{ nope", { headers: { "content-type": "application/json" } })],
    ["JSON of another shape", () => Response.json({ languages: ["es"] })],
    ["a code that is no string", () => Response.json([{ code: 7, name: "Seven" }])],
    ["an answer over the size cap", () => Response.json([{ code: "en", name: "x".repeat(SERVICE_LANGUAGES_MAX_BYTES) }])],
  ])("%s: unknown (null), logged once, every language still tried", async (_, reply) => {
    const { config } = service(reply);
    const log = logger();
    expect(await serviceLanguages(config, { logger: log })).toBeNull();
    expect(await serviceCodeFor(config, "hy", { logger: log })).toBe("hy");
    expect(await serviceCodeFor(config, "zh-Hant", { logger: log })).toBe("zh-Hant");
    expect(await serviceOffers(config, "km", { logger: log })).toBe(true);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatch(/^Could not read the translation service's languages \(GET http:\/\/translate\.test\/languages .+\): every language is tried/);
  });

  it("cuts off an endless answer at the size cap, without a declared length", async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024).fill(32));
      },
    });
    const { config } = service(() => new Response(endless, { headers: { "content-type": "application/json" } }));
    expect(await serviceLanguages(config, { logger: logger() })).toBeNull();
    expect(sent).toBeLessThan(SERVICE_LANGUAGES_MAX_BYTES + 64 * 1024);
  });

  it("gives up at the service's timeout", async () => {
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    const log = logger();
    const started = Date.now();
    expect(await serviceLanguages({ url: URL_BASE, timeoutMs: 200, fetch: fetch as typeof globalThis.fetch }, { logger: log })).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(log.warn.mock.calls[0]![0]).toMatch(/did not answer in time/);
  });

  it("remembers a failure for a minute only: then asks again, and a good answer is kept", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-01-15T10:00:00Z") });
    let down = true;
    const { config, requests } = service(() => (down ? Response.json({ error: "down" }, { status: 503 }) : Response.json(languagesAnswer())));
    const log = logger();
    expect(await serviceLanguages(config, { logger: log })).toBeNull();
    vi.setSystemTime(Date.now() + SERVICE_LANGUAGES_FAILURE_TTL_MS - 1000);
    expect(await serviceLanguages(config, { logger: log })).toBeNull();
    expect(requests).toHaveLength(1);

    down = false;
    vi.setSystemTime(Date.now() + 2000);
    expect(await serviceCodeFor(config, "zh-Hant", { logger: log })).toBe("zt");
    expect(await serviceCodeFor(config, "hy", { logger: log })).toBeNull();
    expect(requests).toHaveLength(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe("serviceOffers", () => {
  it("is false without a service, and asks nothing", async () => {
    expect(await serviceOffers(null, "es")).toBe(false);
  });

  it("follows the service's list", async () => {
    const { config } = service();
    expect(await serviceOffers(config, "es")).toBe(true);
    expect(await serviceOffers(config, "zh-Hant")).toBe(true);
    expect(await serviceOffers(config, "hy")).toBe(false);
    expect(await serviceOffers(config, "km")).toBe(false);
  });
});
