"use client";

import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { PLACES } from "@/lib/config";
import { applyFilters, countActiveFilters, DEFAULT_FILTERS, rankPlaces, searchTextWith, type PlaceFilters } from "@/lib/places/filters";
import { DEFAULT_EXPLORER_STATE, explorerHref, readExplorerState, type ExplorerView as View } from "@/lib/places/explorer-state";
import { NEED_EVENT, NEED_LISTENER, needById } from "@/lib/places/needs";
import { needFilters } from "@/lib/places/need-filters";
import { CATEGORY_LABELS, KIND_LABEL_SINGULAR, KIND_LABELS, type LocalizedPlace } from "@/lib/places/types";
import { useT } from "@/components/i18n/language-context";
import { DynamicRegion } from "@/components/i18n/dynamic-region";
import { FilterBar, REFINE_ID } from "./filter-bar";
import type { MapTiles } from "@/lib/map-tiles";
import { LazyMap } from "./lazy-map";
import { PlaceList } from "./place-list";
import { useGeolocation } from "./use-geolocation";

type Props = {
  places: LocalizedPlace[];
  /** Places with an open problem report (a discreet notice on their entry). */
  reportedIds: string[];
  /** The server's clock, so the first client render matches the server's HTML. */
  serverNow: string;
  /** Said when a shared link names a place that is no longer listed. */
  unknownPlaceMessage: string;
  tiles: MapTiles;
};

/** Keeps the filters in the address bar (shareable) without a server round trip. */
function writeUrl(filters: PlaceFilters, view: View, selectedId: string | null) {
  window.history.replaceState(window.history.state, "", explorerHref(window.location.pathname, filters, view, selectedId));
}

/** The "Can I go?" row at the top of the screen, the first results right below it. */
function scrollToRefine() {
  document.getElementById(REFINE_ID)?.scrollIntoView({ block: "start" });
}

export function PlaceExplorer({ places, reportedIds, serverNow, unknownPlaceMessage, tiles }: Props) {
  const t = useT();
  // The server rendered the default state (one cached page for everyone); the address's own
  // state is applied right after hydration, below.
  const [filters, setFilters] = useState(DEFAULT_EXPLORER_STATE.filters);
  const [view, setView] = useState<View>(DEFAULT_EXPLORER_STATE.view);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [unknownPlace, setUnknownPlace] = useState(false);
  const [now, setNow] = useState(() => new Date(serverNow));
  const geo = useGeolocation();
  const origin = geo.state.status === "located" ? geo.state.position : null;
  const { locate } = geo;

  // What the address asks for: a shared link's filters and place, a need's link (nearest first).
  // A layout effect: applied in the same frame as hydration, before the browser paints again.
  useLayoutEffect(() => {
    const asked = readExplorerState(window.location.search);
    const found = asked.placeId !== null && places.some((p) => p.id === asked.placeId);
    /* eslint-disable react-hooks/set-state-in-effect -- the address exists only in the browser: read during render, the cached HTML and the first client render would differ */
    setFilters(asked.filters);
    setView(asked.view);
    setSelectedId(found ? asked.placeId : null);
    setUnknownPlace(asked.placeId !== null && !found);
    // The cached page may be minutes old: opening hours are judged by this device's clock.
    setNow(new Date());
    /* eslint-enable react-hooks/set-state-in-effect */
    if (asked.near) locate();
    // A deep link lands on the map section: bring the place's entry, or the first results, into view.
    requestAnimationFrame(() => {
      if (found) document.getElementById(`place-card-${asked.placeId}`)?.scrollIntoView({ block: "start" });
      else if (asked.near) scrollToRefine();
    });
    // Once, on arrival: later changes write the address, they do not read it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A need chosen at the top of the page: its places, open now, nearest first, in the list, with
  // the "Can I go?" row and the first results in view.
  const chooseNeed = useCallback(
    (id: string) => {
      const need = needById(id);
      if (!need) return;
      const next = needFilters(need);
      setFilters(next);
      setView("list");
      setSelectedId(null);
      writeUrl(next, "list", null);
      locate();
      requestAnimationFrame(scrollToRefine);
    },
    [locate],
  );
  // A layout effect: listening from the moment the explorer is on screen, so no tap falls through.
  useLayoutEffect(() => {
    const onNeed = (event: Event) => chooseNeed(String((event as CustomEvent<string>).detail));
    const flags = window as unknown as Record<string, unknown>;
    window.addEventListener(NEED_EVENT, onNeed);
    flags[NEED_LISTENER] = true;
    return () => {
      window.removeEventListener(NEED_EVENT, onNeed);
      delete flags[NEED_LISTENER];
    };
  }, [chooseNeed]);

  useEffect(() => {
    const tick = () => setNow(new Date());
    const timer = setInterval(tick, PLACES.clockTickMs);
    return () => clearInterval(timer);
  }, []);

  const update = useCallback(
    (next: PlaceFilters) => {
      setFilters(next);
      writeUrl(next, view, selectedId);
    },
    [view, selectedId],
  );

  // Searchable in the page's language too: its names for kinds and categories, and the place's
  // own text as the server translated it.
  const searchText = useMemo(
    () =>
      searchTextWith((p) => {
        const { translated } = p as LocalizedPlace;
        return [
          t(KIND_LABELS[p.kind]),
          t(KIND_LABEL_SINGULAR[p.kind]),
          t(CATEGORY_LABELS[p.category]),
          translated?.name?.text ?? "",
          translated?.description?.text ?? "",
          ...Object.values(translated?.items ?? {}).map((i) => i.text),
        ];
      }),
    [t],
  );
  const filtered = useMemo(() => applyFilters(places, filters, now, searchText), [places, filters, now, searchText]);
  const ranked = useMemo(() => rankPlaces(filtered, origin, now), [filtered, origin, now]);

  const select = useCallback(
    (id: string, show: View) => {
      setSelectedId(id);
      setView(show);
      writeUrl(filters, show, id);
      if (show === "list") requestAnimationFrame(() => document.getElementById(`place-card-${id}`)?.scrollIntoView({ block: "start" }));
    },
    [filters],
  );

  const switchView = (next: View) => {
    setView(next);
    writeUrl(filters, next, selectedId);
  };

  const tab = (v: View) =>
    `flex-1 rounded-md py-2 text-sm font-semibold ${view === v ? "bg-ink text-white" : "text-ink hover:bg-neutral-200"}`;

  return (
    <div className="space-y-4">
      {unknownPlace && (
        <p role="alert" data-i18n="curated" className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-amber-950">
          {unknownPlaceMessage}
        </p>
      )}
      <FilterBar filters={filters} onChange={update} onReset={() => update(DEFAULT_FILTERS)} activeCount={countActiveFilters(filters)} />

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={geo.locate}
          disabled={geo.state.status === "locating"}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-ink px-4 font-semibold text-white hover:bg-neutral-800 disabled:opacity-70"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path fill="currentColor" d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8m9 3h-2.1A7 7 0 0 0 13 5.1V3h-2v2.1A7 7 0 0 0 5.1 11H3v2h2.1a7 7 0 0 0 5.9 5.9V21h2v-2.1a7 7 0 0 0 5.9-5.9H21zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10" />
          </svg>
          {geo.state.status === "locating" ? t("Finding you…") : origin ? t("Nearest first ✓") : t("Near me")}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium text-neutral-800" data-testid="result-count">
          {origin ? t("{count} places, nearest first", { count: ranked.length }) : t("{count} places", { count: ranked.length })}
        </p>
      </div>
      {(geo.state.status === "denied" || geo.state.status === "unavailable") && (
        <p role="alert" className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
          {t(geo.state.message)}
        </p>
      )}

      <div className="flex gap-1 rounded-lg bg-neutral-100 p-1 md:hidden" role="group" aria-label={t("View")}>
        <button type="button" className={tab("map")} aria-pressed={view === "map"} onClick={() => switchView("map")}>
          {t("Map")}
        </button>
        <button type="button" className={tab("list")} aria-pressed={view === "list"} onClick={() => switchView("list")}>
          {t("List ({count})", { count: ranked.length })}
        </button>
      </div>

      {/* Database text lives here; the client translation provider may work inside once hydrated. */}
      <DynamicRegion className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={`${view === "list" ? "block" : "hidden"} md:block md:max-h-[75vh] md:overflow-y-auto md:pr-1`}>
          <PlaceList ranked={ranked} now={now} reportedIds={reportedIds} selectedId={selectedId} onShowOnMap={(id) => select(id, "map")} />
        </div>
        <div
          className={`${view === "map" ? "block" : "hidden"} h-[65svh] min-h-80 overflow-hidden rounded-xl border border-neutral-300 md:sticky md:top-20 md:block md:h-[75vh]`}
        >
          <LazyMap
            places={filtered}
            selectedId={selectedId}
            onSelect={(id) => setSelectedId(id)}
            onShowDetails={(id) => select(id, "list")}
            origin={origin}
            tiles={tiles}
            now={now}
          />
        </div>
      </DynamicRegion>
    </div>
  );
}
