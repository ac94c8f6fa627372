// The site bar and page layout: the bar's height, the offset at which it turns solid, the anchors
// its links scroll to. Imported by code and tests alike.

export const NAV = {
  /** On "/", the bar turns solid once scrolled past the hero's height minus this. */
  solidOffsetPx: 70,
  heroId: "hero",
  mapId: "map",
  /** The map's "Can I go?" row: a need's link lands here, so its results start right below. */
  refineId: "place-refine",
} as const;

export const LAYOUT = {
  /** Top padding of <main> on every route but "/" (the bar is fixed, 60 px tall). */
  mainTopPaddingPx: 60,
  navHeightPx: 60,
} as const;
