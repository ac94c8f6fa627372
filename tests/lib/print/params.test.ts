// @vitest-environment node
import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, parseFilters } from "@/lib/places/filters";
import { needFilters } from "@/lib/places/need-filters";
import { needById, needHref } from "@/lib/places/needs";
import { listQueryOf, printHref, printSearch } from "@/lib/print/link";
import { readPrintQuery } from "@/lib/print/params";

describe("readPrintQuery", () => {
  it("reads a need's link as the map does, and the point it is ranked from", () => {
    const need = needById("food")!;
    const search = new URL(needHref(need, "map"), "http://x").searchParams;
    search.set("at", "34.14812,-118.14409");
    const query = readPrintQuery(search);
    expect(query.filters).toEqual(needFilters(need));
    expect(query.filters).toEqual(parseFilters(search));
    // Rounded to about 100 m, as the list's own links write it.
    expect(query.point).toEqual({ lat: 34.148, lng: -118.144 });
    expect(query.unread).toEqual([]);
  });

  it("takes the page's searchParams object too (a repeated parameter counts once, as on the map)", () => {
    const query = readPrintQuery({ kind: ["shelter", "resource"], open: "1", q: "  cots " });
    expect(query.filters).toMatchObject({ kinds: ["shelter"], openNow: true, q: "cots" });
  });

  it("leaves out what it cannot read, says which, and never throws", () => {
    const query = readPrintQuery(new URLSearchParams("kind=shelter,castle&open=maybe&at=91,0&q=" + "x".repeat(300) + "&view=list&utm_source=sms"));
    expect(query.filters.kinds).toEqual(["shelter"]);
    expect(query.filters.openNow).toBe(false);
    expect(query.filters.q).toHaveLength(100);
    expect(query.point).toBeNull();
    expect(query.unread.sort()).toEqual(["at", "kind", "open", "q"]);
    for (const at of ["", "abc", "34,", ",-118", "34.1;-118.1", "1e3,2", "34.1,-181", "NaN,NaN", "34.1,-118.1,5"]) {
      expect(readPrintQuery({ at }).point, at).toBeNull();
      expect(readPrintQuery({ at }).unread, at).toEqual(["at"]);
    }
  });

  it("reads an address as the browser's reading does (a stored copy rebuilt offline)", () => {
    for (const raw of ["kind=shelter&open=1&at=34.1,-118.2", "category=medical_health,essentials&q=insulin&pets=1", "at=bad&kind=castle", ""]) {
      const { unread, ...query } = readPrintQuery(new URLSearchParams(raw));
      expect(query, raw).toEqual(listQueryOf(new URLSearchParams(raw)));
      expect(Array.isArray(unread)).toBe(true);
    }
  });

  it("reads back exactly what its links write", () => {
    const filters = { ...DEFAULT_FILTERS, kinds: ["resource" as const, "shelter" as const], categories: ["medical_health" as const], q: "insulin", pets: true };
    const search = printSearch(filters, { lat: 34.0987654, lng: -118.3 });
    const query = readPrintQuery(search);
    expect(query.filters).toEqual(filters);
    expect(printSearch(query.filters, query.point).toString()).toBe(search.toString());
    expect(printHref(DEFAULT_FILTERS, null)).toBe("/list");
    expect(printHref({ ...DEFAULT_FILTERS, kinds: ["donation_need"] }, null)).toBe("/list?kind=donation_need");
    expect(printHref({ ...DEFAULT_FILTERS, kinds: ["resource", "shelter"] }, { lat: 34.1, lng: -118.2 })).toBe("/list?kind=resource,shelter&at=34.100,-118.200");
  });
});
