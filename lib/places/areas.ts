import { distanceKm, type LatLng } from "./geo";

/**
 * The communities /donate and /volunteer can be filtered by. An entry belongs to the nearest
 * centre within `maxKm` (its address is free text, so it cannot be parsed reliably); farther
 * entries fall under "Elsewhere". A name is shown in the page's language where the language has an
 * established name for the community (locales/<lang>/communities.json), else as written here, like
 * the addresses people navigate by. Centres are approximate town centres.
 *
 * Here rather than in lib/places/settings.ts: that is in every page's first download (the home page's
 * is within a few bytes of its 150 KB budget), and only the two listings need these.
 */
export const AREAS = {
  maxKm: 8,
  list: [
    { id: "altadena", name: "Altadena", lat: 34.19, lng: -118.131 },
    { id: "pasadena", name: "Pasadena", lat: 34.148, lng: -118.144 },
    { id: "sierra-madre", name: "Sierra Madre", lat: 34.162, lng: -118.053 },
    { id: "arcadia", name: "Arcadia", lat: 34.14, lng: -118.035 },
    { id: "monrovia", name: "Monrovia", lat: 34.148, lng: -118.0 },
    { id: "glendale", name: "Glendale", lat: 34.143, lng: -118.255 },
    { id: "burbank", name: "Burbank", lat: 34.181, lng: -118.309 },
    { id: "hollywood", name: "Hollywood", lat: 34.098, lng: -118.327 },
    { id: "downtown-la", name: "Downtown Los Angeles", lat: 34.045, lng: -118.25 },
    { id: "west-la", name: "West Los Angeles", lat: 34.045, lng: -118.445 },
    { id: "culver-city", name: "Culver City", lat: 34.021, lng: -118.396 },
    { id: "santa-monica", name: "Santa Monica", lat: 34.019, lng: -118.491 },
    { id: "pacific-palisades", name: "Pacific Palisades", lat: 34.048, lng: -118.526 },
    { id: "topanga", name: "Topanga", lat: 34.094, lng: -118.602 },
    { id: "malibu", name: "Malibu", lat: 34.026, lng: -118.78 },
    { id: "san-fernando-valley", name: "San Fernando Valley", lat: 34.186, lng: -118.449 },
    { id: "long-beach", name: "Long Beach", lat: 33.77, lng: -118.194 },
  ],
} as const;

export type Area = (typeof AREAS.list)[number];
export type AreaId = Area["id"];

/** The community an entry is listed under: the nearest centre within AREAS.maxKm, else null ("Elsewhere"). */
export function areaOf(point: LatLng): AreaId | null {
  let best: { id: AreaId; km: number } | null = null;
  for (const area of AREAS.list) {
    const km = distanceKm(point, area);
    if (km <= AREAS.maxKm && (!best || km < best.km)) best = { id: area.id, km };
  }
  return best?.id ?? null;
}

/** An area id from a URL parameter, or null when it is not one of ours (a stale or mistyped link). */
export function parseAreaId(raw: string | null | undefined): AreaId | null {
  return AREAS.list.find((a) => a.id === raw)?.id ?? null;
}

/** A community's name on a page: the language's own name where it has one (`names`, ClientFacts.communities), else English. */
export function areaName(id: AreaId, names: Readonly<Record<string, string>> = {}): string {
  const name = AREAS.list.find((a) => a.id === id)?.name ?? id;
  return names[name] ?? name;
}
