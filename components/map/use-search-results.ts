"use client";

import { useEffect, useMemo, useState } from "react";
import useSWR from "swr";
import { applyFilters, rankPlaces, searchRelevance, type PlaceFilters } from "@/lib/places/filters";
import { pageSearchText } from "@/lib/places/search-text";
import { loadVocabulary, preloadSearchWords } from "@/lib/places/search-words";
import { PLACES_API, type DescriptionsPayload } from "@/lib/places/summary";
import type { LatLng } from "@/lib/places/geo";
import type { PlaceHazard } from "@/lib/hazards/payload";
import { useLanguage, useI18n } from "@/components/i18n/language-context";
import { fetchJson, ONCE_PER_PAGE } from "@/components/places/fetch-json";
import type { CardPlace } from "@/components/places/place-card";

/** The places that pass the filters (for the map) and the same, ranked (for the list). */
export function useSearchResults(places: CardPlace[], filters: PlaceFilters, now: Date, origin: LatLng | null, hazards: Record<string, PlaceHazard>) {
  const i18n = useI18n();
  const language = useLanguage();
  // The descriptions join the search once the visitor searches (they are the largest text, so
  // the map's data leaves them out); until they arrive, names, addresses and needs are searched.
  const [searched, setSearched] = useState(false);
  if (filters.q.trim() && !searched) setSearched(true);
  const described = useSWR<DescriptionsPayload>(searched ? PLACES_API.descriptions(language) : null, fetchJson, ONCE_PER_PAGE).data ?? null;

  // The search words of the page's language and English: their chunks are fetched with the map
  // (stored for offline use), the vocabulary built once the visitor searches; until it is ready,
  // a query is matched against the places' text.
  useEffect(() => preloadSearchWords(language), [language]);
  const words = useSWR(searched ? ["search-words", language] : null, () => loadVocabulary(language), ONCE_PER_PAGE).data;
  // Searchable in the page's language too (lib/places/search-text.ts, shared with the printable list).
  const searchText = useMemo(() => pageSearchText(i18n, described, words?.communities), [i18n, described, words?.communities]);
  const filtered = useMemo(() => applyFilters(places, filters, now, searchText, hazards, words), [places, filters, now, searchText, hazards, words]);
  // What is what was asked for first, then what mentions it (lib/places/filters.ts searchRelevance).
  const relevance = useMemo(() => searchRelevance(filtered, filters.q, searchText, words), [filtered, filters.q, searchText, words]);
  const ranked = useMemo(() => rankPlaces(filtered, origin, now, hazards, relevance), [filtered, origin, now, hazards, relevance]);
  return { filtered, ranked };
}
