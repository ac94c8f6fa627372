import { isWarning, zoneSeverity, type ServedHazardLayer } from "@/lib/hazards/payload";
import { toShapes, type Shape } from "@/lib/hazards/shapes";
import type { HazardLayerName, PerimeterFeature, ZoneFeature } from "@/lib/hazards/types";
import type { LayerSource } from "./hazard-popups";

/** A shape with its box and the layer it came from (a popup says where and when it was read). */
export type Sourced<F> = Shape<F> & { layer: LayerSource };

export type Served<L extends HazardLayerName> = Extract<ServedHazardLayer, { layer: L }>;
const isLayer =
  <L extends HazardLayerName>(name: L) =>
  (l: ServedHazardLayer): l is Served<L> =>
    l.layer === name;

/** The layers turned on, by kind. */
export function layersOn(hazards: readonly ServedHazardLayer[], shown: readonly HazardLayerName[]) {
  const on = hazards.filter((l) => shown.includes(l.layer));
  return { zones: on.filter(isLayer("zone")), perimeters: on.filter(isLayer("perimeter")), incidents: on.filter(isLayer("incident")) };
}

/** Zones to draw: the route leaves "clear" out already; a stray one is still never drawn as a warning. */
export function drawableZones(features: readonly ZoneFeature[]): ZoneFeature[] {
  return features.filter((f) => isWarning(f.properties.status));
}

/** Most serious first: order, shelter in place, warning (zoneSeverity). */
export function bySeverity(a: Sourced<ZoneFeature>, b: Sourced<ZoneFeature>): number {
  return zoneSeverity(a.feature.properties.status) - zoneSeverity(b.feature.properties.status);
}

export function zoneShapes(layers: readonly Served<"zone">[]): Sourced<ZoneFeature>[] {
  return layers.flatMap((layer) => toShapes(drawableZones(layer.features)).map((s) => ({ ...s, layer }))).sort(bySeverity);
}

export function perimeterShapes(layers: readonly Served<"perimeter">[]): Sourced<PerimeterFeature>[] {
  return layers.flatMap((layer) => toShapes(layer.features).map((s) => ({ ...s, layer })));
}
