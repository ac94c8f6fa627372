"use client";

import type { Map as LeafletMap } from "leaflet";
import { memo, useMemo, useState } from "react";
import { Marker, useMap, useMapEvents } from "react-leaflet";
import type { WarningStatus } from "@/lib/hazards/payload";
import { bboxesMeet, labelPoint } from "@/lib/hazards/shapes";
import type { Bbox, ZoneFeature } from "@/lib/hazards/types";
import { useI18n } from "@/components/i18n/language-context";
import type { Sourced } from "./hazard-index";
import { zoneLabelIcon } from "./hazard-icons";
import { HAZARD_MAP, ZONE_STYLE } from "./hazard-style";

type View = { bbox: Bbox; zoom: number };

function viewOf(map: LeafletMap): View {
  const b = map.getBounds();
  return { bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: map.getZoom() };
}

/** How wide a box of longitudes is on screen at a zoom (Web Mercator: 256 px round the world at zoom 0). */
export const widthPx = ([west, , east]: Bbox, zoom: number) => ((east - west) / 360) * 256 * 2 ** zoom;

/** The zones worth a label in this view: zoomed in enough, in view, wide enough, the most serious first, capped. */
export function zonesToLabel(zones: readonly Sourced<ZoneFeature>[], view: View): Sourced<ZoneFeature>[] {
  if (view.zoom < HAZARD_MAP.labelMinZoom) return [];
  return zones.filter((z) => bboxesMeet(z.bbox, view.bbox) && widthPx(z.bbox, view.zoom) >= HAZARD_MAP.labelMinWidthPx).slice(0, HAZARD_MAP.maxLabels);
}

/**
 * Each zone's status written on the map once zoomed in to a neighbourhood ("Evacuation order"),
 * so the status never rests on colour and pattern alone. Labels take no taps: a tap passes to the
 * map, which shows the zone's details. `zones` arrive most serious first (hazard-index.ts).
 */
export const ZoneLabels = memo(function ZoneLabels({ zones }: { zones: readonly Sourced<ZoneFeature>[] }) {
  const i18n = useI18n();
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)), resize: () => setView(viewOf(map)) });
  const labelled = useMemo(() => zonesToLabel(zones, view), [zones, view]);
  return (
    <>
      {labelled.map((z, i) => {
        const status = z.feature.properties.status as WarningStatus;
        const style = ZONE_STYLE[status];
        const [lng = 0, lat = 0] = labelPoint(z.feature.geometry);
        return (
          <Marker
            // With the position: a feed may repeat an id, and React must not merge two labels.
            key={`${z.feature.properties.id}:${i}`}
            position={[lat, lng]}
            icon={zoneLabelIcon(i18n._(z.layer.sample ? style.sampleLabel : style.label), style.color)}
            interactive={false}
            keyboard={false}
          />
        );
      })}
    </>
  );
});
