"use client";

import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { parseAsString, useQueryStates } from "nuqs";
import { cleanQuery, countActiveFilters, type PlaceFilters } from "@/lib/places/filters";
import { EXPLORER_PARAMS, explorerParams, readExplorerState, type AddressState, type ExplorerParam, type ExplorerView as View } from "@/lib/places/explorer-state";
import { needById, type NeedId } from "@/lib/places/needs";
import { needFilters } from "@/lib/places/need-filters";
import { HAZARD_VIEW } from "@/lib/hazards/payload";
import type { HazardLayerName } from "@/lib/hazards/types";
import { useNeedBridge } from "@/components/home/need-links";
import { REFINE_ID } from "./filter-bar";

/**
 * Each parameter as text: lib/places/explorer-state.ts reads and writes them together (a filter
 * set spans several, malformed values are ignored as a whole), and the adapter writes the address
 * in its canonical form (./explorer-address-adapter.tsx).
 */
const PARAMS = Object.fromEntries(EXPLORER_PARAMS.map((key) => [key, parseAsString])) as Record<ExplorerParam, typeof parseAsString>;

/** The "Can I go?" row at the top of the screen, the first results right below it. */
const scrollToRefine = () => document.getElementById(REFINE_ID)?.scrollIntoView({ block: "start" });
export const scrollToCard = (id: string) => requestAnimationFrame(() => document.getElementById(`place-card-${id}`)?.scrollIntoView({ block: "start" }));

type Arrival = { want: () => void; locate: () => void };

/**
 * What the explorer shows that the address keeps: filters, view, the selected place, the hazard
 * layers on, a linked point. The address is the state (nuqs); every change is written to it.
 */
export function useExplorerAddress({ want, locate }: Arrival) {
  const [params, setParams] = useQueryStates(PARAMS);
  const state = useMemo(
    () => readExplorerState(new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== null))),
    [params],
  );
  const { view, shownLayers } = state;
  // The search as typed: the address keeps it trimmed, and the field must not lose the space
  // between two words while they are being typed. Shown while it is the address's search.
  const [typed, setTyped] = useState("");
  const filters = useMemo(
    () => (typed !== state.filters.q && cleanQuery(typed) === state.filters.q ? { ...state.filters, q: typed } : state.filters),
    [typed, state.filters],
  );
  // A link's place, until the list can show it (or null: checked, or none).
  const [linkedPlace, setLinkedPlace] = useState<string | null>(null);
  const selectedId = linkedPlace === null ? state.placeId : null;

  /** Writes a change to the address; the rest of the state stays. */
  const write = useCallback((change: Partial<AddressState>) => void setParams(explorerParams({ ...state, ...change })), [state, setParams]);

  // What the address asks for on arrival: results (a shared link's filters and place, a need's
  // link nearest first), the visitor's position. A layout effect: in the same frame as hydration.
  useLayoutEffect(() => {
    const asked = readExplorerState(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address exists only in the browser: read during render, the cached HTML and the first client render would differ
    setLinkedPlace(asked.placeId);
    // A shared place opens its entry in the list, where its details are, even one the sender had
    // chosen on the map ("view=map&place=…").
    if (asked.placeId !== null && asked.view === "map") void setParams({ view: "list" });
    // An address that asks for results needs every place at once.
    if (asked.placeId !== null || asked.near || asked.at !== undefined || countActiveFilters(asked.filters) > 0 || asked.view === "list") want();
    if (asked.near) locate();
    // A need's link lands on the "Can I go?" row, with the first results below it.
    if (asked.near) requestAnimationFrame(scrollToRefine);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = useCallback(
    (next: PlaceFilters) => {
      want();
      setTyped(next.q);
      write({ filters: next });
    },
    [write, want],
  );

  const select = useCallback(
    (id: string, show: View) => {
      write({ placeId: id, view: show });
      if (show === "list") scrollToCard(id);
    },
    [write],
  );

  const setSelectedId = useCallback((id: string | null) => write({ placeId: id }), [write]);

  // A need chosen at the top of the page: its places, open now, nearest first, in the list, with
  // the "Can I go?" row and the first results in view.
  const chooseNeed = useCallback(
    (id: NeedId) => {
      const need = needById(id);
      if (!need) return;
      want();
      write({ filters: needFilters(need), view: "list", placeId: null });
      locate();
      requestAnimationFrame(scrollToRefine);
    },
    [locate, want, write],
  );

  // The hero's need links answer here while the explorer is on screen (a layout effect: from the
  // moment it is on screen, so no tap falls through to a page load).
  const needBridgeRef = useNeedBridge();
  useLayoutEffect(() => {
    const bridge = needBridgeRef.current;
    bridge.chooser = chooseNeed;
    return () => void (bridge.chooser = null);
  }, [needBridgeRef, chooseNeed]);
  // The need tapped before the explorer ran (it woke the explorer: ./explorer-island.tsx).
  useEffect(() => {
    const bridge = needBridgeRef.current;
    const id = bridge.pending;
    bridge.pending = null;
    if (id) chooseNeed(id);
  }, [needBridgeRef, chooseNeed]);

  const toggleLayer = (layer: HazardLayerName, on: boolean) =>
    write({ shownLayers: HAZARD_VIEW.layers.filter((l) => (l === layer ? on : shownLayers.includes(l))) });

  // The linked place, once the list can show it; one no longer listed leaves the address (the list stays).
  const settleLinkedPlace = useCallback(
    (found: string | null) => {
      setLinkedPlace(null);
      if (found === null) write({ placeId: null, view: "list" });
    },
    [write],
  );

  const switchView = (next: View) => {
    want();
    write({ view: next });
  };

  return { filters, view, selectedId, setSelectedId, shownLayers, linkedPlace, settleLinkedPlace, linkedPoint: state.at ?? null, update, select, toggleLayer, switchView };
}
