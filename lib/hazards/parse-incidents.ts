import { OUTSIDE, addDrop, inBbox, readFeatures, roundPosition, usableOrRefused } from "./geometry";
import { httpsUrl, isoDate, numberIn, pick, text } from "./properties";
import type { Bbox, IncidentFeature, ParseResult } from "./types";

/**
 * CAL FIRE's incidents GeoJSON (IncidentApi/GeoJsonList): a FeatureCollection of Points with
 * Name, Started, Updated, AcresBurned, PercentContained, County, Url … Field names are matched
 * whatever their case, and a few other spellings are accepted, so a renamed field degrades to an
 * empty value instead of an empty map. Incidents outside the area (the feed is statewide, and
 * an unknown location comes as 0, 0) are left out and counted.
 */

export type IncidentParseOptions = { maxFeatures: number; bbox: Bbox; decimals: number };

const FIELDS = {
  name: ["Name", "IncidentName"],
  started: ["Started", "StartedDateOnly", "FireDiscoveryDateTime"],
  updated: ["Updated", "ModifiedOnDateTime"],
  acres: ["AcresBurned", "Acres", "IncidentSize"],
  containment: ["PercentContained", "Containment"],
  county: ["County", "Counties", "POOCounty"],
  url: ["Url", "URL", "CanonicalUrl"],
} as const;

/** CAL FIRE's incident pages; a relative link in the feed is resolved against it. */
const CAL_FIRE_ORIGIN = "https://www.fire.ca.gov/";

export function parseIncidents(json: unknown, options: IncidentParseOptions): ParseResult<IncidentFeature> {
  const read = readFeatures(json, ["Point"], options.maxFeatures);
  if (!read.ok) return read;
  const { dropped } = read;
  const features: IncidentFeature[] = [];
  for (const { geometry, properties: p } of read.features) {
    if (!inBbox(geometry.coordinates, options.bbox)) {
      addDrop(dropped, OUTSIDE);
      continue;
    }
    features.push({
      type: "Feature",
      geometry: { type: "Point", coordinates: roundPosition(geometry.coordinates, options.decimals) },
      properties: {
        name: text(pick(p, FIELDS.name)) ?? "Unnamed incident",
        started: isoDate(pick(p, FIELDS.started)),
        updated: isoDate(pick(p, FIELDS.updated)),
        acres: numberIn(pick(p, FIELDS.acres), 0, 10_000_000),
        containment: numberIn(pick(p, FIELDS.containment), 0, 100),
        county: text(pick(p, FIELDS.county), 100),
        url: httpsUrl(pick(p, FIELDS.url), CAL_FIRE_ORIGIN),
      },
    });
  }
  return usableOrRefused(features, dropped, read.total);
}
