/** The fire symbol, drawn the same on the map's fire markers and in the legend (a 24-unit square). */
export const FLAME_VIEWBOX = "0 0 24 24";
export const FLAME_PATH =
  "M12 1.5c.6 3.6 5.9 6.4 5.9 12.2A5.9 5.9 0 0 1 6.1 13.7c0-2.6 1.2-4.6 2.8-6 .1 2 .9 3.4 2.2 4C10.4 8.2 11.3 4.6 12 1.5z";
