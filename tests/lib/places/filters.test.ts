import { describe, expect, it } from "vitest";
import { applyFilters, countActiveFilters, DEFAULT_FILTERS, filtersToParams, parseFilters, rankPlaces } from "@/lib/places/filters";
import { PLACE_KINDS } from "@/lib/places/types";
import { makePlace } from "../../support/places";

const WED_10AM_LA = new Date("2025-01-15T18:00:00Z");

describe("parseFilters / filtersToParams", () => {
  it("round-trips every filter through the URL", () => {
    const filters = {
      kinds: ["shelter" as const, "resource" as const],
      categories: ["animal_support" as const],
      q: "water bottles",
      openNow: true,
      noId: true,
      pets: true,
      wheelchair: true,
      charging: false,
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe("kind=resource%2Cshelter&category=animal_support&q=water+bottles&open=1&noid=1&pets=1&access=1");
    expect(parseFilters(params)).toEqual({ ...filters, kinds: ["resource", "shelter"] });
  });

  it("leaves defaults out of the URL", () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe("");
  });

  it.each([
    ["unknown kinds", { kind: "volcano,,<script>" }],
    ["repeated parameters", { kind: ["shelter", "resource"], q: ["a", "b"] }],
    ["junk flags", { open: "maybe", pets: "2" }],
    ["an empty string", { kind: "", category: "" }],
  ])("tolerates %s without throwing", (_, raw) => {
    const f = parseFilters(raw as Record<string, string | string[]>);
    expect(f.kinds.length).toBeGreaterThan(0);
    expect(f.openNow).toBe(false);
  });

  it("shows every kind when none of the requested kinds exists", () => {
    expect(parseFilters({ kind: "volcano" }).kinds).toEqual([...PLACE_KINDS]);
  });

  it("caps the search text", () => {
    expect(parseFilters({ q: "x".repeat(5000) }).q.length).toBe(100);
  });
});

describe("countActiveFilters", () => {
  it("counts kinds and categories once each, however many are chosen", () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, kinds: ["shelter"], categories: ["essentials", "shelter_support", "medical_health"], openNow: true, pets: true })).toBe(4);
  });
});

describe("applyFilters", () => {
  const food = makePlace({ name: "Community Kitchen", description: "Hot meals", category: "essentials", noIdRequired: true });
  const shelter = makePlace({ kind: "shelter", category: "shelter_support", petsAllowed: true, wheelchairAccessible: true });
  const vet = makePlace({ name: "Vet clinic", category: "animal_support", hours: { wed: [{ opens: "09:00", closes: "17:00" }] } });
  const closed = makePlace({ name: "Café Esperanza", status: "temporarily_closed", hours: { wed: [{ opens: "00:00", closes: "24:00" }] } });
  const need = makePlace({ kind: "donation_need", itemsNeeded: [{ item: "Diapers", urgency: "high" }] });
  const all = [food, shelter, vet, closed, need];
  const run = (f: Partial<typeof DEFAULT_FILTERS>) => applyFilters(all, { ...DEFAULT_FILTERS, ...f }, WED_10AM_LA);

  it("filters by layer (kind)", () => {
    expect(run({ kinds: ["shelter"] })).toEqual([shelter]);
  });

  it("filters by category", () => {
    expect(run({ categories: ["animal_support"] })).toEqual([vet]);
  });

  it("searches names, descriptions and needed items, ignoring case and accents", () => {
    expect(run({ q: "hot MEALS" })).toEqual([food]);
    expect(run({ q: "cafe" })).toEqual([closed]);
    expect(run({ q: "diapers" })).toEqual([need]);
    expect(run({ q: "kitchen nothing-else" })).toEqual([]);
  });

  it("applies the eligibility filters", () => {
    expect(run({ noId: true })).toEqual([food]);
    expect(run({ pets: true })).toEqual([shelter]);
    expect(run({ wheelchair: true })).toEqual([shelter]);
  });

  it('"Pets allowed" never finds a shelter for animals only (there it would mean "pets only")', () => {
    const animalShelter = makePlace({ kind: "shelter", category: "animal_support", petsAllowed: true });
    const petFood = makePlace({ kind: "resource", category: "animal_support", petsAllowed: true });
    const places = [shelter, animalShelter, petFood];
    expect(applyFilters(places, { ...DEFAULT_FILTERS, pets: true }, WED_10AM_LA)).toEqual([shelter, petFood]);
    // Found under "Help for animals" without the filter.
    expect(applyFilters(places, { ...DEFAULT_FILTERS, categories: ["animal_support"] }, WED_10AM_LA)).toEqual([animalShelter, petFood]);
  });

  it("shows only places open now, judged on Los Angeles time", () => {
    expect(run({ openNow: true })).toEqual([vet]);
  });

  it("never counts a full place as open now, however its hours read", () => {
    const full = makePlace({ kind: "shelter", status: "full", hours: { wed: [{ opens: "00:00", closes: "24:00" }] } });
    expect(applyFilters([full, vet], { ...DEFAULT_FILTERS, openNow: true }, WED_10AM_LA)).toEqual([vet]);
  });
});

describe("rankPlaces", () => {
  const verified = (iso: string) => ({ lastVerifiedAt: iso });
  it("puts the nearest first when the visitor's position is known", () => {
    const far = makePlace({ name: "A far", latitude: 34.5, longitude: -118.3 });
    const near = makePlace({ name: "Z near", latitude: 34.101, longitude: -118.3 });
    const ranked = rankPlaces([far, near], { lat: 34.1, lng: -118.3 }, WED_10AM_LA);
    expect(ranked.map((r) => r.place)).toEqual([near, far]);
    expect(ranked[0]!.distanceKm).toBeCloseTo(0.111, 2);
  });

  it("puts places inside an evacuation order or shelter-in-place last, with or without a position; a warning zone changes nothing", () => {
    const origin = { lat: 34.1, lng: -118.3 };
    const inOrder = makePlace({ name: "in order zone", latitude: 34.1001, longitude: -118.3 });
    const inShelter = makePlace({ name: "in shelter-in-place zone", latitude: 34.1002, longitude: -118.3 });
    const inWarning = makePlace({ name: "in warning zone", latitude: 34.1003, longitude: -118.3 });
    const closed = makePlace({ name: "closed", status: "closed", latitude: 34.1004, longitude: -118.3 });
    const far = makePlace({ name: "far", latitude: 34.5, longitude: -118.3 });
    const zone = (status: "order" | "shelter_in_place" | "warning") => ({ status, zone: "Zone (test fixture)", source: "County (test fixture)" });
    const flagged = { [inOrder.id]: zone("order"), [inShelter.id]: zone("shelter_in_place"), [inWarning.id]: zone("warning") };
    const names = (origin: { lat: number; lng: number } | null) => rankPlaces([inOrder, inShelter, inWarning, closed, far], origin, WED_10AM_LA, flagged).map((r) => r.place.name);
    expect(names(origin)).toEqual(["in warning zone", "far", "closed", "in order zone", "in shelter-in-place zone"]);
    expect(names(null).slice(-2).sort()).toEqual(["in order zone", "in shelter-in-place zone"]);
    // Without flags, the nearest comes first.
    expect(rankPlaces([far, inOrder], origin, WED_10AM_LA).map((r) => r.place.name)).toEqual(["in order zone", "far"]);
  });

  it("puts full and closed places after available ones even when they are nearer", () => {
    const origin = { lat: 34.1, lng: -118.3 };
    const closedNear = makePlace({ name: "closed", status: "closed", latitude: 34.1001, longitude: -118.3 });
    const fullNear = makePlace({ name: "full", status: "full", latitude: 34.1002, longitude: -118.3 });
    const openFar = makePlace({ name: "open far", latitude: 34.3, longitude: -118.3 });
    const openNear = makePlace({ name: "open near", latitude: 34.2, longitude: -118.3 });
    expect(rankPlaces([closedNear, fullNear, openFar, openNear], origin, WED_10AM_LA).map((r) => r.place.name)).toEqual([
      "open near",
      "open far",
      "full",
      "closed",
    ]);
  });

  it("without a position, lists open-now places first, then the most recently verified, never by name", () => {
    const NINE_TO_FIVE = { wed: [{ opens: "09:00", closes: "17:00" }] };
    const EVENINGS = { wed: [{ opens: "18:00", closes: "22:00" }] };
    const a = makePlace({ name: "A closed by the clock", hours: EVENINGS, ...verified("2026-01-14T00:00:00Z") });
    const b = makePlace({ name: "B open, checked last week", hours: NINE_TO_FIVE, ...verified("2026-01-07T00:00:00Z") });
    const c = makePlace({ name: "C open, checked yesterday", hours: NINE_TO_FIVE, ...verified("2026-01-13T00:00:00Z") });
    const d = makePlace({ name: "D full", status: "full", hours: NINE_TO_FIVE, ...verified("2026-01-14T00:00:00Z") });
    const e = makePlace({ name: "E closed", status: "closed", hours: NINE_TO_FIVE, ...verified("2026-01-14T00:00:00Z") });
    const f = makePlace({ name: "F no hours", hours: {}, lastVerifiedAt: null });
    expect(rankPlaces([a, b, c, d, e, f], null, WED_10AM_LA).map((r) => r.place.name)).toEqual([
      "C open, checked yesterday",
      "B open, checked last week",
      "F no hours",
      "A closed by the clock",
      "D full",
      "E closed",
    ]);
  });
});
