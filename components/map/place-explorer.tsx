"use client";

import { countActiveFilters, DEFAULT_FILTERS } from "@/lib/places/filters";
import { printHref } from "@/lib/print/link";
import type { LocalizedSummary } from "@/lib/places/summary";
import type { LocalizedPlace } from "@/lib/places/types";
import { useI18n } from "@/components/i18n/language-context";
import { DynamicRegion } from "@/components/i18n/dynamic-region";
import type { MapTiles } from "@/lib/map/tiles";
import type { PlaceHazard } from "@/lib/hazards/payload";
import { FilterBar } from "./filter-bar";
import { PlaceList } from "./place-list";
import { useGeolocation } from "./use-geolocation";
import { LocationHazardAlert } from "./location-hazard-alert";
import { MapColumn } from "./map-column";
import { usePlaceHazards } from "./use-map-hazards";
import { usePlacesData } from "./use-places-data";
import { useExplorerAddress } from "./use-explorer-address";
import { useClock } from "./use-clock";
import { useLinkedPlace } from "./use-linked-place";
import { useSearchResults } from "./use-search-results";
import { ExplorerStatus } from "./explorer-status";
import { ExplorerAddressAdapter } from "./explorer-address-adapter";

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

// In the explorer's chunk: the handover from the server's HTML comes with the explorer's code.
export { LiveExplorer } from "./island-handover";

/** The map's markers before its data has loaded: none, rather than the first screenful's few. */
const NO_PLACES: LocalizedSummary[] = [];

/** The map section's filters, list and map, its state in the address. */
export const PlaceExplorer = (props: Props) => (
  <ExplorerAddressAdapter>
    <Explorer {...props} />
  </ExplorerAddressAdapter>
);

/** It assembles the hooks that hold each part. */
function Explorer({ first, total, reportedIds: firstReported, hazards: firstHazards, serverNow, unknownPlaceMessage, tiles }: Props) {
  const i18n = useI18n();
  const { ref: dataRef, places, want, loaded, status, stage, retry, reportedIds, hazards: serverFlags } = usePlacesData(first, firstReported, firstHazards);
  const geo = useGeolocation();
  const address = useExplorerAddress({ want, locate: geo.locate });
  const { filters, view, selectedId, shownLayers } = address;
  const now = useClock(serverNow);
  // A link's point (an area alert's) until the visitor's own position is known.
  const origin = geo.state.status === "located" ? geo.state.position : address.linkedPoint;
  // The hazard layers come with the map's data, or as soon as the visitor's position is known.
  const mapHazards = usePlaceHazards(stage !== "first" || origin !== null, places, serverFlags);
  const { flags: hazards, zoneLayer } = mapHazards;

  const { filtered, ranked } = useSearchResults(places, filters, now, origin, hazards);
  // Before the map's data arrives, the list is the server's first screenful: right for the
  // default view (its count is every place), not for filters or distances, which wait for the data.
  const complete = loaded || status === "failed";
  const pending = !complete && (countActiveFilters(filters) > 0 || origin !== null);
  const count = complete ? ranked.length : total;
  const unknownPlace = useLinkedPlace({ linkedPlace: address.linkedPlace, settle: address.settleLinkedPlace, places, loaded, pending });

  // Empties the field, the address and the results, and puts the cursor back in the field.
  const clearSearch = () => {
    address.update({ ...filters, q: "" });
    document.getElementById("place-search")?.focus();
  };

  return (
    <div ref={dataRef} data-places={stage} className="space-y-4">
      {/* About the visitor's own position only: its words say "your location" (a linked point shows its zone on the map). */}
      <LocationHazardAlert origin={geo.state.status === "located" ? geo.state.position : null} layers={mapHazards.layers} now={now} />
      {unknownPlace && (
        <p role="alert" data-i18n="curated" className="rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 text-amber-950">
          {unknownPlaceMessage}
        </p>
      )}
      <FilterBar filters={filters} onChange={address.update} onReset={() => address.update(DEFAULT_FILTERS)} activeCount={countActiveFilters(filters)} />
      <ExplorerStatus
        geo={geo.state}
        nearest={origin !== null}
        onNearMe={() => (want(), geo.locate())}
        pending={pending}
        count={count}
        failedWith={status === "failed" ? first.length : null}
        onRetry={retry}
        view={view}
        onView={address.switchView}
        printHref={printHref(filters, origin)}
      />

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
              onShowOnMap={(id) => address.select(id, "map")}
              query={filters.q}
              onClearSearch={clearSearch}
            />
          )}
        </div>
        <MapColumn
          view={view}
          hazards={mapHazards}
          shownLayers={shownLayers}
          onToggleLayer={address.toggleLayer}
          now={now}
          map={{ places: complete ? filtered : NO_PLACES, selectedId, onSelect: address.setSelectedId, onShowDetails: (id) => address.select(id, "list"), origin, tiles }}
        />
      </DynamicRegion>
    </div>
  );
}
