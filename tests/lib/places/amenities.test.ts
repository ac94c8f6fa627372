import { describe, expect, it } from "vitest";
import { placeCells } from "@/lib/import/cells";
import { CSV_COLUMNS, parsePlacesCsv } from "@/lib/import/csv";
import { FLAG_FIELDS, fieldLabel } from "@/lib/moderation/edit-fields";
import { AMENITIES, FILTER_AMENITIES } from "@/lib/places/amenities";
import { HIDE_LAYERS_PARAM } from "@/lib/places/explorer-state";
import { PLACE_COLUMNS } from "@/lib/places/fields";
import { applyFilters, DEFAULT_FILTERS, FILTER_PARAMS, filtersToParams, parseFilters } from "@/lib/places/filters";
import { NEAR_PARAM } from "@/lib/places/needs";
import { CONCEPTS } from "@/lib/places/search";
import { placesFromPayload, toPayload, toSummary } from "@/lib/places/summary";
import { PRINT } from "@/lib/print/settings";
import { makePlace } from "@/tests/support/places";
import { vocabularyOf } from "@/tests/support/locales";

const NOW = new Date("2026-01-15T18:00:00Z");
const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("the table of a place's yes/no facts", () => {
  it("names each fact, column, filter and URL parameter once, clear of the map's other parameters", () => {
    expect(unique(AMENITIES.map((a) => a.key))).toBe(true);
    expect(unique(AMENITIES.map((a) => a.column))).toBe(true);
    expect(unique(FILTER_AMENITIES.map((a) => a.filter.key))).toBe(true);
    const params = FILTER_AMENITIES.map((a) => a.filter.param);
    expect(unique([...params, ...Object.values(FILTER_PARAMS), HIDE_LAYERS_PARAM, NEAR_PARAM, PRINT.pointParam])).toBe(true);
  });

  it("links each fact to a concept the search knows", () => {
    for (const amenity of AMENITIES) expect(CONCEPTS.map((c) => c.id)).toContain(amenity.concept);
  });

  it("gives every fact a column of the database, of the import and of the reviewers' form", () => {
    for (const amenity of AMENITIES) {
      expect(PLACE_COLUMNS).toContain(amenity.column);
      expect(CSV_COLUMNS).toContain(amenity.column);
      expect(FLAG_FIELDS).toContain(amenity.column);
      expect(fieldLabel(amenity.column)).toBe(amenity.staffLabel);
    }
  });
});

describe("phone charging, a fact added through the table", () => {
  const charging = makePlace({ name: "Library", phoneCharging: true });
  const chargingText = makePlace({ name: "Phone charging station" });
  const other = makePlace({ name: "Food bank", description: "Groceries." });
  const places = [charging, chargingText, other];

  it("is a filter of the map with its own URL parameter", () => {
    const filters = { ...DEFAULT_FILTERS, charging: true };
    expect(filtersToParams(filters).toString()).toBe("charge=1");
    expect(parseFilters(new URLSearchParams("charge=1"))).toEqual(filters);
    expect(applyFilters(places, filters, NOW).map((p) => p.name)).toEqual(["Library"]);
  });

  it("is found by the search's charging words, with the places whose text speaks of charging", () => {
    const words = vocabularyOf("en", "es", "ko");
    for (const q of ["charging", "cargador", "충전"]) {
      const found = applyFilters(places, { ...DEFAULT_FILTERS, q }, NOW, undefined, {}, words).map((p) => p.name);
      expect(found.sort()).toEqual(["Library", "Phone charging station"]);
    }
  });

  it("travels in the map's payload, and an older payload without it reads as no", () => {
    const payload = toPayload([toSummary(charging)], [], null);
    expect(placesFromPayload(payload)[0]?.phoneCharging).toBe(true);
    const older = Object.fromEntries(Object.entries(payload.columns).filter(([field]) => field !== "phoneCharging"));
    expect(placesFromPayload({ count: 1, columns: older })[0]?.phoneCharging).toBe(false);
  });

  it("is a column of the import (no when left out) and of the open-data CSV", () => {
    const header = "external_id,kind,category,name,latitude,longitude,phone_charging";
    const parsed = parsePlacesCsv(`${header}\nlib-1,resource,essentials,Library,34.1,-118.1,yes\nlib-2,resource,essentials,Park,34.1,-118.1,`);
    expect(parsed.ok && parsed.places.map((p) => p.phoneCharging)).toEqual([true, false]);
    expect(placeCells(charging).phone_charging).toBe("yes");
    expect(placeCells(other).phone_charging).toBe("no");
  });
});
