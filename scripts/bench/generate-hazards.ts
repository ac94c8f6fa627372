import type { Feature, MultiPolygon, Point, Polygon, Position } from "geojson";
import { HAZARDS } from "../../lib/hazards/limits";
import { rng } from "./generate-places";

/**
 * Synthetic hazard feeds for the benchmark, deterministic and clearly not real: fires named
 * "Bench Fire N (generated)" scattered over Los Angeles County.
 *
 * Perimeters look like digitized ones: a vertex every ~20 m, wobbles at every scale (48
 * harmonics plus a few metres of jitter), unburned islands (holes) and spot fires (more polygons),
 * coordinates with 6 decimals as ArcGIS sends them, WFIGS field names.
 */

type Random = () => number;

const LON_SCALE = 1 / Math.cos((34 * Math.PI) / 180);
/** Degrees of latitude per vertex along a perimeter: ~20 m. */
const SPACING_DEG = 20 / 111_000;

const between = (r: Random, min: number, max: number) => min + r() * (max - min);
const logBetween = (r: Random, min: number, max: number) => Math.exp(between(r, Math.log(min), Math.log(max)));
const fixed = (v: number) => Number(v.toFixed(6));

/** A closed ring of n positions around (x, y) with the given mean radius in degrees; holes wind the other way. */
function ring(r: Random, x: number, y: number, radius: number, n: number, hole = false): Position[] {
  const harmonics = Array.from({ length: 48 }, (_, i) => ({ k: i + 2, a: (r() - 0.5) * (0.25 / (i + 2)), phase: r() * 2 * Math.PI }));
  const positions: Position[] = [];
  for (let i = 0; i < n; i++) {
    const theta = ((hole ? -1 : 1) * 2 * Math.PI * i) / n;
    let rad = radius;
    for (const h of harmonics) rad += radius * h.a * Math.sin(h.k * theta + h.phase);
    rad += between(r, -1, 1) * 0.00005;
    positions.push([fixed(x + rad * Math.cos(theta) * LON_SCALE), fixed(y + rad * Math.sin(theta))]);
  }
  positions.push(positions[0]!);
  return positions;
}

function perimeter(r: Random, i: number): Feature<MultiPolygon> {
  const [west, south, east, north] = HAZARDS.bbox;
  const vertices = Math.round(logBetween(r, 80, 3000));
  const radius = (vertices * SPACING_DEG) / (2 * Math.PI);
  const x = between(r, west + 0.2, east - 0.2);
  const y = between(r, south + 0.4, north - 0.1);
  const shell = ring(r, x, y, radius, vertices);
  const holes = Array.from({ length: Math.floor(r() * 4) }, () => {
    const size = between(r, 0.05, 0.15);
    const angle = r() * 2 * Math.PI;
    const off = between(r, 0, 0.3) * radius;
    return ring(r, x + off * Math.cos(angle) * LON_SCALE, y + off * Math.sin(angle), radius * size, Math.max(30, Math.round(vertices * size)), true);
  });
  const spots = Array.from({ length: Math.floor(r() * 3) }, () => {
    const size = between(r, 0.05, 0.2);
    const angle = r() * 2 * Math.PI;
    const off = between(r, 1.7, 2.5) * radius;
    return [ring(r, x + off * Math.cos(angle) * LON_SCALE, y + off * Math.sin(angle), radius * size, Math.max(30, Math.round(vertices * size)))];
  });
  const updated = Date.UTC(2099, 0, 8, 16, 0, 0) - Math.floor(r() * 86_400_000);
  return {
    type: "Feature",
    id: i + 1,
    geometry: { type: "MultiPolygon", coordinates: [[shell, ...holes], ...spots] },
    properties: {
      OBJECTID: i + 1,
      poly_IncidentName: `Bench Fire ${i + 1} (generated)`,
      attr_IncidentName: `Bench Fire ${i + 1}`,
      poly_GISAcres: Math.round(Math.PI * (radius * 111_000) ** 2 * LON_SCALE * 0.000247105 * 100) / 100,
      attr_IncidentSize: null,
      poly_DateCurrent: updated,
      attr_ModifiedOnDateTime_dt: updated,
    },
  };
}

/** Perimeters until their GeoJSON reaches `targetBytes`. */
export function generatePerimeters(targetBytes: number, seed = 7): Feature<MultiPolygon>[] {
  const r = rng(seed);
  const features: Feature<MultiPolygon>[] = [];
  let bytes = 0;
  while (bytes < targetBytes) {
    const f = perimeter(r, features.length);
    bytes += JSON.stringify(f).length + 1;
    features.push(f);
  }
  return features;
}

/** CAL FIRE-shaped incidents, half of them elsewhere in California. */
export function generateIncidents(count: number, seed = 8): Feature<Point>[] {
  const r = rng(seed);
  const [west, south, east, north] = HAZARDS.bbox;
  return Array.from({ length: count }, (_, i) => {
    const near = i % 2 === 0;
    const at: Position = near ? [fixed(between(r, west, east)), fixed(between(r, south, north))] : [fixed(between(r, -124, -119.5)), fixed(between(r, 35.5, 41.5))];
    return {
      type: "Feature",
      geometry: { type: "Point", coordinates: at },
      properties: {
        Name: `Bench Incident ${i + 1} (generated)`,
        Started: "2099-01-07T18:30:00Z",
        Updated: "2099-01-08T16:20:00Z",
        County: near ? "Los Angeles" : "Elsewhere",
        AcresBurned: Math.round(logBetween(r, 5, 20_000)),
        PercentContained: Math.floor(r() * 101),
        Url: `https://www.fire.ca.gov/incidents/2099/1/7/bench-incident-${i + 1}-generated/`,
        IsActive: "Y",
      },
    };
  });
}

/** Evacuation zones in a block around a fire: wobbly squares of ~1–3 km, 40–300 vertices. */
export function generateZones(count: number, seed = 9): Feature<Polygon>[] {
  const r = rng(seed);
  const statuses = ["Evacuation Order", "Evacuation Warning", "Shelter in Place", "Normal"];
  const side = Math.ceil(Math.sqrt(count));
  return Array.from({ length: count }, (_, i) => {
    const x = -118.3 + (i % side) * 0.02 * LON_SCALE;
    const y = 34.15 + Math.floor(i / side) * 0.02;
    return {
      type: "Feature",
      id: i + 1,
      geometry: { type: "Polygon", coordinates: [ring(r, x, y, between(r, 0.005, 0.009), Math.round(between(r, 40, 300)))] },
      properties: { zone_id: `BENCH-${i + 1}`, zone_name: `Bench Zone ${i + 1} (generated)`, zone_status: statuses[i % statuses.length] },
    };
  });
}
