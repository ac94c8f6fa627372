import type { Language } from "@/lib/i18n/languages";
import type { Translator } from "@/lib/i18n/translator";
import { loadVocabulary } from "@/lib/places/search-words";
import { PLACES_API, placesFromPayload, type DescriptionsPayload, type PlacesPayload } from "@/lib/places/summary";
import type { ListQuery } from "@/lib/print/link";
import { buildSheet, type Sheet, type SheetFacts } from "./sheet";

async function json<T>(url: string): Promise<T | null> {
  const response = await fetch(url);
  return response.ok ? ((await response.json()) as T) : null;
}

/**
 * The list again in the browser, from the places the map reads (`/api/places/<lang>`, which the
 * service worker stores): for a stored copy of the page made for other parameters, or long ago
 * (offline, the worker keeps one copy of the page whatever its query). Null when they cannot be read.
 */
export async function rebuildSheet(language: Language, query: ListQuery, now: Date, i18n: Translator, facts: SheetFacts): Promise<Sheet | null> {
  const payload = await json<PlacesPayload>(PLACES_API.list(language));
  if (!payload) return null;
  // The descriptions join a search when they can be had, as on the map; without them names, addresses and needs are searched.
  const described = query.filters.q ? await json<DescriptionsPayload>(PLACES_API.descriptions(language)).catch(() => null) : null;
  const words = await loadVocabulary(language);
  return buildSheet({ places: placesFromPayload(payload), hazards: payload.hazards ?? {}, described, query, now, i18n, facts, words });
}
