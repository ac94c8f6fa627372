/**
 * Who a place is for. The animal support category is help for animals: its resources, drives and
 * shifts are for people who care for animals, but a shelter in it keeps animals, and people cannot
 * stay there. So "Shelter tonight" never lists one (./needs.ts: a shelter of the people's
 * categories), its card and printed entry say "For animals only" in words, no fact about people
 * coming with their pets applies to it (./amenities.ts `aboutPeople`), and it is found under
 * "Help for animals". Decided by the place's data (kind and category), never by its name.
 *
 * No imports: the amenity table (./amenities.ts) and the place types (./types.ts) both read it.
 */
export const ANIMAL_SUPPORT = "animal_support";

/** A shelter for animals only: people cannot stay there. */
export function sheltersAnimalsOnly(place: { readonly kind: string; readonly category: string }): boolean {
  return place.kind === "shelter" && place.category === ANIMAL_SUPPORT;
}
