import { LA_COUNTY_BOX } from "@/lib/geo/county";

/**
 * Where a follow may point: Los Angeles County with a margin (the hazard feeds' box,
 * lib/geo/county.ts), so a follow cannot be a probe of somewhere the site knows nothing of.
 * Its own module, without zod, so the follow panel can check a point in the browser for free
 * (./schemas.ts re-exports it for the routes).
 */
export const FOLLOW_AREA = LA_COUNTY_BOX;

export function insideFollowArea(latitude: number, longitude: number): boolean {
  return latitude >= FOLLOW_AREA.south && latitude <= FOLLOW_AREA.north && longitude >= FOLLOW_AREA.west && longitude <= FOLLOW_AREA.east;
}
