import { describe, expect, it } from "vitest";
import { PLACES_API, placesFromPayload, SUMMARY_FIELDS, toDescription, toPayload, toSummary } from "@/lib/places/summary";
import type { LocalizedPlace } from "@/lib/places/types";
import { makePlace } from "@/tests/support/places";

const machine = (text: string) => ({ text, machine: true });

describe("toSummary: what the map needs of every place", () => {
  const place: LocalizedPlace = {
    ...makePlace({
      description: "Cots, blankets and meals.",
      latitude: 34.147812345678,
      longitude: -118.144512345678,
      itemsNeeded: [{ item: "Diapers", urgency: "high" }],
      petsAllowed: true,
      hours: { mon: [{ opens: "08:00", closes: "17:00" }] },
      lastVerifiedAt: "2026-11-20T09:41:27.318Z",
    }),
    translated: { name: machine("Refugio"), description: machine("Catres, mantas y comidas."), items: { Diapers: machine("Pañales") } },
  };
  const summary = toSummary(place);

  it("leaves out the description (in both languages) and the database's own columns", () => {
    expect(summary).not.toHaveProperty("description");
    expect(summary).not.toHaveProperty("externalId");
    expect(summary).not.toHaveProperty("updatedAt");
    expect(summary.translated).toEqual({ name: machine("Refugio"), items: { Diapers: machine("Pañales") } });
  });

  it("keeps what filters, ranks and the compact card read", () => {
    const omitted = new Set(["description", "externalId", "updatedAt", "translated", "latitude", "longitude", "lastVerifiedAt"]);
    const kept = Object.fromEntries(Object.entries(place).filter(([key]) => !omitted.has(key)));
    expect(Object.keys(kept).length).toBeGreaterThan(15);
    expect(summary).toMatchObject(kept);
  });

  it("keeps when it was verified to the minute", () => {
    expect(summary.lastVerifiedAt).toBe("2026-11-20T09:41:00.000Z");
    expect(toSummary(makePlace({ lastVerifiedAt: null })).lastVerifiedAt).toBeNull();
  });

  it("rounds coordinates to about a metre", () => {
    expect(summary.latitude).toBe(34.14781);
    expect(summary.longitude).toBe(-118.14451);
    expect(Math.abs(summary.latitude - place.latitude)).toBeLessThan(1e-5);
  });

  it("sends no translation object for a place without translations", () => {
    expect(toSummary(makePlace())).not.toHaveProperty("translated");
    expect(toSummary({ ...makePlace(), translated: { description: machine("Solo la descripción") } })).not.toHaveProperty("translated");
  });

  it("toDescription carries the description and its translation only", () => {
    expect(toDescription(place)).toEqual({ description: "Cots, blankets and meals.", translated: { description: machine("Catres, mantas y comidas.") } });
    expect(toDescription(makePlace({ description: "Hot meals" }))).toEqual({ description: "Hot meals" });
  });
});

describe("PLACES_API addresses", () => {
  it("are per language, and a place's id is encoded", () => {
    expect(PLACES_API.list("zh")).toBe("/api/places/zh");
    expect(PLACES_API.descriptions("ko")).toBe("/api/places/ko/descriptions");
    expect(PLACES_API.place("es", "a/b")).toBe("/api/places/es/a%2Fb");
    for (const address of [PLACES_API.list("en"), PLACES_API.descriptions("en"), PLACES_API.place("en", "x")]) expect(address.startsWith(PLACES_API.prefix)).toBe(true);
  });
});

describe("the payload: one column of values per field", () => {
  const places = [
    toSummary({ ...makePlace({ name: "Shelter", petsAllowed: true }), translated: { name: machine("Refugio") } }),
    toSummary(makePlace({ name: "Water", phone: "(626) 555-0100", lastVerifiedAt: "2026-11-20T09:41:00.000Z" })),
  ];

  it("reads back exactly the places it was made of", () => {
    const payload = toPayload(places, ["x"], "2026-11-25T00:00:00.000Z");
    expect(payload.count).toBe(2);
    expect(Object.keys(payload.columns)).toEqual([...SUMMARY_FIELDS]);
    for (const values of Object.values(payload.columns)) expect(values).toHaveLength(2);
    expect(placesFromPayload(JSON.parse(JSON.stringify(payload)))).toEqual(places);
    expect(payload).toMatchObject({ reportedIds: ["x"], lastUpdated: "2026-11-25T00:00:00.000Z" });
    expect(placesFromPayload(toPayload([], [], null))).toEqual([]);
  });

  it("is read by the columns it carries, so a page and a payload of different versions still agree", () => {
    const { columns } = toPayload(places, [], null);
    const { name, ...others } = columns;
    // A newer payload with a column this code does not know, and the columns in another order.
    const newer = placesFromPayload({ count: 2, columns: { extra: [1, 2], ...others, name: name! } });
    expect(newer.map((p) => p.name)).toEqual(["Shelter", "Water"]);
    expect(newer[0]).toMatchObject({ ...places[0], extra: 1 });
  });

  it("gives an older payload's missing columns their defaults, and refuses one a place cannot be shown from", () => {
    const { columns } = toPayload(places, [], null);
    const older = Object.fromEntries(Object.entries(columns).filter(([field]) => field !== "itemsNeeded" && field !== "hours"));
    expect(placesFromPayload({ count: 2, columns: older }).map((p) => [p.itemsNeeded, p.hours])).toEqual([
      [[], {}],
      [[], {}],
    ]);
    const broken = Object.fromEntries(Object.entries(columns).filter(([field]) => field !== "latitude"));
    for (const bad of [{ count: 2, columns: broken }, { count: 3, columns }, { count: -1, columns }, { count: 2, columns: null }, null]) {
      expect(() => placesFromPayload(bad as never)).toThrow(/expected shape/);
    }
  });

  it("is much smaller than the same places as objects", () => {
    const many = Array.from({ length: 200 }, (_, i) => toSummary(makePlace({ name: `Place ${i}`, hours: { mon: [{ opens: "08:00", closes: "17:00" }] } })));
    expect(JSON.stringify(toPayload(many, [], null)).length).toBeLessThan(0.7 * JSON.stringify(many).length);
  });
});
