import { NAV } from "@/lib/nav/settings";
import { HAZARD_VIEW } from "@/lib/hazards/payload";
import type { HazardLayerName } from "@/lib/hazards/types";
import { FILTER_AMENITIES } from "./amenities";
import { DEFAULT_FILTERS, FILTER_PARAMS, filtersToParams, parseFilters, type PlaceFilters } from "./filters";
import type { LatLng } from "./geo";
import { NEAR_PARAM } from "./needs";
import { formatPoint, parsePoint, POINT_PARAM } from "./point-param";

export type ExplorerView = "map" | "list";

/** What the map's address asks for: shared links and a need's link carry all of it. */
export type ExplorerState = {
  filters: PlaceFilters;
  view: ExplorerView;
  /** The place a deep link asked for (not yet checked to exist). */
  placeId: string | null;
  /** Sort by the visitor's position on arrival (a need's link). */
  near: boolean;
  /** The hazard layers drawn on the map (and listed in its legend as on), in drawing order. */
  shownLayers: readonly HazardLayerName[];
  /**
   * A point the link is about ("at=lat,lng", as the printable list writes it): an area alert's
   * followed point. Places are ranked from it and the map shows it, until the visitor's own position is known.
   */
  at?: LatLng;
};

/** What the page shows before the address is read: the same for every visitor, so it can be cached. */
export const DEFAULT_EXPLORER_STATE: ExplorerState = { filters: DEFAULT_FILTERS, view: "map", placeId: null, near: false, shownLayers: HAZARD_VIEW.layers };

/**
 * The hazard layers a visitor turned off, by name ("hide=zone,perimeter"). The address lists what
 * is off rather than what is on: every layer is on by default, so a plain link stays plain, and a
 * layer added later shows on old links too.
 */
export const HIDE_LAYERS_PARAM = "hide";

/** The layers left on by a "hide" value; unknown names are ignored, never an error. */
export function shownLayersFrom(hide: string | null): readonly HazardLayerName[] {
  if (!hide) return HAZARD_VIEW.layers;
  const hidden = new Set(hide.split(",").map((s) => s.trim()));
  const shown = HAZARD_VIEW.layers.filter((l) => !hidden.has(l));
  // The same array as the default when nothing known is hidden, so a malformed value reads as the default.
  return shown.length === HAZARD_VIEW.layers.length ? HAZARD_VIEW.layers : shown;
}

/**
 * The state in an address's query. Read in the browser, not on the server: the home page is one
 * cached document for everyone (docs/caching.md), whatever its query says. Malformed values are
 * ignored, as in parseFilters: a truncated shared link still opens the map.
 */
export function readExplorerState(search: string | URLSearchParams): ExplorerState {
  const params = new URLSearchParams(search);
  const placeId = params.get("place")?.trim() || null;
  const at = parsePoint(params.get(POINT_PARAM));
  const view = params.get("view");
  return {
    filters: parseFilters(params),
    // A linked place is shown as its entry in the list, where its details are, unless the address
    // says it was chosen on the map (during a visit: a shared link opens the list, see
    // components/map/use-explorer-address.ts).
    view: view === "list" || (placeId && view !== "map") ? "list" : "map",
    placeId,
    near: params.get(NEAR_PARAM) === "1",
    shownLayers: shownLayersFrom(params.get(HIDE_LAYERS_PARAM)),
    // Only when there is one: the state of a plain link is exactly the default.
    ...(at ? { at } : {}),
  };
}

/** The state an address can hold; `near` is asked for on arrival only, never written back. */
export type AddressState = Omit<ExplorerState, "near" | "at"> & { at?: LatLng | null };

/** Every parameter of the explorer's address (a URL-state hook watches exactly these). */
export const EXPLORER_PARAMS = [
  ...Object.values(FILTER_PARAMS),
  ...FILTER_AMENITIES.map((a) => a.filter.param),
  POINT_PARAM,
  "view",
  "place",
  HIDE_LAYERS_PARAM,
  NEAR_PARAM,
] as const;
export type ExplorerParam = (typeof EXPLORER_PARAMS)[number];

/** The query of a state: filters in canonical order, defaults left out. */
export function explorerQuery({ filters, view, placeId, shownLayers, at }: AddressState): URLSearchParams {
  const params = filtersToParams(filters);
  if (at) params.set(POINT_PARAM, formatPoint(at));
  if (view === "list") params.set("view", "list");
  // A place chosen on the map: without "view", a place in the address means the list.
  else if (placeId) params.set("view", "map");
  if (placeId) params.set("place", placeId);
  const hidden = HAZARD_VIEW.layers.filter((l) => !shownLayers.includes(l));
  if (hidden.length) params.set(HIDE_LAYERS_PARAM, hidden.join(","));
  return params;
}

/** Each parameter's value in a state, null where the address leaves it out. */
export function explorerParams(state: AddressState): Record<ExplorerParam, string | null> {
  const query = explorerQuery(state);
  return Object.fromEntries(EXPLORER_PARAMS.map((key) => [key, query.get(key)])) as Record<ExplorerParam, string | null>;
}

const hrefOf = (pathname: string, query: URLSearchParams) => {
  const search = query.toString();
  return `${pathname}${search ? `?${search}` : ""}#${NAV.mapId}`;
};

/**
 * The query and anchor that reopen this state: filters in canonical order, defaults left out.
 * `shownLayers` left out means every hazard layer is on.
 */
export function explorerHref(
  pathname: string,
  filters: PlaceFilters,
  view: ExplorerView,
  placeId: string | null,
  shownLayers: readonly HazardLayerName[] = HAZARD_VIEW.layers,
  at?: LatLng | null,
): string {
  return hrefOf(pathname, explorerQuery({ filters, view, placeId, shownLayers, at }));
}

/**
 * The address of a query as the explorer writes it: known parameters only, in canonical order,
 * with the map's anchor; the arrival-only `near` is dropped.
 */
export const canonicalExplorerHref = (pathname: string, search: URLSearchParams) => hrefOf(pathname, explorerQuery(readExplorerState(search)));
