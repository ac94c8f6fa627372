// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "@/lib/i18n/languages";
import { languagesReply } from "@/tests/support/libretranslate";

/**
 * machineTranslationOffered: the layout's `machineTranslation` flag (whether the browser may ask
 * /api/translate for a page's place text) and the data notice's test.
 */

let listing: "stub" | "down" = "stub";
const requests: string[] = [];

beforeEach(() => {
  listing = "stub";
  requests.length = 0;
  vi.stubEnv("LIBRETRANSLATE_URL", "http://translate.test/");
  vi.stubEnv("LIBRETRANSLATE_API_KEY", "secret-key");
  vi.stubEnv("LIBRETRANSLATE_TIMEOUT_MS", "1500");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(`${init?.method ?? "GET"} ${String(input)}`);
      if (listing === "down") return new Response("Service Unavailable", { status: 503 });
      return languagesReply(input, init) ?? Response.json({ error: "not expected" }, { status: 500 });
    }),
  );
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function load() {
  vi.resetModules();
  return import("@/lib/i18n/service-config");
}

describe("serviceConfig", () => {
  it("is the service's address (trailing slash removed), key and timeout", async () => {
    const { serviceConfig } = await load();
    expect(serviceConfig()).toEqual({ url: "http://translate.test", apiKey: "secret-key", timeoutMs: 1500 });
  });
});

describe("machineTranslationOffered (the layout's machineTranslation flag)", () => {
  it("follows the service's languages: yes for those it offers, no for hy and km", async () => {
    const { machineTranslationOffered } = await load();
    const offered = async (language: Language) => machineTranslationOffered(language);
    expect(await offered("es")).toBe(true);
    expect(await offered("zh")).toBe(true);
    expect(await offered("zh-Hant")).toBe(true);
    expect(await offered("tl")).toBe(true);
    expect(await offered("hy")).toBe(false);
    expect(await offered("km")).toBe(false);
    // One GET for all of them (cached in the process), with no key in the address.
    expect(requests).toEqual(["GET http://translate.test/languages"]);
  });

  it("is false in English, and without a service (nothing asked)", async () => {
    const { machineTranslationOffered } = await load();
    expect(await machineTranslationOffered("en")).toBe(false);
    vi.stubEnv("LIBRETRANSLATE_URL", "");
    const fresh = await load();
    expect(await fresh.machineTranslationOffered("es")).toBe(false);
    expect(requests).toEqual([]);
  });

  it("is true when the service's list cannot be read: every language is still tried", async () => {
    listing = "down";
    const { machineTranslationOffered } = await load();
    expect(await machineTranslationOffered("hy")).toBe(true);
    expect(await machineTranslationOffered("es")).toBe(true);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
