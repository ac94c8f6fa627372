/** A followed point, rounded as the server stores it. */
export type Point = { latitude: number; longitude: number };

/** Three decimals: about 100 m, as the server stores it. What the visitor sees is what is sent. */
export function roundPoint(point: Point): Point {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { latitude: round(point.latitude), longitude: round(point.longitude) };
}
