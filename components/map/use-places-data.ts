"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import useSWR from "swr";
import { MAP } from "@/lib/map/settings";
import { PLACES_API, placesFromPayload, type LocalizedSummary, type PlacesPayload } from "@/lib/places/summary";
import type { LocalizedPlace } from "@/lib/places/types";
import type { PlaceHazard } from "@/lib/hazards/payload";
import { useLanguage } from "@/components/i18n/language-context";
import { fetchJson, loadStatus, ONCE_PER_PAGE } from "@/components/places/fetch-json";
import type { CardPlace } from "@/components/places/place-card";

/**
 * The map's data is the newer truth (status, hours, needs); the first screenful's cards only keep
 * the description that came with the page, so opening them asks for nothing.
 */
function withPageDescriptions(summaries: LocalizedSummary[], first: LocalizedPlace[]): CardPlace[] {
  const described = new Map(first.map((p) => [p.id, p]));
  return summaries.map((p): CardPlace => {
    const full = described.get(p.id);
    return full ? { ...p, description: full.description, translated: { ...p.translated, description: full.translated?.description } } : p;
  });
}

/** True once `ref`'s element comes near the screen (MAP.loadRootMargin), or once `want()` is called. */
function useWanted() {
  const [wanted, setWanted] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    const element = ref.current;
    if (wanted || !element) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- no observer to wait for (an old browser): load now
    if (typeof IntersectionObserver === "undefined") return want();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: MAP.loadRootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted, want]);
  return { ref, wanted, want };
}

/**
 * Loads the map's data once it is wanted: when the map section comes near the screen, or at once
 * when the address or a need asks for results. A visitor who reads only the first screen of the
 * home page never downloads it (docs/benchmarks.md: the first load of / at 10,000 places).
 */
export function usePlacesData(first: LocalizedPlace[], firstReported: string[], firstHazards: Record<string, PlaceHazard>) {
  const language = useLanguage();
  const { ref, wanted, want } = useWanted();
  const request = useSWR<PlacesPayload>(wanted ? PLACES_API.list(language) : null, fetchJson, ONCE_PER_PAGE);
  const { data: payload, isValidating, mutate } = request;
  const data = useMemo(() => {
    if (payload === undefined) return null;
    try {
      return { places: withPageDescriptions(placesFromPayload(payload), first), reportedIds: payload.reportedIds, hazards: payload.hazards ?? {} };
    } catch {
      return "invalid" as const;
    }
  }, [payload, first]);
  // A payload the map cannot read counts as one that did not load: the first screenful stays, with "Try again".
  const loaded = data !== null && data !== "invalid" ? data : null;
  const status = data === "invalid" ? (isValidating ? "loading" : "failed") : loadStatus(request, wanted);
  // What the page holds, for tests and styles: the server's first screenful, every place, or on its way.
  const stage = loaded ? "all" : status === "failed" ? "failed" : wanted ? "loading" : "first";
  const retry = useCallback(() => void mutate(), [mutate]);
  return { ref, want, retry, stage, status, places: loaded?.places ?? first, reportedIds: loaded?.reportedIds ?? firstReported, hazards: loaded?.hazards ?? firstHazards, loaded: loaded !== null };
}
