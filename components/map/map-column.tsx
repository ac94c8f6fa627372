"use client";

import { useI18n } from "@/components/i18n/language-context";
import type { ExplorerView } from "@/lib/places/explorer-state";
import type { HazardLayerName } from "@/lib/hazards/types";
import { HazardLegend } from "./hazard-legend";
import { LazyMap } from "./lazy-map";
import type { LeafletMapProps } from "./leaflet-map";
import type { usePlaceHazards } from "./use-map-hazards";

type Props = {
  view: ExplorerView;
  hazards: ReturnType<typeof usePlaceHazards>;
  shownLayers: readonly HazardLayerName[];
  onToggleLayer: (layer: HazardLayerName, on: boolean) => void;
  now: Date;
  /** The map's own props, but for what this column passes from the above. */
  map: Omit<LeafletMapProps, "now" | "hazards" | "shownLayers" | "placeHazards">;
};

/** The map first, then the legend and its switches; on a wide screen in view beside the list. */
export function MapColumn({ view, hazards, shownLayers, onToggleLayer, now, map }: Props) {
  const i18n = useI18n();
  return (
    <div className={`${view === "map" ? "flex" : "hidden"} flex-col gap-2 md:sticky md:top-20 md:flex md:self-start`}>
      {hazards.failed && (
        <p role="status" data-testid="hazards-failed" className="rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950 md:order-last">
          {i18n._("The evacuation zones and fire maps could not be loaded. Check ready.lacounty.gov for official alerts.")}{" "}
          <button type="button" onClick={hazards.retry} className="font-semibold text-brand-dark underline underline-offset-2">
            {i18n._("Try again")}
          </button>
        </p>
      )}
      {/* After the map on every screen: the "Map" tab opens on the map, not on its legend. */}
      <div className="order-last">
        <HazardLegend layers={hazards.layers} shown={shownLayers} onToggle={onToggleLayer} now={now} />
      </div>
      <div className="h-[65svh] min-h-80 overflow-hidden rounded-xl border border-neutral-300 md:h-[70vh]">
        <LazyMap {...map} now={now} hazards={hazards.layers} shownLayers={shownLayers} placeHazards={hazards.flags} />
      </div>
    </div>
  );
}
