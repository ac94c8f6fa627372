"use client";

import { useId } from "react";
import { HAZARD_VIEW, WARNING_STATUSES, zoneSeverity, type ServedHazardLayer, type WarningStatus } from "@/lib/hazards/payload";
import type { HazardLayerName } from "@/lib/hazards/types";
import { useI18n } from "@/components/i18n/language-context";
import { drawableZones } from "./hazard-index";
import { SampleNote, SourceLine } from "./hazard-popups";
import { LAYER_NAMES, ZONE_STYLE } from "./hazard-style";
import { LayerSwatch, ZoneSwatch } from "./hazard-swatch";

export type HazardLegendProps = {
  /** The layers served (GET /api/hazards), whether on or off. */
  layers: readonly ServedHazardLayer[];
  /** The layers turned on. */
  shown: readonly HazardLayerName[];
  onToggle: (layer: HazardLayerName, on: boolean) => void;
  /** For "out of date": the list's clock. */
  now: Date;
};

/** In the map's drawing order (zones first), whatever order they were served in. */
const inDrawingOrder = (layers: readonly ServedHazardLayer[]) =>
  [...layers].sort((a, b) => HAZARD_VIEW.layers.indexOf(a.layer) - HAZARD_VIEW.layers.indexOf(b.layer));

/** What the map draws of a layer (a stray "clear" zone is not drawn, so not counted). */
const drawnCount = (l: ServedHazardLayer) => (l.layer === "zone" ? drawableZones(l.features).length : l.features.length);

function StatusKey() {
  const i18n = useI18n();
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs" data-testid="zone-status-key">
      {WARNING_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <ZoneSwatch status={status} />
          {i18n._(ZONE_STYLE[status].label)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every zone drawn, by name and status, most serious first: what a tap on the map tells, for
 * people who cannot tap the map (a screen reader, a keyboard) or want to read the names. Folded,
 * so a county-wide event's hundreds of zones do not push the map away.
 */
function ZoneList({ layer }: { layer: ServedHazardLayer }) {
  const i18n = useI18n();
  if (layer.layer !== "zone") return null;
  const zones = drawableZones(layer.features).sort((a, b) => zoneSeverity(a.properties.status) - zoneSeverity(b.properties.status));
  if (zones.length === 0) return null;
  return (
    <details className="text-xs" data-testid="zone-list">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-dark">{i18n._("List of zones ({count})", { count: zones.length })}</summary>
      <ul className="space-y-0.5 pb-1">
        {zones.map((z, i) => (
          <li key={`${z.properties.id}:${i}`} className="flex items-center gap-1.5">
            <ZoneSwatch status={z.properties.status as WarningStatus} />
            <span>
              <span translate="no">{z.properties.name}</span>: {i18n._(ZONE_STYLE[z.properties.status as WarningStatus].label)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

type RowProps = { layer: ServedHazardLayer; on: boolean; onToggle: HazardLegendProps["onToggle"]; now: Date; sampleNoted: boolean };

function LayerRow({ layer, on, onToggle, now, sampleNoted }: RowProps) {
  const i18n = useI18n();
  const detailsId = useId();
  return (
    <li className="grid gap-0.5 pb-1" data-layer={layer.layer}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 select-none">
        <input type="checkbox" className="size-5 shrink-0 accent-[#15803d]" checked={on} onChange={(e) => onToggle(layer.layer, e.target.checked)} aria-describedby={detailsId} />
        <LayerSwatch layer={layer.layer} />
        <span className="font-semibold text-ink">{i18n._(LAYER_NAMES[layer.layer], { count: drawnCount(layer) })}</span>
      </label>
      <div id={detailsId} className="grid gap-0.5 ps-8">
        {layer.sample && !sampleNoted && <SampleNote />}
        <SourceLine layer={layer} now={now} className="text-xs text-neutral-700" />
        {layer.layer === "zone" && on && <StatusKey />}
        <ZoneList layer={layer} />
      </div>
    </li>
  );
}

/**
 * The key to the hazard layers and their switches, shown above the map (outside Leaflet, so it
 * works before the map loads and without it): each layer's symbol, count, source and age. The
 * switches are real checkboxes with 44 px rows. Nothing when no layer is served.
 */
export function HazardLegend({ layers, shown, onToggle, now }: HazardLegendProps) {
  const i18n = useI18n();
  if (layers.length === 0) return null;
  // Every layer made up (the sample layers beside the sample places): said once, at the top.
  const allSample = layers.every((l) => l.sample);
  return (
    <fieldset className="rounded-xl border border-neutral-300 bg-white px-3 py-2" data-testid="hazard-legend" data-i18n="curated">
      <legend className="px-1 text-sm font-bold text-ink">{i18n._("Fires and evacuations on the map")}</legend>
      {allSample && <SampleNote />}
      <ul className="divide-y divide-neutral-200">
        {inDrawingOrder(layers).map((layer, i) => (
          <LayerRow key={`${layer.layer}:${i}`} layer={layer} on={shown.includes(layer.layer)} onToggle={onToggle} now={now} sampleNoted={allSample} />
        ))}
      </ul>
      <p className="pt-1 text-xs text-neutral-700">{i18n._("Tap a zone or a fire on the map for details.")}</p>
    </fieldset>
  );
}
