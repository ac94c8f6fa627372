import type { LatLng } from "./geo";

/**
 * A point in an address ("at=34.147,-118.144"): the printable list's, an area alert's link, the
 * map's. Its own module below both the map's state and the printable list, which both write it.
 */
export const POINT_PARAM = "at";

/**
 * The point's decimals in the address: 3 is about 100 m, enough for distances to a tenth of a
 * mile, and no closer to where someone is standing (the address goes into a QR code and a message).
 */
export const POINT_DECIMALS = 3;

/** A point as the address writes it: POINT_DECIMALS decimals, "lat,lng". */
export function formatPoint(point: LatLng): string {
  return `${point.lat.toFixed(POINT_DECIMALS)},${point.lng.toFixed(POINT_DECIMALS)}`;
}

const POINT = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * "lat,lng" in degrees within the globe's bounds, rounded as the list's links write it (so the
 * page and its QR code agree to the metre); anything else is no point.
 */
export function parsePoint(raw: string | null | undefined): LatLng | null {
  const match = raw && raw.length <= 40 ? POINT.exec(raw) : null;
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const factor = 10 ** POINT_DECIMALS;
  return { lat: Math.round(lat * factor) / factor, lng: Math.round(lng * factor) / factor };
}
