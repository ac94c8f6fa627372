"use client";

import { useEffect, useMemo } from "react";
import useSWR from "swr";
import { fetchJson, loadStatus } from "@/components/places/fetch-json";
import { HAZARD_VIEW, HAZARDS_API, type HazardsPayload, type PlaceHazard, type ServedHazardLayer } from "@/lib/hazards/payload";
import { flagPlaces, mergeFlags } from "@/lib/hazards/place-flags";
import type { ZoneLayer } from "@/lib/hazards/types";

const NONE: ServedHazardLayer[] = [];

/**
 * The hazard layers (GET /api/hazards), once wanted: with the map's data, or once the visitor's
 * position is known (to tell them whether they are inside a zone). Asked again every
 * HAZARD_VIEW.refetchMs (hidden or offline too: the service worker may answer) and when the page
 * comes back into view at most every HAZARD_VIEW.refetchOnReturnMs, so a phone left open learns of
 * a new order; SWR keeps the last good copy on screen meanwhile. The places never wait for it.
 * `failed`: no copy could be loaded at all (the page says so, with the official alerts).
 */
export function useMapHazards(wanted: boolean) {
  const request = useSWR<HazardsPayload>(wanted ? HAZARDS_API : null, fetchJson, {
    revalidateOnFocus: true,
    focusThrottleInterval: HAZARD_VIEW.refetchOnReturnMs,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const { data, mutate } = request;
  // The timed refresh is this interval, not SWR's refreshInterval: SWR skips its timer while the
  // last attempt failed, and one failed refresh must not leave a phone deaf to a new order.
  useEffect(() => {
    if (!wanted) return;
    const timer = setInterval(() => void mutate(), HAZARD_VIEW.refetchMs);
    return () => clearInterval(timer);
  }, [wanted, mutate]);
  const layers = Array.isArray(data?.layers) ? data.layers : NONE;
  return { layers, failed: loadStatus(request, wanted) === "failed", retry: () => void mutate() };
}

/**
 * The layers (see useMapHazards) and each place's flag: the server's flags came with the places
 * (perhaps minutes old); the zones drawn may be newer: both count, the more serious winning, so
 * the list never offers a place the map shows inside an order.
 */
export function usePlaceHazards(wanted: boolean, places: Parameters<typeof flagPlaces>[0], serverFlags: Record<string, PlaceHazard>) {
  const mapHazards = useMapHazards(wanted);
  const zoneLayer = useMemo(() => mapHazards.layers.find((l): l is ServedHazardLayer & ZoneLayer => l.layer === "zone"), [mapHazards.layers]);
  const flags = useMemo(() => mergeFlags(serverFlags, flagPlaces(places, zoneLayer)), [serverFlags, places, zoneLayer]);
  return { ...mapHazards, zoneLayer, flags };
}
