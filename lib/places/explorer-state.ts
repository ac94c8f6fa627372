import { NAV } from "@/lib/config";
import { DEFAULT_FILTERS, filtersToParams, parseFilters, type PlaceFilters } from "./filters";
import { NEAR_PARAM } from "./needs";

export type ExplorerView = "map" | "list";

/** What the map's address asks for: shared links and a need's link carry all of it. */
export type ExplorerState = {
  filters: PlaceFilters;
  view: ExplorerView;
  /** The place a deep link asked for (not yet checked to exist). */
  placeId: string | null;
  /** Sort by the visitor's position on arrival (a need's link). */
  near: boolean;
};

/** What the page shows before the address is read: the same for every visitor, so it can be cached. */
export const DEFAULT_EXPLORER_STATE: ExplorerState = { filters: DEFAULT_FILTERS, view: "map", placeId: null, near: false };

/**
 * The state in an address's query. Read in the browser, not on the server: the home page is one
 * cached document for everyone (docs/caching.md), whatever its query says. Malformed values are
 * ignored, as in parseFilters: a truncated shared link still opens the map.
 */
export function readExplorerState(search: string): ExplorerState {
  const params = new URLSearchParams(search);
  const placeId = params.get("place")?.trim() || null;
  return {
    filters: parseFilters(params),
    // A linked place is shown as its entry in the list, where its details are.
    view: params.get("view") === "list" || placeId ? "list" : "map",
    placeId,
    near: params.get(NEAR_PARAM) === "1",
  };
}

/** The query and anchor that reopen this state: filters in canonical order, defaults left out. */
export function explorerHref(pathname: string, filters: PlaceFilters, view: ExplorerView, placeId: string | null): string {
  const params = filtersToParams(filters);
  if (view === "list") params.set("view", "list");
  if (placeId) params.set("place", placeId);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}#${NAV.mapId}`;
}
