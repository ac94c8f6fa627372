import { describe, expect, it } from "vitest";
import { childId, HSDS_STATUS, hsdsServicesPage, lastPage, toHsdsService } from "@/lib/open-data/hsds";
import { STATUSES } from "@/lib/places/types";
import { makePlace } from "@/tests/support/places";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("HSDS 3.0 services", () => {
  it("maps every status onto HSDS's enum, and says 'full' in the alert", () => {
    for (const status of STATUSES) expect(["active", "inactive", "temporarily closed"]).toContain(HSDS_STATUS[status]);
    expect(toHsdsService(makePlace({ status: "full" }))).toMatchObject({ status: "active", alert: expect.stringMatching(/full/i) });
    expect(toHsdsService(makePlace({ status: "closed" }))).toMatchObject({ status: "inactive", alert: null });
    expect(toHsdsService(makePlace({ status: "temporarily_closed" })).status).toBe("temporarily closed");
  });

  it("gives a service its location, phone, schedules and languages, with stable UUIDs", () => {
    const place = makePlace({
      name: "Pasadena Shelter",
      address: "300 E Green St, Pasadena, CA 91101",
      latitude: 34.14,
      longitude: -118.14,
      phone: "(626) 555-0102",
      hours: { mon: [{ opens: "08:00", closes: "20:00" }], sun: [{ opens: "00:00", closes: "24:00" }] },
      languages: ["en", "es"],
      lastVerifiedAt: "2025-01-16T06:30:00.000Z", // 22:30 on Jan 15 in Los Angeles
      wheelchairAccessible: true,
      isSample: true,
    });
    const service = toHsdsService(place);
    expect(service).toMatchObject({ id: place.id, name: "Pasadena Shelter", status: "active", assured_date: "2025-01-15" });
    expect(service.phones).toEqual([{ id: expect.stringMatching(UUID), service_id: place.id, number: "(626) 555-0102", type: "voice" }]);
    expect(service.schedules.map((s) => [s.byday, s.opens_at, s.closes_at, s.freq])).toEqual([
      ["SU", "00:00", "23:59", "WEEKLY"],
      ["MO", "08:00", "20:00", "WEEKLY"],
    ]);
    expect(service.languages.map((l) => l.code)).toEqual(["en", "es"]);
    const [at] = service.service_at_locations;
    expect(at!.location).toMatchObject({ location_type: "physical", latitude: 34.14, longitude: -118.14 });
    expect(at!.location.addresses[0]).toMatchObject({ address_1: "300 E Green St", city: "Pasadena", state_province: "CA", postal_code: "91101", country: "US", address_type: "physical" });
    expect(at!.location.accessibility).toHaveLength(1);
    expect(service.x_relief).toMatchObject({ is_sample: true, kind: "resource", external_id: place.externalId });
    // The same place gives the same ids on every export; another place other ids.
    expect(toHsdsService(place).service_at_locations[0]!.location.id).toBe(at!.location.id);
    expect(at!.location.id).toMatch(UUID);
    expect(childId(makePlace().id, "location")).not.toBe(at!.location.id);
  });

  it("keeps an address it cannot split whole, and has no phone or schedule when the place has none", () => {
    const service = toHsdsService(makePlace({ address: "Corner of Lake and Woodbury", phone: null, hours: {} }));
    expect(service.service_at_locations[0]!.location.addresses[0]).toMatchObject({ address_1: "Corner of Lake and Woodbury", country: "US" });
    expect(service.phones).toEqual([]);
    expect(service.schedules).toEqual([]);
    expect(toHsdsService(makePlace({ address: "" })).service_at_locations[0]!.location.addresses).toEqual([]);
  });

  it("pages as HSDS's Page says: totals, this page's size, first/last/empty", () => {
    const places = Array.from({ length: 5 }, () => makePlace());
    expect(hsdsServicesPage(places.slice(0, 2), 5, { page: 1, perPage: 2, full: true })).toMatchObject({ total_items: 5, total_pages: 3, page_number: 1, size: 2, first_page: true, last_page: false, empty: false });
    const last = hsdsServicesPage(places.slice(4), 5, { page: 3, perPage: 2, full: true });
    expect(last).toMatchObject({ size: 1, first_page: false, last_page: true, empty: false });
    expect(last.contents[0]!.id).toBe(places[4]!.id);
    // No places: one page, empty (the only page that exists without places).
    expect(hsdsServicesPage([], 0, { page: 1, perPage: 50, full: true })).toMatchObject({ total_items: 0, total_pages: 1, first_page: true, last_page: true, empty: true, contents: [] });
    // full=false: the one-to-one fields only.
    expect(hsdsServicesPage(places.slice(0, 1), 5, { page: 1, perPage: 1, full: false }).contents[0]).not.toHaveProperty("phones");
  });

  it("counts the last page: one for no places, then one more for each perPage begun", () => {
    expect([0, 1, 24, 25, 26, 50, 51].map((total) => lastPage(total, 25))).toEqual([1, 1, 1, 1, 2, 2, 3]);
    expect(lastPage(1_234, 500)).toBe(3);
  });
});
