import { TARGET_LANGUAGES } from "@/lib/i18n/types";
// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSqlTranslationStore } from "@/lib/data/sql/translations";
import type { TranslationStore } from "@/lib/data/stores";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";
import { makePlace } from "@/tests/support/places";

let db: TestDatabase;
let store: TranslationStore;
vi.mock("@/lib/data", () => ({ translationStore: async () => store }));

/** Every text the (stubbed) translation service received. */
const sent: string[] = [];

beforeAll(async () => {
  db = await openPglite();
  store = createSqlTranslationStore(db.client);
}, OPEN_TIMEOUT_MS);
afterAll(() => db?.close());

beforeEach(() => {
  sent.length = 0;
  vi.stubEnv("LIBRETRANSLATE_URL", "http://translate.test");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      const { q, target } = JSON.parse(String(init?.body)) as { q: string[]; target: string };
      sent.push(...q);
      return Response.json({ translatedText: q.map((t) => `[${target}] ${t}`) });
    }),
  );
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const place = makePlace({
  name: "Community Kitchen",
  description: "Hot meals for evacuated families.",
  address: "100 Lake Ave, Altadena",
  phone: "(626) 555-0100",
  website: "https://example.org/kitchen",
  verifiedBy: "Kitchen volunteers",
  itemsNeeded: [{ item: "Paper plates", urgency: "medium" }],
});

async function translatePlaces(...args: Parameters<typeof import("@/lib/i18n/place-translation").translatePlaces>) {
  return (await import("@/lib/i18n/place-translation")).translatePlaces(...args);
}

describe("translatePlaces (when places are written)", () => {
  it("translates names, descriptions and needed items into every language and caches them", async () => {
    const run = await translatePlaces([place]);
    expect(run).toEqual({ texts: 3, translated: Object.fromEntries(TARGET_LANGUAGES.map((l) => [l, 3])) });
    expect(await store.lookup("ko", ["Community Kitchen", "Hot meals for evacuated families.", "Paper plates"])).toEqual(
      new Map([
        ["Community Kitchen", "[ko] Community Kitchen"],
        ["Hot meals for evacuated families.", "[ko] Hot meals for evacuated families."],
        ["Paper plates", "[ko] Paper plates"],
      ]),
    );
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
