import { describe, expect, it } from "vitest";
import { DEFAULT_EXPLORER_STATE, explorerHref, readExplorerState } from "@/lib/places/explorer-state";
import { DEFAULT_FILTERS } from "@/lib/places/filters";
import { needById, needHref } from "@/lib/places/needs";
import { needFilters } from "@/lib/places/need-filters";

describe("readExplorerState", () => {
  it("an address without a query is the page everyone is served", () => {
    expect(readExplorerState("")).toEqual(DEFAULT_EXPLORER_STATE);
  });

  it("a need's link: its filters, the list, nearest first", () => {
    const need = needById("shelter")!;
    const href = needHref(need, "refine");
    const state = readExplorerState(new URL(href, "https://relief.test").search);
    expect(state).toEqual({ filters: needFilters(need), view: "list", placeId: null, near: true });
  });

  it("a shared place opens its entry in the list", () => {
    expect(readExplorerState("?place=abc-123")).toMatchObject({ placeId: "abc-123", view: "list", near: false });
  });

  it("malformed values are ignored, never an error", () => {
    expect(readExplorerState("?kind=volcano&view=globe&near=yes&place=%20")).toEqual(DEFAULT_EXPLORER_STATE);
  });
});

describe("explorerHref", () => {
  it("round-trips through readExplorerState", () => {
    const filters = { ...DEFAULT_FILTERS, kinds: ["shelter" as const], pets: true, q: "agua" };
    const href = explorerHref("/es", filters, "list", "abc");
    expect(href).toMatch(/^\/es\?.*#map$/);
    expect(readExplorerState(new URL(href, "https://relief.test").search)).toEqual({ filters, view: "list", placeId: "abc", near: false });
  });

  it("leaves a plain map link plain", () => {
    expect(explorerHref("/", DEFAULT_FILTERS, "map", null)).toBe("/#map");
  });
});
