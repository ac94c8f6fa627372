/**
 * The two boxes the site draws around Los Angeles, in degrees (WGS 84). Pure data, no imports, so
 * the browser can check a point for free. They differ on purpose:
 */

/**
 * Los Angeles County with a margin, taking in Catalina and San Clemente islands: the hazard feeds
 * are queried inside it (incidents outside it are left out), and a follow (alerts) may only point
 * inside it.
 */
export const LA_COUNTY_BOX = { west: -118.96, south: 32.75, east: -117.64, north: 34.83 } as const;

/** The same box as [west, south, east, north], the order GeoJSON and ArcGIS queries use. */
export const LA_COUNTY_BBOX: [number, number, number, number] = [LA_COUNTY_BOX.west, LA_COUNTY_BOX.south, LA_COUNTY_BOX.east, LA_COUNTY_BOX.north];

/**
 * Southern California, generously: the check on a point someone typed (an import's cells, a
 * suggestion, a reviewer approving one). Anything outside is almost certainly a typo or swapped axes.
 */
export const SOCAL_BOX = { latitude: [32, 36], longitude: [-121, -114] } as const;
