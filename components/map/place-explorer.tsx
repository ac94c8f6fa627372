"use client";

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { PLACES } from "@/lib/places/settings";
import { MAP } from "@/lib/map/settings";
import { applyFilters, countActiveFilters, DEFAULT_FILTERS, rankPlaces, type PlaceFilters } from "@/lib/places/filters";
import { pageSearchText } from "@/lib/places/search-text";
import { printHref } from "@/lib/print/link";
import { DEFAULT_EXPLORER_STATE, explorerHref, readExplorerState, type ExplorerView as View } from "@/lib/places/explorer-state";
import { NEED_EVENT, NEED_LISTENER, needById } from "@/lib/places/needs";
import { needFilters } from "@/lib/places/need-filters";
import { PLACES_API, placesFromPayload, type DescriptionsPayload, type LocalizedSummary, type PlacesPayload } from "@/lib/places/summary";
import type { LocalizedPlace } from "@/lib/places/types";
import type { LatLng } from "@/lib/places/geo";
import { useLanguage, useLanguageFacts, useI18n } from "@/components/i18n/language-context";
import { vocabulary } from "@/lib/places/search";
import { useJson } from "@/components/places/use-json";
import { DynamicRegion } from "@/components/i18n/dynamic-region";
import type { CardPlace } from "@/components/places/place-card";
import { FilterBar, REFINE_ID } from "./filter-bar";
import type { MapTiles } from "@/lib/map/tiles";
import { HAZARD_VIEW, type PlaceHazard, type ServedHazardLayer } from "@/lib/hazards/payload";
import { flagPlaces, mergeFlags } from "@/lib/hazards/place-flags";
import type { HazardLayerName, ZoneLayer } from "@/lib/hazards/types";
import { LazyMap } from "./lazy-map";
import { PlaceList } from "./place-list";
import { useGeolocation } from "./use-geolocation";
import { LocationHazardAlert } from "./location-hazard-alert";
import { HazardLegend } from "./hazard-legend";
import { useMapHazards } from "./use-map-hazards";

type Props = {
  /**
   * The list's first screenful, in full, as the server ranked it: what the page shows before the
   * map's data (every place, in summary: lib/places/summary.ts) has loaded, and without JavaScript.
   */
  first: LocalizedPlace[];
  /** How many places there are in all. */
  total: number;
  /** Those of the first screenful with an open problem report (a discreet notice on their entry). */
  reportedIds: string[];
  /** Those of the first screenful inside an evacuation zone (a warning first on their entry). */
  hazards: Record<string, PlaceHazard>;
  /** The server's clock, so the first client render matches the server's HTML. */
  serverNow: string;
  /** Said when a shared link names a place that is no longer listed. */
  unknownPlaceMessage: string;
  tiles: MapTiles;
};

/** The map's markers before its data has loaded: none, rather than the first screenful's few. */
const NO_PLACES: LocalizedSummary[] = [];

/** Keeps the filters (and the hazard layers turned off) in the address bar (shareable) without a server round trip. */
function writeUrl(filters: PlaceFilters, view: View, selectedId: string | null, shownLayers?: readonly HazardLayerName[]) {
  // A linked point (an alert's) stays in the address: the link still means that area.
  const at = readExplorerState(window.location.search).at;
  window.history.replaceState(window.history.state, "", explorerHref(window.location.pathname, filters, view, selectedId, shownLayers, at));
}

/** The "Can I go?" row at the top of the screen, the first results right below it. */
function scrollToRefine() {
  document.getElementById(REFINE_ID)?.scrollIntoView({ block: "start" });
}

/**
 * Loads the map's data once it is wanted: when the map section comes near the screen, or at once
 * when the address or a need asks for results. A visitor who reads only the first screen of the
 * home page never downloads it (docs/benchmarks.md: the first load of / at 10,000 places).
 */
function usePlacesData(first: LocalizedPlace[], firstReported: string[], firstHazards: Record<string, PlaceHazard>) {
  const language = useLanguage();
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

  const { state, retry } = useJson<PlacesPayload>(wanted ? PLACES_API.list(language) : null);
  const data = useMemo(() => {
    if (state.status !== "ready") return null;
    let summaries: LocalizedSummary[];
    try {
      summaries = placesFromPayload(state.value);
    } catch {
      return "invalid" as const;
    }
    // The map's data is the newer truth (status, hours, needs); the first screenful's cards only
    // keep the description that came with the page, so opening them asks for nothing.
    const described = new Map(first.map((p) => [p.id, p]));
    const places = summaries.map((p): CardPlace => {
      const full = described.get(p.id);
      return full ? { ...p, description: full.description, translated: { ...p.translated, description: full.translated?.description } } : p;
    });
    return { places, reportedIds: state.value.reportedIds, hazards: state.value.hazards ?? {} };
  }, [state, first]);
  // A payload the map cannot read counts as one that did not load: the first screenful stays, with "Try again".
  const loaded = data !== null && data !== "invalid" ? data : null;
  const status = data === "invalid" ? "failed" : state.status;
  // What the page holds, for tests and styles: the server's first screenful, every place, or on its way.
  const stage = loaded ? "all" : status === "failed" ? "failed" : wanted ? "loading" : "first";
  return { ref, want, retry, stage, status, places: loaded?.places ?? first, reportedIds: loaded?.reportedIds ?? firstReported, hazards: loaded?.hazards ?? firstHazards, loaded: loaded !== null };
}

export function PlaceExplorer({ first, total, reportedIds: firstReported, hazards: firstHazards, serverNow, unknownPlaceMessage, tiles }: Props) {
  const i18n = useI18n();
  const language = useLanguage();
  const { ref: dataRef, places, reportedIds, hazards: serverHazards, want, retry, status, loaded, stage } = usePlacesData(first, firstReported, firstHazards);
  // The server rendered the default state (one cached page for everyone); the address's own
  // state is applied right after hydration, below.
  const [filters, setFilters] = useState(DEFAULT_EXPLORER_STATE.filters);
  const [view, setView] = useState<View>(DEFAULT_EXPLORER_STATE.view);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [shownLayers, setShownLayers] = useState(DEFAULT_EXPLORER_STATE.shownLayers);
  const [unknownPlace, setUnknownPlace] = useState(false);
  const [now, setNow] = useState(() => new Date(serverNow));
  const geo = useGeolocation();
  // A link's point (an area alert's) until the visitor's own position is known.
  const [linkedPoint, setLinkedPoint] = useState<LatLng | null>(null);
  const origin = geo.state.status === "located" ? geo.state.position : linkedPoint;
  const { locate } = geo;
  // The hazard layers come with the map's data, or as soon as the visitor's position is known.
  const mapHazards = useMapHazards(stage !== "first" || origin !== null);
  const zoneLayer = useMemo(() => mapHazards.layers.find((l): l is ServedHazardLayer & ZoneLayer => l.layer === "zone"), [mapHazards.layers]);
  // The server's flags came with the places (perhaps minutes old); the zones drawn may be newer:
  // both count, the more serious winning, so the list never offers a place the map shows inside an order.
  const hazards = useMemo(() => mergeFlags(serverHazards, flagPlaces(places, zoneLayer)), [serverHazards, places, zoneLayer]);

  // What the address asks for: a shared link's filters and place, a need's link (nearest first).
  // A layout effect: applied in the same frame as hydration, before the browser paints again.
  const [linkedPlace, setLinkedPlace] = useState<string | null>(null);
  useLayoutEffect(() => {
    const asked = readExplorerState(window.location.search);
    /* eslint-disable react-hooks/set-state-in-effect -- the address exists only in the browser: read during render, the cached HTML and the first client render would differ */
    setFilters(asked.filters);
    setView(asked.view);
    setShownLayers(asked.shownLayers);
    setLinkedPlace(asked.placeId);
    setLinkedPoint(asked.at ?? null);
    // The cached page may be minutes old: opening hours are judged by this device's clock.
    setNow(new Date());
    /* eslint-enable react-hooks/set-state-in-effect */
    // An address that asks for results needs every place at once.
    if (asked.placeId !== null || asked.near || asked.at !== undefined || countActiveFilters(asked.filters) > 0 || asked.view === "list") want();
    if (asked.near) locate();
    // A need's link lands on the "Can I go?" row, with the first results below it.
    if (asked.near) requestAnimationFrame(scrollToRefine);
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
      want();
      setFilters(next);
      writeUrl(next, view, selectedId, shownLayers);
    },
    [view, selectedId, want, shownLayers],
  );

  // The descriptions join the search once the visitor searches (they are the largest text, so
  // the map's data leaves them out); until they arrive, names, addresses and needs are searched.
  const [searched, setSearched] = useState(false);
  if (filters.q.trim() && !searched) setSearched(true);
  const descriptions = useJson<DescriptionsPayload>(searched ? PLACES_API.descriptions(language) : null).state;
  const described = descriptions.status === "ready" ? descriptions.value : null;

  // Searchable in the page's language too (lib/places/search-text.ts, shared with the printable list).
  const searchText = useMemo(() => pageSearchText(i18n, described), [i18n, described]);
  // The search words of the page's language and English (the layout passes only those).
  const { searchWords } = useLanguageFacts();
  const words = useMemo(() => vocabulary(...searchWords), [searchWords]);
  const filtered = useMemo(() => applyFilters(places, filters, now, searchText, hazards, words), [places, filters, now, searchText, hazards, words]);
  const ranked = useMemo(() => rankPlaces(filtered, origin, now, hazards), [filtered, origin, now, hazards]);
  // Before the map's data arrives, the list is the server's first screenful: right for the
  // default view (its count is every place), not for filters or distances, which wait for the data.
  const complete = loaded || status === "failed";
  const pending = !complete && (countActiveFilters(filters) > 0 || origin !== null);
  const count = complete ? ranked.length : total;
  const nearMe = () => {
    want();
    geo.locate();
  };

  // A linked place: shown (and brought into view) once it is known to exist and the list shows
  // it. That may take the map's data (a place not among the first screenful, or filters in the
  // same address). Until the data has loaded, whether a place is still listed cannot be known.
  useLayoutEffect(() => {
    if (linkedPlace === null || pending) return;
    const found = places.some((p) => p.id === linkedPlace);
    if (!found && !loaded) return;
    /* eslint-disable react-hooks/set-state-in-effect -- settles the address's place once the list can show it */
    setLinkedPlace(null);
    setSelectedId(found ? linkedPlace : null);
    setUnknownPlace(!found);
    /* eslint-enable react-hooks/set-state-in-effect */
    if (found) requestAnimationFrame(() => document.getElementById(`place-card-${linkedPlace}`)?.scrollIntoView({ block: "start" }));
  }, [linkedPlace, places, loaded, pending]);

  const select = useCallback(
    (id: string, show: View) => {
      setSelectedId(id);
      setView(show);
      writeUrl(filters, show, id, shownLayers);
      if (show === "list") requestAnimationFrame(() => document.getElementById(`place-card-${id}`)?.scrollIntoView({ block: "start" }));
    },
    [filters, shownLayers],
  );

  // Empties the field, the address and the results, and puts the cursor back in the field.
  const clearSearch = () => {
    update({ ...filters, q: "" });
    document.getElementById("place-search")?.focus();
  };

  const toggleLayer = (layer: HazardLayerName, on: boolean) => {
    const next = HAZARD_VIEW.layers.filter((l) => (l === layer ? on : shownLayers.includes(l)));
    setShownLayers(next);
    writeUrl(filters, view, selectedId, next);
  };

  const switchView = (next: View) => {
    want();
    setView(next);
    writeUrl(filters, next, selectedId, shownLayers);
  };

  const tab = (v: View) =>
    `flex-1 rounded-md py-2 text-sm font-semibold ${view === v ? "bg-ink text-white" : "text-ink hover:bg-neutral-200"}`;

  return (
    <div ref={dataRef} data-places={stage} className="space-y-4">
      {/* About the visitor's own position only: its words say "your location" (a linked point shows its zone on the map). */}
      <LocationHazardAlert origin={geo.state.status === "located" ? geo.state.position : null} layers={mapHazards.layers} now={now} />
      {unknownPlace && (
        <p role="alert" data-i18n="curated" className="rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 text-amber-950">
          {unknownPlaceMessage}
        </p>
      )}
      <FilterBar filters={filters} onChange={update} onReset={() => update(DEFAULT_FILTERS)} activeCount={countActiveFilters(filters)} />

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={nearMe}
          disabled={geo.state.status === "locating"}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-ink px-4 font-semibold text-white hover:bg-neutral-800 disabled:opacity-70"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path fill="currentColor" d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8m9 3h-2.1A7 7 0 0 0 13 5.1V3h-2v2.1A7 7 0 0 0 5.1 11H3v2h2.1a7 7 0 0 0 5.9 5.9V21h2v-2.1a7 7 0 0 0 5.9-5.9H21zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10" />
          </svg>
          {geo.state.status === "locating" ? i18n._("Finding you…") : origin ? i18n._("Nearest first ✓") : i18n._("Near me")}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium text-neutral-800" data-testid="result-count">
          {pending ? i18n._("Loading places…") : origin ? i18n._("{count} places, nearest first", { count }) : i18n._("{count} places", { count })}
        </p>
      </div>
      {status === "failed" && (
        <p role="alert" className="rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
          {i18n._("Only the first {count} places could be loaded. Check your connection and try again.", { count: first.length })}{" "}
          <button type="button" onClick={retry} className="font-semibold text-brand-dark underline underline-offset-2">
            {i18n._("Try again")}
          </button>
        </p>
      )}
      {(geo.state.status === "denied" || geo.state.status === "unavailable") && (
        <p role="alert" className="rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
          {i18n._(geo.state.message)}
        </p>
      )}

      <div className="flex gap-1 rounded-lg bg-neutral-100 p-1 md:hidden" role="group" aria-label={i18n._("View")}>
        <button type="button" className={tab("map")} aria-pressed={view === "map"} onClick={() => switchView("map")}>
          {i18n._("Map")}
        </button>
        <button type="button" className={tab("list")} aria-pressed={view === "list"} onClick={() => switchView("list")}>
          {pending ? i18n._("List (view)") : i18n._("List ({count})", { count })}
        </button>
      </div>

      {/* Database text lives here; the client translation provider may work inside once hydrated. */}
      <DynamicRegion className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* On a wide screen the list runs with the page beside the sticky map, never in a box of its own
            (which cut a card in half above empty space). */}
        <div className={`${view === "list" ? "block" : "hidden"} md:block`}>
          {pending ? (
            // Announced once, by the results line above.
            <p className="rounded-lg border border-neutral-200 bg-white p-4 text-neutral-800">{i18n._("Loading places…")}</p>
          ) : (
            <PlaceList
              ranked={ranked}
              total={count}
              onShowMore={want}
              now={now}
              reportedIds={reportedIds}
              hazards={hazards}
              zones={zoneLayer}
              selectedId={selectedId}
              onShowOnMap={(id) => select(id, "map")}
              query={filters.q}
              onClearSearch={clearSearch}
              printHref={printHref(filters, origin)}
            />
          )}
        </div>
        {/* The map first, then the legend and its switches; on a wide screen in view beside the list. */}
        <div className={`${view === "map" ? "flex" : "hidden"} flex-col gap-2 md:sticky md:top-20 md:flex md:self-start`}>
          {mapHazards.failed && (
            <p role="status" data-testid="hazards-failed" className="rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950 md:order-last">
              {i18n._("The evacuation zones and fire maps could not be loaded. Check ready.lacounty.gov for official alerts.")}{" "}
              <button type="button" onClick={mapHazards.retry} className="font-semibold text-brand-dark underline underline-offset-2">
                {i18n._("Try again")}
              </button>
            </p>
          )}
          {/* After the map on every screen: the "Map" tab opens on the map, not on its legend. */}
          <div className="order-last">
            <HazardLegend layers={mapHazards.layers} shown={shownLayers} onToggle={toggleLayer} now={now} />
          </div>
          <div className="h-[65svh] min-h-80 overflow-hidden rounded-xl border border-neutral-300 md:h-[70vh]">
            <LazyMap
              places={complete ? filtered : NO_PLACES}
              selectedId={selectedId}
              onSelect={(id) => setSelectedId(id)}
              onShowDetails={(id) => select(id, "list")}
              origin={origin}
              tiles={tiles}
              now={now}
              hazards={mapHazards.layers}
              shownLayers={shownLayers}
              placeHazards={hazards}
            />
          </div>
        </div>
      </DynamicRegion>
    </div>
  );
}
