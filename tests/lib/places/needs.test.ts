import { describe, expect, it } from "vitest";
import { filtersToParams, parseFilters } from "@/lib/places/filters";
import { needFilters } from "@/lib/places/need-filters";
import { NEAR_PARAM, NEEDS, needById, needHref } from "@/lib/places/needs";
import { PEOPLE_CATEGORIES } from "@/lib/places/types";

describe("a need's link", () => {
  for (const need of NEEDS) {
    it(`${need.id}: carries exactly the map's own address for its filters, plus list view and nearest first`, () => {
      const url = new URL(needHref(need, "place-refine"), "https://example.org");
      expect(url.pathname).toBe("/");
      expect(url.hash).toBe("#place-refine");
      const expected = filtersToParams(needFilters(need));
      expected.set("view", "list");
      expected.set(NEAR_PARAM, "1");
      // Same parameters, same values, same order: the map would write this very address.
      expect(url.searchParams.toString()).toBe(expected.toString());
      expect(parseFilters(url.searchParams)).toEqual(needFilters(need));
    });
  }

  it("asks only for places open now", () => {
    for (const need of NEEDS) expect(needFilters(need).openNow).toBe(true);
  });

  it('"Shelter tonight" is a shelter where people can stay: every category but animal support', () => {
    expect(needById("shelter")?.categories).toEqual(PEOPLE_CATEGORIES);
    expect(needById("shelter")?.categories).not.toContain("animal_support");
  });

  it("is found by its id, and an unknown id finds nothing", () => {
    expect(needById("shelter")?.kinds).toEqual(["shelter"]);
    expect(needById("nope")).toBeUndefined();
  });
});
