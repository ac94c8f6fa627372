import { describe, expect, it } from "vitest";
import { helpReason, pendingHelp, placeTopics, zoneAlerts, zoneState } from "@/lib/alerts/triggers";
import type { ActiveFollow, ChangedPlace } from "@/lib/data/stores";
import type { ZoneFeature, ZoneLayer } from "@/lib/hazards/types";
import type { Place } from "@/lib/places/types";

// A square zone around (34.2, -118.15), ~2.2 km a side, and a follower at its centre, one at its
// edge (inside), one just outside.
const square = (id: string, status: ZoneFeature["properties"]["status"], [w, s, e, n] = [-118.16, 34.19, -118.14, 34.21]): ZoneFeature => ({
  type: "Feature",
  geometry: { type: "Polygon", coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] },
  properties: { id, name: `Zone ${id}`, status },
});
const layer = (...features: ZoneFeature[]): ZoneLayer => ({ layer: "zone", source: "County OEM (test fixture)", sourceUrl: "https://example.org/zones", fetchedAt: "2099-01-08T17:00:00.000Z", features });
const follow = (id: string, latitude: number, longitude: number, over: Partial<ActiveFollow> = {}): ActiveFollow => ({
  id,
  latitude,
  longitude,
  radiusMiles: 3,
  topics: ["evacuation"],
  language: "es",
  zoneState: null,
  ...over,
});

describe("zone alerts", () => {
  const centre = follow("centre", 34.2, -118.15);
  const edge = follow("edge", 34.2099, -118.1401);
  const outside = follow("outside", 34.2, -118.139);

  it("an order covering a point is news for the points inside, not for the point 90 m outside", () => {
    const alerts = zoneAlerts([centre, edge, outside], layer(square("A", "order")));
    expect(alerts.map((a) => [a.followId, a.expected, a.next, a.event.before, a.event.after])).toEqual([
      ["centre", null, "order|Zone A", null, "order"],
      ["edge", null, "order|Zone A", null, "order"],
    ]);
    expect(alerts[0]!.event).toMatchObject({ zoneName: "Zone A", source: "County OEM (test fixture)", latitude: 34.2, longitude: -118.15 });
    expect(alerts[0]!.key).toBe("zone:Zone A:order:2099-01-08T17:00:00.000Z");
  });

  it("a warning raised to an order, and an order lifted, are news; the same status again is not", () => {
    const warned = { ...centre, zoneState: zoneState("warning", "Zone A") };
    expect(zoneAlerts([warned], layer(square("A", "order"))).map((a) => [a.event.before, a.event.after])).toEqual([["warning", "order"]]);
    expect(zoneAlerts([warned], layer(square("A", "warning")))).toEqual([]);
    // The zone renamed or redrawn with the same status: not news.
    expect(zoneAlerts([warned], layer(square("B", "warning", [-118.17, 34.18, -118.13, 34.22])))).toEqual([]);

    const ordered = { ...centre, zoneState: zoneState("order", "Zone A") };
    const [lifted] = zoneAlerts([ordered], layer(square("A", "clear")));
    expect(lifted).toMatchObject({ expected: "order|Zone A", next: null, event: { before: "order", after: null, zoneName: "Zone A" } });
    expect(lifted!.key).toContain(":lifted:");
    // No zone in the copy at all: lifted too (the feed says there is none).
    expect(zoneAlerts([ordered], layer())).toHaveLength(1);
  });

  it("the most serious zone covering a point counts: an order inside a warning", () => {
    const [alert] = zoneAlerts([centre], layer(square("W", "warning", [-118.2, 34.1, -118.1, 34.3]), square("O", "order")));
    expect(alert!.event).toMatchObject({ after: "order", zoneName: "Zone O" });
    const [sip] = zoneAlerts([centre], layer(square("W", "warning", [-118.2, 34.1, -118.1, 34.3]), square("S", "shelter_in_place")));
    expect(sip!.event.after).toBe("shelter_in_place");
  });
});

const place = (over: Partial<Place & { published: boolean }> = {}): Place & { published: boolean } => ({
  id: "p1",
  externalId: "x",
  kind: "shelter",
  category: "shelter_support",
  name: "Example shelter",
  description: "",
  address: "",
  latitude: 34.2,
  longitude: -118.15,
  phone: null,
  website: null,
  hours: {},
  status: "open",
  noIdRequired: false,
  petsAllowed: false,
  wheelchairAccessible: false,
  freeOfCharge: true,
  phoneCharging: false,
  languages: [],
  itemsNeeded: [],
  shifts: [],
  signupUrl: null,
  lastVerifiedAt: null,
  verifiedBy: null,
  isSample: false,
  updatedAt: "2099-01-08T17:00:00.000Z",
  published: true,
  ...over,
});
const change = (action: ChangedPlace["action"], changes: ChangedPlace["changes"], over: Partial<Place & { published: boolean }> = {}): ChangedPlace => ({
  changeId: "c1",
  action,
  changes,
  createdAt: "2099-01-08T17:00:00.000Z",
  place: place(over),
});

describe("help nearby", () => {
  it("opening, reopening and space again are news; closing or filling up is not", () => {
    expect(helpReason(change("status", { status: { before: "closed", after: "open" } }))).toBe("opened");
    expect(helpReason(change("status", { status: { before: "temporarily_closed", after: "open" } }))).toBe("opened");
    expect(helpReason(change("import", { status: { before: "full", after: "open" } }))).toBe("available");
    expect(helpReason(change("status", { status: { before: "open", after: "full" } }, { status: "full" }))).toBeNull();
    expect(helpReason(change("status", { status: { before: "open", after: "closed" } }, { status: "closed" }))).toBeNull();
    expect(helpReason(change("verify", {}))).toBeNull();
    // Reopened, then closed again before the change was read: not news any more.
    expect(helpReason(change("status", { status: { before: "closed", after: "open" } }, { status: "closed" }))).toBeNull();
  });

  it("new places, donation needs and volunteer shifts are news", () => {
    expect(helpReason(change("create", {}))).toBe("new_place");
    expect(helpReason(change("create", {}, { kind: "donation_need", category: "essentials" }))).toBe("new_need");
    expect(helpReason(change("create", {}, { kind: "volunteer_opportunity", category: "essentials" }))).toBe("new_shift");
    const items = { items_needed: { before: [{ item: "Water", urgency: "high" }], after: [{ item: "Water", urgency: "high" }, { item: "Diapers", urgency: "medium" }] } };
    expect(helpReason(change("edit", items, { kind: "donation_need", category: "essentials" }))).toBe("new_need");
    const fewer = { items_needed: { before: items.items_needed.after, after: items.items_needed.before } };
    expect(helpReason(change("edit", fewer, { kind: "donation_need", category: "essentials" }))).toBeNull();
    const shifts = { shifts: { before: [], after: [{ day: "sat", starts: "09:00", ends: "13:00" }] } };
    expect(helpReason(change("import", shifts, { kind: "volunteer_opportunity", category: "essentials" }))).toBe("new_shift");
  });

  it("never a sample place or an unpublished one", () => {
    expect(helpReason(change("create", {}, { isSample: true }))).toBeNull();
    expect(helpReason(change("status", { status: { before: "closed", after: "open" } }, { isSample: true }))).toBeNull();
    expect(helpReason(change("create", {}, { published: false }))).toBeNull();
  });

  it("each kind of place is news for its topics", () => {
    // A shelter for animals only is help for animals, never a place for people to stay.
    expect(placeTopics({ kind: "shelter", category: "animal_support" })).toEqual(["animals"]);
    expect(placeTopics({ kind: "resource", category: "essentials" })).toEqual(["food_water", "supplies"]);
    expect(placeTopics({ kind: "resource", category: "medical_health" })).toEqual(["medical"]);
    expect(placeTopics({ kind: "donation_need", category: "essentials" })).toEqual(["donations"]);
    expect(placeTopics({ kind: "volunteer_opportunity", category: "animal_support" })).toEqual(["volunteer"]);
  });

  it("reaches the follows within their radius that chose the topic, with the distance", () => {
    // 0.05° of latitude ≈ 3.45 miles.
    const opened = change("status", { status: { before: "closed", after: "open" } });
    const follows = [
      follow("near", 34.2, -118.15, { topics: ["evacuation", "shelter"], radiusMiles: 1 }),
      follow("edge-in", 34.25, -118.15, { topics: ["evacuation", "shelter"], radiusMiles: 5 }),
      follow("edge-out", 34.25, -118.15, { topics: ["evacuation", "shelter"], radiusMiles: 3 }),
      follow("other-topic", 34.2, -118.15, { topics: ["evacuation", "medical"], radiusMiles: 10 }),
      follow("evacuation-only", 34.2, -118.15, { topics: ["evacuation"], radiusMiles: 10 }),
    ];
    expect(pendingHelp(follows, [opened])).toEqual([
      { followId: "near", placeId: "p1", reason: "opened", distanceMiles: 0 },
      { followId: "edge-in", placeId: "p1", reason: "opened", distanceMiles: 3.5 },
    ]);
    expect(pendingHelp(follows, [change("create", {}, { isSample: true })])).toEqual([]);
    // A change a day old (queued while alerts were off) is not "just opened" any more.
    const at = new Date("2099-01-08T17:00:00.000Z");
    expect(pendingHelp(follows, [opened], new Date(at.getTime() + 23 * 3600_000))).toHaveLength(2);
    expect(pendingHelp(follows, [opened], new Date(at.getTime() + 25 * 3600_000))).toEqual([]);
  });
});
