import { describe, expect, it } from "vitest";
import { canonicalExplorerHref, DEFAULT_EXPLORER_STATE, EXPLORER_PARAMS, explorerHref, explorerParams, readExplorerState, shownLayersFrom } from "@/lib/places/explorer-state";
import { HAZARD_VIEW } from "@/lib/hazards/payload";
import { DEFAULT_FILTERS } from "@/lib/places/filters";
import { needById, needHref } from "@/lib/places/needs";
import { needFilters } from "@/lib/places/need-filters";

describe("readExplorerState", () => {
  it("reads an area alert's point (at=lat,lng, as the printable list writes it), and keeps it in the address", () => {
    expect(readExplorerState("?at=34.148,-118.145").at).toEqual({ lat: 34.148, lng: -118.145 });
    expect(readExplorerState("?at=north").at).toBeUndefined();
    expect(readExplorerState("?at=134.1,-118.1").at).toBeUndefined();
    const href = explorerHref("/es", DEFAULT_EXPLORER_STATE.filters, "map", null, HAZARD_VIEW.layers, { lat: 34.148, lng: -118.145 });
    expect(href).toBe("/es?at=34.148%2C-118.145#map");
    expect(readExplorerState(new URL(href, "https://relief.test").search).at).toEqual({ lat: 34.148, lng: -118.145 });
  });

  it("an address without a query is the page everyone is served", () => {
    expect(readExplorerState("")).toEqual(DEFAULT_EXPLORER_STATE);
  });

  it("a need's link: its filters, the list, nearest first", () => {
    const need = needById("shelter")!;
    const href = needHref(need, "refine");
    const state = readExplorerState(new URL(href, "https://relief.test").search);
    expect(state).toEqual({ filters: needFilters(need), view: "list", placeId: null, near: true, shownLayers: HAZARD_VIEW.layers });
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
    expect(readExplorerState(new URL(href, "https://relief.test").search)).toEqual({ filters, view: "list", placeId: "abc", near: false, shownLayers: HAZARD_VIEW.layers });
  });

  it("leaves a plain map link plain", () => {
    expect(explorerHref("/", DEFAULT_FILTERS, "map", null)).toBe("/#map");
  });

  it("a place chosen on the map says so (the address is the explorer's state while the visit lasts)", () => {
    const href = explorerHref("/", DEFAULT_FILTERS, "map", "abc");
    expect(href).toBe("/?view=map&place=abc#map");
    expect(readExplorerState(new URL(href, "https://relief.test").search)).toMatchObject({ view: "map", placeId: "abc" });
  });
});

describe("the address as the explorer writes it", () => {
  it("puts known parameters in canonical order, drops unknown ones and the arrival-only near=1", () => {
    const search = new URLSearchParams("hide=zone&utm_source=x&near=1&pets=1&kind=shelter&view=list&at=34.148,-118.145");
    expect(canonicalExplorerHref("/es", search)).toBe("/es?kind=shelter&pets=1&at=34.148%2C-118.145&view=list&hide=zone#map");
  });

  it("gives every parameter of the address a value or null, so a change clears what it leaves out", () => {
    const params = explorerParams({ filters: { ...DEFAULT_FILTERS, openNow: true }, view: "map", placeId: null, shownLayers: HAZARD_VIEW.layers });
    expect(Object.keys(params).sort()).toEqual([...EXPLORER_PARAMS].sort());
    expect(Object.entries(params).filter(([, v]) => v !== null)).toEqual([["open", "1"]]);
  });
});

describe("the hazard layers in the address", () => {
  const read = (search: string) => readExplorerState(search).shownLayers;

  it("every layer is on unless the address hides some", () => {
    expect(read("")).toEqual(["zone", "perimeter", "incident"]);
    expect(DEFAULT_EXPLORER_STATE.shownLayers).toEqual(HAZARD_VIEW.layers);
  });

  it("hide= lists the layers turned off; the rest stay on, in drawing order", () => {
    expect(read("?hide=zone,perimeter")).toEqual(["incident"]);
    expect(read("?hide=incident")).toEqual(["zone", "perimeter"]);
    expect(read("?hide=incident%2Czone")).toEqual(["perimeter"]);
    expect(read("?hide=zone,perimeter,incident")).toEqual([]);
  });

  it("ignores unknown names, blanks and repeats (a truncated link still opens the map)", () => {
    expect(read("?hide=volcano")).toBe(HAZARD_VIEW.layers);
    expect(read("?hide=")).toBe(HAZARD_VIEW.layers);
    expect(read("?hide=%20zone%20,zone,,flood")).toEqual(["perimeter", "incident"]);
    expect(readExplorerState("?hide=zon")).toEqual(DEFAULT_EXPLORER_STATE);
    expect(shownLayersFrom(null)).toBe(HAZARD_VIEW.layers);
  });

  it("explorerHref writes only the layers turned off, in a fixed order", () => {
    expect(explorerHref("/", DEFAULT_FILTERS, "map", null, ["incident"])).toBe("/?hide=zone%2Cperimeter#map");
    expect(explorerHref("/", DEFAULT_FILTERS, "map", null, ["perimeter", "zone"])).toBe("/?hide=incident#map");
    expect(explorerHref("/", DEFAULT_FILTERS, "map", null, [])).toBe("/?hide=zone%2Cperimeter%2Cincident#map");
  });

  it("all layers on (or not given) keeps a plain link plain", () => {
    expect(explorerHref("/", DEFAULT_FILTERS, "map", null, ["incident", "zone", "perimeter"])).toBe("/#map");
    expect(explorerHref("/ko", DEFAULT_FILTERS, "map", null)).toBe("/ko#map");
  });

  it("round-trips with the other state", () => {
    const filters = { ...DEFAULT_FILTERS, pets: true };
    const href = explorerHref("/zh", filters, "list", "abc", ["zone"]);
    expect(readExplorerState(new URL(href, "https://relief.test").search)).toEqual({ filters, view: "list", placeId: "abc", near: false, shownLayers: ["zone"] });
  });
});
