/** A followed point, and the link to follow one: small, for the place cards (components/places/place-card.tsx). */
export type Point = { latitude: number; longitude: number };

/** Three decimals: about 100 m, as the server stores it. What the visitor sees is what is sent. */
export function roundPoint(point: Point): Point {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { latitude: round(point.latitude), longitude: round(point.longitude) };
}

/** The follow panel's address with a point (`/alerts?lat=34.19&lng=-118.131`), from a place or the map. */
export function alertsHref(point: Point): string {
  const { latitude, longitude } = roundPoint(point);
  return `/alerts?lat=${latitude}&lng=${longitude}`;
}
