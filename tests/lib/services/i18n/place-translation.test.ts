import { TARGET_LANGUAGES } from "@/lib/i18n/types";
// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSqlTranslationStore } from "@/lib/data/sql/translations";
import type { TranslationStore } from "@/lib/data/stores";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";
import { makePlace } from "@/tests/support/places";
import { languagesReply } from "@/tests/support/libretranslate";

let db: TestDatabase;
let store: TranslationStore;
vi.mock("@/lib/data", () => ({ translationStore: async () => store }));

/** Every text the (stubbed) translation service received, and the language codes it was asked for. */
const sent: string[] = [];
const targets = new Set<string>();
/** The stub lists the end-to-end stub's languages (no hy or km; "zt" for zh-Hant), or fails to. */
let listing: "ok" | "down" = "ok";

beforeAll(async () => {
  db = await openPglite();
  store = createSqlTranslationStore(db.client);
}, OPEN_TIMEOUT_MS);
afterAll(() => db?.close());

beforeEach(() => {
  sent.length = 0;
  targets.clear();
  listing = "ok";
  vi.stubEnv("LIBRETRANSLATE_URL", "http://translate.test");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const listed = languagesReply(url, init);
      if (listed) return listing === "ok" ? listed : Response.json({ error: "Not Found" }, { status: 404 });
      const { q, target } = JSON.parse(String(init?.body)) as { q: string[]; target: string };
      sent.push(...q);
      targets.add(target);
      return Response.json({ translatedText: q.map((t) => `[${target}] ${t}`) });
    }),
  );
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The languages the stub offers: all but hy and km. */
const OFFERED = TARGET_LANGUAGES.filter((l) => l !== "hy" && l !== "km");

const place = makePlace({
  name: "Community Kitchen",
  description: "Hot meals for evacuated families.",
  address: "100 Lake Ave, Altadena",
  phone: "(626) 555-0100",
  website: "https://example.org/kitchen",
  verifiedBy: "Kitchen volunteers",
  itemsNeeded: [{ item: "Paper plates", urgency: "medium" }],
});

async function translatePlaces(...args: Parameters<typeof import("@/lib/services/i18n/place-translation").translatePlaces>) {
  return (await import("@/lib/services/i18n/place-translation")).translatePlaces(...args);
}

describe("translatePlaces (when places are written)", () => {
  it("translates names, descriptions and needed items into every language the service offers and caches them", async () => {
    const run = await translatePlaces([place]);
    expect(run).toEqual({ texts: 3, translated: Object.fromEntries(OFFERED.map((l) => [l, 3])), notOffered: ["hy", "km"] });
    expect(await store.lookup("ko", ["Community Kitchen", "Hot meals for evacuated families.", "Paper plates"])).toEqual(
      new Map([
        ["Community Kitchen", "[ko] Community Kitchen"],
        ["Hot meals for evacuated families.", "[ko] Hot meals for evacuated families."],
        ["Paper plates", "[ko] Paper plates"],
      ]),
    );
  });

  it("sends each language in the service's code (zt for zh-Hant), and never one it does not offer", async () => {
    const run = await translatePlaces([makePlace({ name: "Laundry station", description: "Free washers and dryers." })]);
    expect(run).toMatchObject({ notOffered: ["hy", "km"] });
    expect([...targets].sort()).toEqual(["ar", "es", "fa", "hi", "ja", "ko", "ru", "th", "tl", "vi", "zh", "zt"]);
    expect(await store.lookup("zh-Hant", ["Laundry station"])).toEqual(new Map([["Laundry station", "[zt] Laundry station"]]));
    expect(await store.lookup("hy", ["Laundry station"])).toEqual(new Map());
    expect(await store.lookup("km", ["Laundry station"])).toEqual(new Map());
  });

  it("tries every language when the service's list cannot be read", async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    listing = "down";
    const run = await translatePlaces([makePlace({ name: "Tool library" })], { logger });
    expect(run).toMatchObject({ notOffered: [] });
    expect([...targets].sort()).toEqual([...TARGET_LANGUAGES].sort());
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/Could not read the translation service's languages/));
  });

  it("never sends an address, phone number, web address or the verifier's name", async () => {
    await translatePlaces([makePlace({ ...place, name: "Another kitchen" })]);
    for (const never of ["Lake Ave", "555", "example.org", "Kitchen volunteers"]) {
      expect(sent.filter((t) => t.includes(never))).toEqual([]);
    }
  });

  it("sends only what is missing: a second run asks the service nothing", async () => {
    await translatePlaces([place]);
    sent.length = 0;
    await translatePlaces([place, place]);
    expect(sent).toEqual([]);
  });

  it("does nothing without a translation service", async () => {
    vi.stubEnv("LIBRETRANSLATE_URL", "");
    expect(await translatePlaces([makePlace({ name: "Yet another place" })])).toEqual({ skipped: "no translation service" });
    expect(sent).toEqual([]);
  });
});
