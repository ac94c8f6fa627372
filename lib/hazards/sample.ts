import type { ServedHazardLayer } from "./payload";
import type { Position } from "geojson";

import { SAMPLE_SOURCE } from "./sample-source";

/**
 * Made-up hazard layers for trying the site without configuration (embedded database, sample
 * places): a fictional fire in the Santa Monica Mountains above Topanga, where no sample place
 * lies, so the sample layers show how hazards look without changing what any sample place says.
 * Every name says it is a sample, and the layers are served only beside sample places, only while
 * no feed is configured and none was ever stored (lib/hazards/served.ts); they are never stored
 * or published as open data.
 */

export { SAMPLE_SOURCE };

const ring = (points: [number, number][]): Position[] => [...points, points[0]!];

const PERIMETER = ring([
  [-118.64, 34.095], [-118.625, 34.088], [-118.607, 34.092], [-118.598, 34.103],
  [-118.603, 34.114], [-118.62, 34.119], [-118.636, 34.112],
]);
const ORDER_ZONE = ring([[-118.65, 34.085], [-118.595, 34.085], [-118.595, 34.123], [-118.65, 34.123]]);
const WARNING_ZONE = ring([[-118.595, 34.085], [-118.57, 34.085], [-118.57, 34.123], [-118.595, 34.123]]);

export function sampleHazardLayers(now: Date): ServedHazardLayer[] {
  const fetchedAt = now.toISOString();
  const common = { source: SAMPLE_SOURCE, sourceUrl: "", fetchedAt, sample: true } as const;
  const started = new Date(now.getTime() - 6 * 60 * 60 * 1000).toISOString();
  return [
    {
      ...common,
      layer: "incident",
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [-118.62, 34.104] },
          properties: { name: "Sample Fire (not real)", started, updated: fetchedAt, acres: 850, containment: 10, county: "Los Angeles", url: null },
        },
      ],
    },
    {
      ...common,
      layer: "perimeter",
      features: [{ type: "Feature", geometry: { type: "Polygon", coordinates: [PERIMETER] }, properties: { name: "Sample Fire (not real)", acres: 850, updated: fetchedAt } }],
    },
    {
      ...common,
      layer: "zone",
      features: [
        { type: "Feature", geometry: { type: "Polygon", coordinates: [ORDER_ZONE] }, properties: { id: "SAMPLE-1", name: "Sample zone 1 (not real)", status: "order" } },
        { type: "Feature", geometry: { type: "Polygon", coordinates: [WARNING_ZONE] }, properties: { id: "SAMPLE-2", name: "Sample zone 2 (not real)", status: "warning" } },
      ],
    },
  ];
}
