"use client";

import type { Feature } from "geojson";
import { memo, useMemo } from "react";
import { GeoJSON, Pane } from "react-leaflet";
import type { ServedHazardLayer, WarningStatus } from "@/lib/hazards/payload";
import type { HazardLayerName, PerimeterFeature, ZoneFeature } from "@/lib/hazards/types";
import { drawableZones, layersOn, perimeterShapes, zoneShapes, type Served } from "./hazard-index";
import { HazardPatterns } from "./hazard-patterns";
import { HAZARD_MAP, PERIMETER_PATH, zonePathOptions } from "./hazard-style";
import { HazardTap } from "./hazard-tap";
import { IncidentMarkers } from "./incident-markers";
import { ZoneLabels } from "./zone-labels";

export type HazardLayersProps = {
  hazards: readonly ServedHazardLayer[];
  /** The layers turned on (the legend's toggles). */
  shown: readonly HazardLayerName[];
  /** The list's clock: a copy older than HAZARD_VIEW.staleAfterMs is labelled out of date. */
  now: Date;
};

// Module-level, so the style is the same function on every render and Leaflet never restyles
// thousands of paths for nothing (react-leaflet calls setStyle whenever `style` changes).
const zoneStyle = (f?: Feature) => zonePathOptions((f as ZoneFeature | undefined)?.properties.status as WarningStatus);
const perimeterStyle = () => PERIMETER_PATH;

/**
 * One Leaflet GeoJSON layer per hazard layer (not one React component per polygon: up to 5,000
 * shapes on a phone). Leaflet ignores new data on a mounted GeoJSON layer, so a new copy of the
 * layer (a new fetch time) mounts a new one.
 */
const ZoneShapes = memo(function ZoneShapes({ layer }: { layer: Served<"zone"> }) {
  const data = useMemo(() => ({ type: "FeatureCollection" as const, features: drawableZones(layer.features) }), [layer]);
  return <GeoJSON data={data} style={zoneStyle} interactive={false} />;
});

const PerimeterShapes = memo(function PerimeterShapes({ layer }: { layer: Served<"perimeter"> }) {
  const data = useMemo(() => ({ type: "FeatureCollection" as const, features: layer.features as PerimeterFeature[] }), [layer]);
  return <GeoJSON data={data} style={perimeterStyle} interactive={false} />;
});

const copyKey = (l: ServedHazardLayer, i: number) => `${l.layer}:${l.fetchedAt}:${l.features.length}:${i}`;

/**
 * The official hazard layers on the relief map, under the place markers: evacuation zones
 * (patterned by status), fire perimeters, and active fires. Polygons take no taps themselves; a
 * tap on the map lists every zone and perimeter under it (HazardTap), so a place marker over a
 * zone always gets its own tap.
 */
export const HazardLayers = memo(function HazardLayers({ hazards, shown, now }: HazardLayersProps) {
  const { zones, perimeters, incidents } = useMemo(() => layersOn(hazards, shown), [hazards, shown]);
  const zoneIndex = useMemo(() => zoneShapes(zones), [zones]);
  const perimeterIndex = useMemo(() => perimeterShapes(perimeters), [perimeters]);
  const { panes } = HAZARD_MAP;
  return (
    <>
      <HazardPatterns />
      <Pane name={panes.zone.name} style={{ zIndex: panes.zone.zIndex }}>
        {zones.map((l, i) => (
          <ZoneShapes key={copyKey(l, i)} layer={l} />
        ))}
      </Pane>
      <Pane name={panes.perimeter.name} style={{ zIndex: panes.perimeter.zIndex }}>
        {perimeters.map((l, i) => (
          <PerimeterShapes key={copyKey(l, i)} layer={l} />
        ))}
      </Pane>
      <Pane name={panes.label.name} style={{ zIndex: panes.label.zIndex }}>
        <ZoneLabels zones={zoneIndex} />
      </Pane>
      {incidents.map((l, i) => (
        <IncidentMarkers key={copyKey(l, i)} layer={l} now={now} />
      ))}
      {/* Keyed on the layers shown: an open popup about a layer just turned off closes with it. */}
      <HazardTap key={shown.join()} zones={zoneIndex} perimeters={perimeterIndex} now={now} />
    </>
  );
});
