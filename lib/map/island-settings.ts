// When the map section's explorer comes to life: its own module, so the home page's first download
// carries these two values and not the map's constants (./settings.ts).

/** components/map/explorer-island.tsx */
export const MAP_ISLAND = {
  /**
   * This close below the screen, its code is fetched and it is hydrated: half a screen ahead of a
   * resident scrolling down. On a phone the explorer starts 1.3–1.6 screens down, so it is not
   * part of the page's first seconds; on a wide screen it is usually within reach at once.
   */
  wakeMargin: "0px 0px 50% 0px",
  /** Addresses pointing into the map section: the explorer comes to life with the page. */
  wakeHashes: ["#map", "#place-refine"],
} as const;
