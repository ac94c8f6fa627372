// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSqlTranslationStore } from "@/lib/data/sql/translations";
import type { TranslationStore } from "@/lib/data/stores";
import { localizePlaces } from "@/lib/services/places/localize";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";
import { makePlace } from "@/tests/support/places";

let db: TestDatabase;
let store: TranslationStore;
vi.mock("@/lib/data", () => ({ translationStore: async () => store }));

beforeAll(async () => {
  db = await openPglite();
  store = createSqlTranslationStore(db.client);
  await db.client.query(
    `insert into public.translations (text, translated, source) values
       ('Evacuation Shelter', '{"es": "Refugio de evacuación", "ko": "대피소"}', 'machine'),
       ('Cots and blankets for families.', '{"es": "Catres y mantas para familias."}', 'machine'),
       ('Diapers (size 4-6)', '{"es": "Pañales (talla 4-6)"}', 'machine')`,
  );
}, OPEN_TIMEOUT_MS);
afterAll(() => db?.close());

const shelter = makePlace({
  name: "Evacuation Shelter",
  description: "Cots and blankets for families.",
  address: "100 Lake Ave, Pasadena",
  verifiedBy: "Shelter team",
  itemsNeeded: [{ item: "Diapers (size 4-6)", urgency: "high" }, { item: "Folding cots", urgency: "low" }],
});

describe("localizePlaces", () => {
  it("gives each place its cached translations, marked as machine text, in one query", async () => {
    const lookup = vi.spyOn(store, "lookup");
    const { places, untranslated } = await localizePlaces([shelter], "es");
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(places[0]?.translated).toEqual({
      name: { text: "Refugio de evacuación", machine: true },
      description: { text: "Catres y mantas para familias.", machine: true },
      items: { "Diapers (size 4-6)": { text: "Pañales (talla 4-6)", machine: true } },
    });
    // "Folding cots" has none yet.
    expect(untranslated).toBe(true);
    // What people navigate, call and trust with is never looked up, let alone translated.
    const asked = lookup.mock.calls[0]?.[1] ?? [];
    expect(asked).not.toContain("100 Lake Ave, Pasadena");
    expect(asked).not.toContain("Shelter team");
    expect(places[0]).toMatchObject({ address: "100 Lake Ave, Pasadena", verifiedBy: "Shelter team" });
  });

  it("uses a curated translation before the cache, and does not mark it as machine text", async () => {
    const place = makePlace({ name: "Try again", description: "" });
    const { places } = await localizePlaces([place], "es");
    expect(places[0]?.translated?.name).toEqual({ text: "Intentar de nuevo", machine: false });
  });

  it("leaves English alone, and a language without a cached text untranslated", async () => {
    expect(await localizePlaces([shelter], "en")).toEqual({ places: [shelter], untranslated: false });
    const { places, untranslated } = await localizePlaces([shelter], "zh");
    expect(places[0]?.translated).toBeUndefined();
    expect(untranslated).toBe(true);
    const ko = await localizePlaces([makePlace({ name: "Evacuation Shelter", description: "" })], "ko");
    expect(ko).toMatchObject({ untranslated: false, places: [{ translated: { name: { text: "대피소", machine: true } } }] });
  });

  it("shows the places in English when the cache cannot be read", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(store, "lookup").mockRejectedValueOnce(new Error("connect ECONNREFUSED"));
    const { places, untranslated } = await localizePlaces([shelter], "es");
    expect(places[0]?.translated).toBeUndefined();
    expect(untranslated).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("ECONNREFUSED"));
  });
});
