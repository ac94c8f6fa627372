import type { Place, PlaceInput } from "@/lib/places/types";

let counter = 0;

/** A published, open place with sensible defaults; override what a test is about. */
export function makePlace(overrides: Partial<Place> = {}): Place {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    externalId: `test-${counter}`,
    kind: "resource",
    category: "essentials",
    name: `Place ${counter}`,
    description: "",
    address: "",
    latitude: 34.1,
    longitude: -118.3,
    phone: null,
    website: null,
    hours: {},
    status: "open",
    noIdRequired: false,
    petsAllowed: false,
    wheelchairAccessible: false,
    freeOfCharge: true,
    phoneCharging: false,
    languages: ["en"],
    itemsNeeded: [],
    shifts: [],
    signupUrl: null,
    lastVerifiedAt: null,
    verifiedBy: null,
    isSample: false,
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A valid import row (what the CSV import and the stores' upsertPlaces take); override what a test is about. */
export function makePlaceInput(overrides: Partial<PlaceInput> = {}): PlaceInput {
  const place: Partial<Place> = makePlace();
  delete place.id;
  delete place.updatedAt;
  return { ...(place as PlaceInput), ...overrides };
}

/** What an import of a published place writes: the place without the database's own columns. */
export function inputOf(place: Place): PlaceInput {
  const input: Partial<Place> = { ...place };
  delete input.id;
  delete input.updatedAt;
  return { ...(input as Omit<Place, "id" | "updatedAt">), published: true };
}
