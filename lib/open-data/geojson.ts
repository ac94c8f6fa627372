import { PLACES } from "@/lib/places/settings";
import { rowFromInput } from "@/lib/places/columns";
import type { Place } from "@/lib/places/types";
import { OPEN_DATA } from "./config";

/** Only published places are open data, so the flag says nothing. */
function withoutPublished<T extends { published: boolean }>(row: T): Omit<T, "published"> {
  const copy: Partial<T> = { ...row };
  delete copy.published;
  return copy as Omit<T, "published">;
}

/**
 * Published places as a GeoJSON FeatureCollection (RFC 7946): one Point per place, [longitude,
 * latitude] in WGS 84, its fields in snake_case as the CSV names them, with their structure kept
 * (hours by day, needed items with their urgency). Sample entries carry `is_sample: true`.
 */
export function placesGeoJson(places: Place[]) {
  return {
    type: "FeatureCollection" as const,
    // Foreign members (RFC 7946 §6.1): what this is and under which terms it may be reused.
    license: OPEN_DATA.license,
    attribution: OPEN_DATA.attribution,
    features: places.map((p) => ({
      type: "Feature" as const,
      id: p.id,
      geometry: { type: "Point" as const, coordinates: [p.longitude, p.latitude] },
      // The import's columns in snake_case, with their structure kept (rowFromInput), and ours.
      properties: { id: p.id, ...withoutPublished(rowFromInput(p)), hours_time_zone: PLACES.timeZone, updated_at: p.updatedAt },
    })),
  };
}
