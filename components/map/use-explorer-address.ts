"use client";

import { useCallback, useLayoutEffect, useState } from "react";
import { countActiveFilters, type PlaceFilters } from "@/lib/places/filters";
import { DEFAULT_EXPLORER_STATE, explorerHref, readExplorerState, type ExplorerView as View } from "@/lib/places/explorer-state";
import { needById, type NeedId } from "@/lib/places/needs";
import { needFilters } from "@/lib/places/need-filters";
import type { LatLng } from "@/lib/places/geo";
import { HAZARD_VIEW } from "@/lib/hazards/payload";
import type { HazardLayerName } from "@/lib/hazards/types";
import { useNeedChooserRef } from "@/components/home/need-links";
import { REFINE_ID } from "./filter-bar";

/** Keeps the filters (and the hazard layers turned off) in the address bar (shareable) without a server round trip. */
function writeUrl(filters: PlaceFilters, view: View, selectedId: string | null, shownLayers?: readonly HazardLayerName[]) {
  // A linked point (an alert's) stays in the address: the link still means that area.
  const at = readExplorerState(window.location.search).at;
  window.history.replaceState(window.history.state, "", explorerHref(window.location.pathname, filters, view, selectedId, shownLayers, at));
}

/** The "Can I go?" row at the top of the screen, the first results right below it. */
const scrollToRefine = () => document.getElementById(REFINE_ID)?.scrollIntoView({ block: "start" });
export const scrollToCard = (id: string) => requestAnimationFrame(() => document.getElementById(`place-card-${id}`)?.scrollIntoView({ block: "start" }));

type Arrival = { want: () => void; locate: () => void };

/**
 * What the explorer shows that the address keeps: filters, view, the selected place, the hazard
 * layers on. The server rendered the default state (one cached page for everyone); the address's
 * own state is applied right after hydration, and every change is written back to it.
 */
export function useExplorerAddress({ want, locate }: Arrival) {
  const [filters, setFilters] = useState(DEFAULT_EXPLORER_STATE.filters);
  const [view, setView] = useState<View>(DEFAULT_EXPLORER_STATE.view);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [shownLayers, setShownLayers] = useState(DEFAULT_EXPLORER_STATE.shownLayers);
  // A link's place (checked once the list can show it), and point (an area alert's).
  const [linkedPlace, setLinkedPlace] = useState<string | null>(null);
  const [linkedPoint, setLinkedPoint] = useState<LatLng | null>(null);

  // What the address asks for: a shared link's filters and place, a need's link (nearest first).
  // A layout effect: applied in the same frame as hydration, before the browser paints again.
  useLayoutEffect(() => {
    const asked = readExplorerState(window.location.search);
    /* eslint-disable react-hooks/set-state-in-effect -- the address exists only in the browser: read during render, the cached HTML and the first client render would differ */
    setFilters(asked.filters);
    setView(asked.view);
    setShownLayers(asked.shownLayers);
    setLinkedPlace(asked.placeId);
    setLinkedPoint(asked.at ?? null);
    /* eslint-enable react-hooks/set-state-in-effect */
    // An address that asks for results needs every place at once.
    if (asked.placeId !== null || asked.near || asked.at !== undefined || countActiveFilters(asked.filters) > 0 || asked.view === "list") want();
    if (asked.near) locate();
    // A need's link lands on the "Can I go?" row, with the first results below it.
    if (asked.near) requestAnimationFrame(scrollToRefine);
    // Once, on arrival: later changes write the address, they do not read it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = useCallback(
    (next: PlaceFilters) => {
      want();
      setFilters(next);
      writeUrl(next, view, selectedId, shownLayers);
    },
    [view, selectedId, want, shownLayers],
  );

  const select = useCallback(
    (id: string, show: View) => {
      setSelectedId(id);
      setView(show);
      writeUrl(filters, show, id, shownLayers);
      if (show === "list") scrollToCard(id);
    },
    [filters, shownLayers],
  );

  // A need chosen at the top of the page: its places, open now, nearest first, in the list, with
  // the "Can I go?" row and the first results in view.
  const chooseNeed = useCallback(
    (id: NeedId) => {
      const need = needById(id);
      if (!need) return;
      const next = needFilters(need);
      want();
      setFilters(next);
      setView("list");
      setSelectedId(null);
      writeUrl(next, "list", null, shownLayers);
      locate();
      requestAnimationFrame(scrollToRefine);
    },
    [locate, want, shownLayers],
  );

  // The hero's need links answer here while the explorer is on screen (a layout effect: from the
  // moment it is on screen, so no tap falls through to a page load).
  const needChooserRef = useNeedChooserRef();
  useLayoutEffect(() => {
    needChooserRef.current = chooseNeed;
    return () => void (needChooserRef.current = null);
  }, [needChooserRef, chooseNeed]);

  const toggleLayer = (layer: HazardLayerName, on: boolean) => {
    const next = HAZARD_VIEW.layers.filter((l) => (l === layer ? on : shownLayers.includes(l)));
    setShownLayers(next);
    writeUrl(filters, view, selectedId, next);
  };

  // The linked place, once the list can show it (or null: no longer listed).
  const settleLinkedPlace = useCallback((found: string | null) => {
    setLinkedPlace(null);
    setSelectedId(found);
  }, []);

  const switchView = (next: View) => {
    want();
    setView(next);
    writeUrl(filters, next, selectedId, shownLayers);
  };

  return { filters, view, selectedId, setSelectedId, shownLayers, linkedPlace, settleLinkedPlace, linkedPoint, update, select, toggleLayer, switchView };
}
