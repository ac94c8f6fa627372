import { AMENITIES, amenityColumns } from "./amenities";
import type { PlaceInput } from "./types";

/**
 * A place as its columns (the database's snake_case): what import_places() expects for one place,
 * and the open data's GeoJSON properties.
 */
export function rowFromInput(p: PlaceInput) {
  return {
    external_id: p.externalId,
    kind: p.kind,
    category: p.category,
    name: p.name,
    description: p.description,
    address: p.address,
    latitude: p.latitude,
    longitude: p.longitude,
    phone: p.phone,
    website: p.website,
    hours: p.hours,
    status: p.status,
    ...amenityColumns(p, AMENITIES),
    languages: p.languages,
    items_needed: p.itemsNeeded,
    shifts: p.shifts,
    signup_url: p.signupUrl,
    last_verified_at: p.lastVerifiedAt,
    verified_by: p.verifiedBy,
    is_sample: p.isSample,
    published: p.published ?? true,
  };
}
