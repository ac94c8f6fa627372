/**
 * The URL parameter for each filter: short, readable, stable (shared links depend on them). Its own
 * module so a link into the map (lib/places/needs.ts, in the home page's first download) can be
 * built without the filtering and search code.
 */
export const FILTER_PARAMS = {
  kinds: "kind",
  categories: "category",
  q: "q",
  openNow: "open",
  // The yes/no facts' parameters are in ./amenities.ts (kept out of the home page's first download).
} as const;
