import { msg } from "@/lib/i18n/msg";
import { FILTER_PARAMS } from "./filter-params";
import type { Category, PlaceKind } from "./types";

/**
 * What residents come for, one tap each (the map's kinds and categories, as they ask for them).
 * A need shows the places that fit and are open now, nearest first; every filter stays in the
 * address and the full filter panel stays one tap away. Kinds and categories are listed in the
 * canonical order of lib/places/types.ts, as the map writes them (tests/lib/places/needs.test.ts).
 * "Shelter tonight" is a place where people can stay: a shelter of the people's categories
 * (PEOPLE_CATEGORIES, named here so the place types stay out of this download; the test keeps them
 * equal), never a shelter for animals only, which is found under "Help for animals" (./audience.ts).
 *
 * This module is in the home page's first download (the need links): it must not import the
 * filtering code (./filters.ts, with its search vocabulary); ./need-filters.ts does that for the map.
 */
export const NEEDS = [
  { id: "shelter", label: msg(/*i18n*/ "Shelter tonight"), kinds: ["shelter"], categories: ["essentials", "shelter_support", "medical_health"] },
  { id: "food", label: msg(/*i18n*/ "Food, water & supplies"), kinds: ["resource"], categories: ["essentials"] },
  { id: "medical", label: msg(/*i18n*/ "Medical care"), kinds: ["resource", "shelter"], categories: ["medical_health"] },
  { id: "animals", label: msg(/*i18n*/ "Help for animals"), kinds: ["resource", "shelter"], categories: ["animal_support"] },
] as const satisfies readonly { id: string; label: string; kinds: readonly PlaceKind[]; categories: readonly Category[] }[];

export type Need = (typeof NEEDS)[number];
export type NeedId = Need["id"];

/** The URL parameter asking the map to sort by the visitor's position on arrival. */
export const NEAR_PARAM = "near";

/**
 * The address of a need's results: the map applies it as soon as its code runs (the page itself is
 * one cached copy for every address), and its anchor is the "Can I go?" row, so the browser
 * itself lands there before any script runs.
 */
export function needHref(need: Need, anchor: string): string {
  const params = new URLSearchParams();
  params.set(FILTER_PARAMS.kinds, need.kinds.join(","));
  if (need.categories.length) params.set(FILTER_PARAMS.categories, need.categories.join(","));
  params.set(FILTER_PARAMS.openNow, "1");
  params.set("view", "list");
  params.set(NEAR_PARAM, "1");
  return `/?${params}#${anchor}`;
}

export function needById(id: string): Need | undefined {
  return NEEDS.find((n) => n.id === id);
}
