"use client";

import { useMemo } from "react";
import { useJson } from "@/components/places/use-json";
import { HAZARDS_API, type HazardsPayload, type ServedHazardLayer } from "@/lib/hazards/payload";

const NONE: ServedHazardLayer[] = [];

/**
 * The hazard layers (GET /api/hazards), once wanted: with the map's data, or once the visitor's
 * position is known (to tell them whether they are inside a zone). A payload that cannot be read
 * counts as none: the places never wait for or depend on it.
 */
export function useMapHazards(wanted: boolean) {
  const { state, retry } = useJson<HazardsPayload>(wanted ? HAZARDS_API : null);
  const layers = useMemo(() => (state.status === "ready" && Array.isArray(state.value?.layers) ? state.value.layers : NONE), [state]);
  return { layers, status: state.status, retry };
}
