import { DEFAULT_FILTERS, type PlaceFilters } from "./filters";
import type { Need } from "./needs";

/** A need's filters: its kinds and categories, open now. The same as its link's (./needs.ts). */
export function needFilters(need: Need): PlaceFilters {
  return { ...DEFAULT_FILTERS, kinds: [...need.kinds], categories: [...need.categories], openNow: true };
}
