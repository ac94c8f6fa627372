import type { PathOptions } from "leaflet";
import type { CSSProperties } from "react";
import type { WarningStatus } from "@/lib/hazards/payload";
import type { HazardLayerName } from "@/lib/hazards/types";
import { msg } from "@/lib/i18n/msg";

/**
 * How the hazard layers look, on the map and in its legend alike. A zone's status is never told
 * by colour alone: each status also has its own fill pattern (hatching, cross-hatching, dots), its
 * own outline (solid, dash-dot, dashed) and a written label.
 */
export const HAZARD_MAP = {
  /**
   * Polygons sit in panes of their own under Leaflet's overlays (400) and the place markers (600):
   * zones lowest, perimeters over them whichever was turned on last, zone labels above both.
   */
  panes: {
    zone: { name: "hazard-zones", zIndex: 350 },
    perimeter: { name: "hazard-perimeters", zIndex: 355 },
    label: { name: "hazard-labels", zIndex: 360 },
  },
  /** Labels on the map from this zoom (a neighbourhood); below it they would cover each other. */
  labelMinZoom: 13,
  /** …and only on a zone at least this wide on screen, so a label does not spill over its neighbours. */
  labelMinWidthPx: 110,
  /** At most this many labels at once, so a dense view stays fast on a phone. */
  maxLabels: 60,
  /** Fire markers draw under the place markers, so every place stays tappable. */
  incidentZIndexOffset: -1000,
  incidentIconPx: 30,
} as const;

type Pattern = "hatch" | "crosshatch" | "dots";

type ZoneStyle = {
  /** Outline, pattern and the status word in popups: on white at ≥ 4.5:1. */
  color: string;
  /** The pale wash under the pattern. */
  tint: string;
  pattern: Pattern;
  /** SVG dash array of the outline; none is a solid line. */
  dashArray?: string;
  /** The outline in the legend, as near the map's dash pattern as CSS borders go. */
  border: "solid" | "double" | "dashed";
  label: string;
  sampleLabel: string;
};

export const ZONE_STYLE: Record<WarningStatus, ZoneStyle> = {
  order: { color: "#b91c1c", tint: "#ef4444", pattern: "hatch", border: "solid", label: msg(/*i18n*/ "Evacuation order"), sampleLabel: msg(/*i18n*/ "Sample: evacuation order") },
  shelter_in_place: {
    color: "#6b21a8",
    tint: "#a855f7",
    pattern: "crosshatch",
    dashArray: "10 3 2 3",
    border: "double",
    label: msg(/*i18n*/ "Shelter in place"),
    sampleLabel: msg(/*i18n*/ "Sample: shelter in place"),
  },
  warning: { color: "#c2410c", tint: "#f59e0b", pattern: "dots", dashArray: "6 4", border: "dashed", label: msg(/*i18n*/ "Evacuation warning"), sampleLabel: msg(/*i18n*/ "Sample: evacuation warning") },
};

/** The pattern's geometry, shared by the map's SVG pattern and the legend's CSS swatch. */
export const PATTERN = { cellPx: 8, lineAlpha: 0.75, tintAlpha: 0.22, hatchPx: 2.5, crossPx: 1.5, dotPx: 1.6 } as const;

export const PERIMETER_STYLE = { color: "#7c2d12", fill: "#fb923c", fillAlpha: 0.15, dashArray: "14 6" } as const;

/** The incident marker's background: darker than the order red, so a fire never reads as a zone. */
export const INCIDENT_COLOR = "#7f1d1d";

export const LAYER_NAMES: Record<HazardLayerName, string> = {
  zone: msg(/*i18n*/ "Evacuation zones ({count})"),
  perimeter: msg(/*i18n*/ "Fire perimeters ({count})"),
  incident: msg(/*i18n*/ "Active fires ({count})"),
};

export const patternId = (status: WarningStatus) => `hazard-fill-${status}`;

/**
 * Leaflet paths take a CSS colour as their fill and write it into the SVG `fill` attribute, so a
 * pattern drawn once (hazard-patterns.tsx) fills every zone of its status. Not interactive: a tap
 * goes to the map, which finds every zone and perimeter under it (hazard-layers.tsx), and never
 * lands on a polygon instead of a place marker.
 */
export function zonePathOptions(status: WarningStatus): PathOptions {
  const { color, dashArray } = ZONE_STYLE[status];
  return { color, weight: status === "warning" ? 2.5 : 3, opacity: 1, dashArray, fill: true, fillColor: `url(#${patternId(status)})`, fillOpacity: 1, interactive: false };
}

export const PERIMETER_PATH: PathOptions = {
  color: PERIMETER_STYLE.color,
  weight: 2.5,
  opacity: 1,
  dashArray: PERIMETER_STYLE.dashArray,
  fill: true,
  fillColor: PERIMETER_STYLE.fill,
  fillOpacity: PERIMETER_STYLE.fillAlpha,
  interactive: false,
};

/** "#b91c1c", 0.5 → "rgba(185, 28, 28, 0.5)". */
export function rgba(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** The same fill as on the map, in CSS, for the legend's swatches. */
export function zoneSwatch(status: WarningStatus): CSSProperties {
  const { color, tint, pattern, border } = ZONE_STYLE[status];
  const line = rgba(color, PATTERN.lineAlpha);
  const wash = `linear-gradient(${rgba(tint, PATTERN.tintAlpha)}, ${rgba(tint, PATTERN.tintAlpha)})`;
  const cell = PATTERN.cellPx;
  const stripes = (angle: number, width: number) => `repeating-linear-gradient(${angle}deg, ${line} 0 ${width}px, transparent ${width}px ${cell}px)`;
  const images: Record<Pattern, string> = {
    hatch: `${stripes(135, PATTERN.hatchPx)}, ${wash}`,
    crosshatch: `${stripes(45, PATTERN.crossPx)}, ${stripes(135, PATTERN.crossPx)}, ${wash}`,
    dots: `radial-gradient(circle, ${line} ${PATTERN.dotPx}px, transparent ${PATTERN.dotPx + 0.4}px), ${wash}`,
  };
  return {
    backgroundImage: images[pattern],
    backgroundSize: pattern === "dots" ? `${cell}px ${cell}px, auto` : undefined,
    border: `${border === "double" ? 3 : 2}px ${border} ${color}`,
  };
}

export const PERIMETER_SWATCH: CSSProperties = {
  backgroundColor: rgba(PERIMETER_STYLE.fill, PERIMETER_STYLE.fillAlpha * 2),
  border: `2px dashed ${PERIMETER_STYLE.color}`,
};
