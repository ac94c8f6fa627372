import { statusRank } from "./filters";
import type { Place } from "./types";

const URGENCY_RANK = { high: 0, medium: 1, low: 2 } as const;

/** Donation sites with urgent needs first, among those that can take donations (full and closed ones after). */
export function byUrgency(a: Place, b: Place): number {
  const top = (p: Place) => Math.min(3, ...p.itemsNeeded.map((i) => URGENCY_RANK[i.urgency]));
  return statusRank(a) - statusRank(b) || top(a) - top(b);
}

/**
 * How a listing (/donate, /volunteer) orders its entries, by name (a cached listing is keyed by
 * it): ties keep the map's own order (rankPlaces).
 */
export const LISTING_ORDERS = {
  ranked: () => 0,
  urgency: byUrgency,
} as const satisfies Record<string, (a: Place, b: Place) => number>;
export type ListingOrder = keyof typeof LISTING_ORDERS;
