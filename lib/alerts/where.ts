import { z } from "zod";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { readLocaleFile } from "@/lib/i18n/locale-files";
import { AREAS } from "@/lib/places/areas";
import data from "./la-zips.json";

/**
 * "ZIP code or community" for the follow panel (GET /api/alerts/where): a point to follow, from a
 * 5-digit ZIP code of Los Angeles County or the name of one of its communities. No street
 * addresses: that would need a geocoding service, and a ZIP code or a town is as precise as a
 * follow with a radius of a mile or more needs. Sources (./la-zips.json, with its own note):
 * the Census Bureau's ZIP code areas and GeoNames' county and place names
 * (scripts/alerts/extract-la-zips.mjs), and the site's communities (lib/places/areas.ts), whose
 * approximate centres come first.
 */

export type WherePoint = { latitude: number; longitude: number; label: string };

z.config({ jitless: true });

/** What a visitor may type: letters of any script, digits, spaces and the punctuation of place names. */
export const whereQuery = z
  .string({ error: "q must be a ZIP code or a community name" })
  .trim()
  .min(2, "q must be a ZIP code or a community name")
  .max(60, "q is too long: at most 60 characters")
  .regex(/^[\p{L}\p{M}\p{N} .,'’()-]+$/u, "q may hold only letters, digits, spaces and . , ' ( ) -");

/** Lower case, without accents or punctuation, single spaces: "La Cañada  Flintridge" → "la canada flintridge". */
export function normalizePlaceName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/\s+/g, " ");
}

/** What people add after a town's name: "Altadena, CA", "Pasadena California", "Malibu CA USA". */
const STATE_SUFFIX = / (?:ca|calif|california)(?: usa| us| united states)?$/;

type Entry = { point: [number, number]; label: string };

/** ./la-zips.json: ZIP code → [latitude, longitude, place name]; place name → [latitude, longitude]. */
export const LA_ZIPS = data as unknown as { source: string; zips: Record<string, [number, number, string]>; communities: Record<string, [number, number]> };
const ZIPS = LA_ZIPS.zips;

/**
 * Normalized name → point: the site's communities first, then the county's postal place names,
 * then their names in the site's languages (locales/<lang>/communities.json: "帕萨迪纳", "Գլենդել"),
 * each labelled with its English name, as the addresses and signs write it.
 */
const COMMUNITIES: Map<string, Entry> = (() => {
  const map = new Map<string, Entry>();
  for (const area of AREAS.list) map.set(normalizePlaceName(area.name), { point: [area.lat, area.lng], label: area.name });
  for (const [name, point] of Object.entries(LA_ZIPS.communities)) {
    const key = normalizePlaceName(name);
    if (!map.has(key)) map.set(key, { point, label: name });
  }
  for (const language of LANGUAGE_CODES) {
    for (const [english, local] of Object.entries(readLocaleFile<Record<string, string>>(language, "communities.json"))) {
      const entry = map.get(normalizePlaceName(english));
      const key = normalizePlaceName(local);
      if (entry && key && !map.has(key)) map.set(key, entry);
    }
  }
  return map;
})();

/** The point for a checked query (whereQuery), or null when it is no ZIP code or community we know. */
export function findWhere(query: string): WherePoint | null {
  // A ZIP+4 ("91001-1234") names the same area as its first five digits.
  const zip = /^(\d{5})(?:[- ]?\d{4})?$/.exec(query.trim());
  if (zip) {
    const found = ZIPS[zip[1]!];
    return found ? { latitude: found[0], longitude: found[1], label: `${zip[1]} ${found[2]}` } : null;
  }
  const name = normalizePlaceName(query).replace(/^city of /, "");
  const entry = COMMUNITIES.get(name) ?? COMMUNITIES.get(name.replace(STATE_SUFFIX, ""));
  return entry ? { latitude: entry.point[0], longitude: entry.point[1], label: entry.label } : null;
}

/** How many ZIP codes and names the lookup knows (for tests and docs). */
export const WHERE_COUNTS = { zips: Object.keys(ZIPS).length, communities: COMMUNITIES.size };
