"use client";

import { useEffect, useRef, useState } from "react";
import { useJson } from "@/components/places/use-json";
import { HAZARD_VIEW, HAZARDS_API, type HazardsPayload, type ServedHazardLayer } from "@/lib/hazards/payload";

const NONE: ServedHazardLayer[] = [];

/**
 * The hazard layers (GET /api/hazards), once wanted: with the map's data, or once the visitor's
 * position is known (to tell them whether they are inside a zone). Asked again every
 * HAZARD_VIEW.refetchMs and when the page comes back into view, so a phone left open learns of a
 * new order; the last good copy stays on screen meanwhile. The places never wait for it.
 * `failed`: no copy could be loaded at all (the page says so, with the official alerts).
 */
export function useMapHazards(wanted: boolean) {
  const { state, retry } = useJson<HazardsPayload>(wanted ? HAZARDS_API : null);
  const [last, setLast] = useState<HazardsPayload | null>(null);
  // Derived state, kept during render (React's documented pattern): the newest good copy.
  if (state.status === "ready" && state.value !== last) setLast(state.value);
  const receivedAt = useRef(0);
  useEffect(() => {
    if (last) receivedAt.current = Date.now();
  }, [last]);

  useEffect(() => {
    if (!wanted) return;
    const timer = setInterval(retry, HAZARD_VIEW.refetchMs);
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() - receivedAt.current > HAZARD_VIEW.refetchOnReturnMs) retry();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [wanted, retry]);

  const layers = Array.isArray(last?.layers) ? last.layers : NONE;
  return { layers, failed: state.status === "failed" && last === null, retry };
}
