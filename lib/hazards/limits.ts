// Server only: how hazard feeds are fetched and made small (kept out of the feature constants, which the
// browser loads).
import { LA_COUNTY_BBOX } from "@/lib/geo/county";

/** Hazard feeds (lib/hazards/): how they are fetched, checked and made small enough for phones. */
export const HAZARDS = {
  /** Los Angeles County with a margin (lib/geo/county.ts). Perimeters are queried inside it; incidents outside it are left out. */
  bbox: LA_COUNTY_BBOX,
  fetchTimeoutMs: 20_000,
  /** Per feed, all pages together, counted while reading. */
  maxBytes: 20 * 1024 * 1024,
  /** A feed with more features than this is refused whole (a wrong query or a runaway service). */
  maxFeatures: 5000,
  /** ArcGIS pages asked for per request (services cap it at their maxRecordCount, often 1000–2000). */
  arcgisPageSize: 1000,
  /** More pages than this and the feed is refused (a service that never stops saying "more"). */
  arcgisMaxPages: 20,
  /**
   * Douglas–Peucker tolerance in degrees (0.0005° ≈ 55 m north–south, 46 m east–west here):
   * invisible at the zooms a phone shows a fire at. Zones decide "am I inside?", so they keep
   * more detail (≈ 11 m).
   */
  simplifyToleranceDeg: { perimeter: 0.0005, zone: 0.0001 },
  /** Decimals kept in coordinates: 5 ≈ 1 m. */
  coordinateDecimals: 5,
} as const;
