import { msg } from "@/lib/i18n/msg";
import { sheltersAnimalsOnly } from "./audience";

/**
 * The yes/no facts of a place ("Can I go?", what it offers), one entry each. Everything about a
 * fact is derived from this table: the place's field and database column, the row mapper, the
 * map's payload and its default, the card's chip, the map's filter and its URL parameter, the
 * printable list's line, the search's concept, the import's and the open-data CSV's cell, the HSDS
 * export and import, the reviewers' edit form and history, and (for the facts marked `suggest`) the
 * suggestion form, its schema and stored row. Adding a fact is one entry here, a
 * migration adding its column (with the import function's column list), and its label's
 * translations (docs/place-fields.md).
 *
 * Browser-safe and small: the map's code, the home page's filters and the suggestion form read it.
 */
export type AmenitySpec = {
  /** The place's field (camelCase). */
  key: string;
  /** The database column, the import's and the open-data CSV's header. */
  column: string;
  /** The card's chip and the filter's label, translated (locales/<lang>/messages.po). */
  label: string;
  /** The reviewers' words (English only): the edit form's checkbox, the history. */
  staffLabel: string;
  /** What an import row without the cell means (docs/import.md). */
  importDefault: boolean;
  /**
   * A filter on the map: its key in PlaceFilters, its URL parameter (stable: shared links), its
   * row — "can I go?" (always in view, right above the results) or what the place offers (with the
   * categories, folded away on phones so the map stays near the top) — and its place in the row.
   */
  filter?: { key: string; param: string; row: "eligibility" | "offers"; order: number };
  /** The search concept (lib/places/search.ts CONCEPTS) whose places include the ones with this fact. */
  concept: string;
  /**
   * A visitor can say so when suggesting a place (/suggest): the form's checkbox, its schema, the
   * reviewers' card. The suggestions table needs its column too, and the approve function copies
   * it to the place (supabase/migrations, docs/place-fields.md).
   */
  suggest?: true;
  /**
   * Says something about people coming (with their pets): no fact of a shelter for animals only
   * (./audience.ts), where people cannot stay. There a "Pets allowed" would mean "pets only": the
   * card says "For animals only" instead, and the filter does not find it (`hasFact`).
   */
  aboutPeople?: true;
};

export const AMENITIES = [
  {
    key: "noIdRequired",
    column: "no_id_required",
    label: msg(/*i18n*/ "No ID needed"),
    staffLabel: "No ID required",
    importDefault: false,
    filter: { key: "noId", param: "noid", row: "eligibility", order: 2 },
    concept: "no_id",
    suggest: true,
  },
  {
    key: "petsAllowed",
    column: "pets_allowed",
    label: msg(/*i18n*/ "Pets allowed"),
    staffLabel: "Pets allowed",
    importDefault: false,
    // First in the row: after choosing a need, "takes pets" is one tap.
    filter: { key: "pets", param: "pets", row: "eligibility", order: 1 },
    concept: "pets",
    suggest: true,
    aboutPeople: true,
  },
  {
    key: "wheelchairAccessible",
    column: "wheelchair_accessible",
    label: msg(/*i18n*/ "Wheelchair accessible"),
    staffLabel: "Wheelchair accessible",
    importDefault: false,
    filter: { key: "wheelchair", param: "access", row: "eligibility", order: 3 },
    concept: "wheelchair",
    suggest: true,
  },
  {
    key: "freeOfCharge",
    column: "free_of_charge",
    label: msg(/*i18n*/ "Free"),
    staffLabel: "Free of charge",
    // Relief is free unless a sheet says otherwise.
    importDefault: true,
    concept: "free",
  },
  {
    key: "phoneCharging",
    column: "phone_charging",
    label: msg(/*i18n*/ "Phone charging"),
    staffLabel: "Phone charging",
    importDefault: false,
    filter: { key: "charging", param: "charge", row: "offers", order: 1 },
    // The search finds these and the places whose text speaks of charging.
    concept: "charging",
  },
] as const satisfies readonly AmenitySpec[];

export type Amenity = (typeof AMENITIES)[number];
export type AmenityKey = Amenity["key"];
export type AmenityColumn = Amenity["column"];
/** A place's facts, by field. */
export type Amenities = Record<AmenityKey, boolean>;

type WithFilter = Extract<Amenity, { filter: object }>;
/** The facts the map filters by, in the filter row's order. */
export const FILTER_AMENITIES: readonly WithFilter[] = AMENITIES.filter((a): a is WithFilter => "filter" in a).sort((a, b) => a.filter.order - b.filter.order);
export type AmenityFilterKey = WithFilter["filter"]["key"];

type Suggested = Extract<Amenity, { suggest: true }>;
/** The facts a visitor can give when suggesting a place, in the table's order. */
export const SUGGESTED_AMENITIES: readonly Suggested[] = AMENITIES.filter((a): a is Suggested => "suggest" in a);
export type SuggestedAmenityKey = Suggested["key"];
export type SuggestedAmenityColumn = Suggested["column"];

/**
 * The field of each of `facts` from its column (the import's and the database's name): AMENITIES
 * for a place, SUGGESTED_AMENITIES for a suggestion.
 */
export function amenitiesFromColumns<A extends Amenity>(row: Readonly<Record<A["column"], boolean>>, facts: readonly A[]): Record<A["key"], boolean> {
  return Object.fromEntries(facts.map((a) => [a.key, row[a.column as A["column"]]])) as Record<A["key"], boolean>;
}

/** The column of each of `facts` from its field. */
export function amenityColumns<A extends Amenity>(place: Readonly<Record<A["key"], boolean>>, facts: readonly A[]): Record<A["column"], boolean> {
  return Object.fromEntries(facts.map((a) => [a.column, place[a.key as A["key"]]])) as Record<A["column"], boolean>;
}

/**
 * Whether a place has a fact, as the card's chips and the map's filters say it: its field, except a
 * fact about people coming on a shelter for animals only (`aboutPeople`).
 */
export function hasFact(place: Readonly<Amenities> & { readonly kind: string; readonly category: string }, fact: Amenity): boolean {
  return place[fact.key] && !("aboutPeople" in fact && sheltersAnimalsOnly(place));
}

/** Each fact's field, named one by one (the summary sends exactly the facts). */
export function amenitiesOf(place: Readonly<Amenities>): Amenities {
  return Object.fromEntries(AMENITIES.map((a) => [a.key, place[a.key]])) as Amenities;
}
