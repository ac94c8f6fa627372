import { readFeatures, usableOrRefused } from "./geometry";
import { isoDate, numberIn, pick, text } from "./properties";
import { drawablePolygon } from "./simplify";
import type { Bbox, ParseResult, PerimeterFeature } from "./types";

/**
 * Fire perimeters: NIFC WFIGS "Interagency Perimeters (current)" as f=geojson (poly_IncidentName,
 * poly_GISAcres, poly_DateCurrent in epoch milliseconds …), or any GeoJSON of fire polygons with
 * similar fields. Each is simplified for phones; one that collapses to nothing, or lies away from
 * Los Angeles (a plain GeoJSON feed is not filtered by the server), is left out.
 */

export type PerimeterParseOptions = { maxFeatures: number; bbox: Bbox; toleranceDeg: number; decimals: number };

const FIELDS = {
  name: ["poly_IncidentName", "attr_IncidentName", "IncidentName", "INCIDENT", "FIRE_NAME", "Name"],
  acres: ["poly_GISAcres", "attr_IncidentSize", "GIS_ACRES", "GISAcres", "Acres"],
  updated: ["poly_DateCurrent", "attr_ModifiedOnDateTime_dt", "poly_PolygonDateTime", "DATE_CUR", "Updated"],
} as const;

/** What the ArcGIS query asks for: only the fields read here, to keep the answer small. */
export const PERIMETER_OUT_FIELDS = ["poly_IncidentName", "attr_IncidentName", "poly_GISAcres", "attr_IncidentSize", "poly_DateCurrent", "attr_ModifiedOnDateTime_dt"];

export function parsePerimeters(json: unknown, options: PerimeterParseOptions): ParseResult<PerimeterFeature> {
  const read = readFeatures(json, ["Polygon", "MultiPolygon"], options.maxFeatures);
  if (!read.ok) return read;
  const { dropped } = read;
  const features: PerimeterFeature[] = [];
  for (const { geometry, properties: p } of read.features) {
    const simple = drawablePolygon(geometry, options, dropped);
    if (!simple) continue;
    features.push({
      type: "Feature",
      geometry: simple,
      properties: {
        name: text(pick(p, FIELDS.name)) ?? "Unnamed fire",
        acres: numberIn(pick(p, FIELDS.acres), 0, 10_000_000),
        updated: isoDate(pick(p, FIELDS.updated)),
      },
    });
  }
  return usableOrRefused(features, dropped, read.total);
}
