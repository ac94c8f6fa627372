"use client";

import type { LeafletMouseEvent } from "leaflet";
import { memo, useState } from "react";
import { Popup, useMapEvents } from "react-leaflet";
import { shapesAt } from "@/lib/hazards/shapes";
import type { PerimeterFeature, ZoneFeature } from "@/lib/hazards/types";
import type { Sourced } from "./hazard-index";
import { PerimeterDetails, SampleNote, ZoneDetails } from "./hazard-popups";

/** A tap's findings: every zone (most serious first) and perimeter under the tapped point. */
export type HazardHits = { zones: Sourced<ZoneFeature>[]; perimeters: Sourced<PerimeterFeature>[] };

/** At most this many in one popup: overlapping zones are few, and a phone's popup must stay short. */
const MAX_HITS = 4;

export function hazardsAt(lng: number, lat: number, zones: readonly Sourced<ZoneFeature>[], perimeters: readonly Sourced<PerimeterFeature>[]): HazardHits {
  // shapesAt returns features; keep their index entries (with the layer's source) instead.
  const inside = <F extends ZoneFeature | PerimeterFeature>(index: readonly Sourced<F>[]) => {
    const hit = new Set<F>(shapesAt([lng, lat], index));
    return index.filter((s) => hit.has(s.feature)).slice(0, MAX_HITS);
  };
  return { zones: inside(zones), perimeters: inside(perimeters) };
}

export function HazardHitList({ hits, now }: { hits: HazardHits; now: Date }) {
  // All made up (the sample layers): said once, above them, rather than before each.
  const allSample = [...hits.zones, ...hits.perimeters].every((h) => h.layer.sample);
  return (
    <div className="grid max-h-72 gap-3 overflow-y-auto" data-testid="hazard-hits">
      {allSample && <SampleNote />}
      {hits.zones.map((z, i) => (
        <ZoneDetails key={`z${i}`} zone={z.feature} layer={z.layer} now={now} sampleNoted={allSample} />
      ))}
      {hits.perimeters.map((p, i) => (
        <PerimeterDetails key={`p${i}`} perimeter={p.feature} layer={p.layer} now={now} sampleNoted={allSample} />
      ))}
    </div>
  );
}

type Picked = HazardHits & { at: [number, number] };

/**
 * A tap on the map (not on a marker: markers keep their taps) opens the details of every zone and
 * perimeter under it, so overlapping shapes never hide one another and polygons never need to
 * catch taps themselves.
 */
export const HazardTap = memo(function HazardTap({ zones, perimeters, now }: { zones: readonly Sourced<ZoneFeature>[]; perimeters: readonly Sourced<PerimeterFeature>[]; now: Date }) {
  const [picked, setPicked] = useState<Picked | null>(null);
  useMapEvents({
    click: (e: LeafletMouseEvent) => {
      const hits = hazardsAt(e.latlng.lng, e.latlng.lat, zones, perimeters);
      setPicked(hits.zones.length || hits.perimeters.length ? { ...hits, at: [e.latlng.lat, e.latlng.lng] } : null);
    },
  });
  if (!picked) return null;
  return (
    <Popup position={picked.at} eventHandlers={{ remove: () => setPicked(null) }}>
      <HazardHitList hits={picked} now={now} />
    </Popup>
  );
});
