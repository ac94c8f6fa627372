import type { Translator } from "@/lib/i18n/translator";

export type LatLng = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371;
const KM_PER_MILE = 1.609344;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Distances are shown in miles, as road signs in Los Angeles are: a tenth of a mile under 10, whole
 * miles above. The message gets the number, not a string: its plural chooses the word (Russian
 * 2 мили, 5 миль, 21 миля) and formats the number in the language (Russian and Armenian 2,5).
 */
export function formatDistance(km: number, i18n: Translator): string {
  const miles = km / KM_PER_MILE;
  if (miles < 0.1) return i18n._("less than 0.1 mi");
  return i18n._("{miles, plural, one {# mi} other {# mi}}", { miles: miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles) });
}
