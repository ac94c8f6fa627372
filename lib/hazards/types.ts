import type { Feature, MultiPolygon, Point, Polygon } from "geojson";

/** [west, south, east, north] in degrees (WGS 84). */
export type Bbox = readonly [west: number, south: number, east: number, north: number];

export type HazardLayerName = "incident" | "perimeter" | "zone";

export type IncidentProperties = {
  name: string;
  /** ISO 8601 (UTC), or null when the feed did not say. */
  started: string | null;
  updated: string | null;
  acres: number | null;
  /** Percent, 0–100. */
  containment: number | null;
  county: string | null;
  /** The official incident page; https only, else null. */
  url: string | null;
};

export type PerimeterProperties = {
  name: string;
  acres: number | null;
  updated: string | null;
};

export const ZONE_STATUSES = ["order", "warning", "shelter_in_place", "clear"] as const;
export type ZoneStatus = (typeof ZONE_STATUSES)[number];

export type ZoneProperties = {
  id: string;
  name: string;
  status: ZoneStatus;
};

export type Polygonal = Polygon | MultiPolygon;
export type IncidentFeature = Feature<Point, IncidentProperties>;
export type PerimeterFeature = Feature<Polygonal, PerimeterProperties>;
export type ZoneFeature = Feature<Polygonal, ZoneProperties>;

type LayerOf<L extends HazardLayerName, F> = {
  layer: L;
  /** Who publishes it, for people: "CAL FIRE". */
  source: string;
  /** Where it was read (origin and path only: no query string or credentials). */
  sourceUrl: string;
  /** ISO 8601: when this copy was fetched. */
  fetchedAt: string;
  features: F[];
};

export type IncidentLayer = LayerOf<"incident", IncidentFeature>;
export type PerimeterLayer = LayerOf<"perimeter", PerimeterFeature>;
export type ZoneLayer = LayerOf<"zone", ZoneFeature>;
export type HazardLayer = IncidentLayer | PerimeterLayer | ZoneLayer;

/** Features left out of a layer, by reason ("no geometry": 3). */
export type Dropped = Record<string, number>;

/** A feed's answer turned into features, or why the whole feed was refused. */
export type ParseResult<F> = { ok: true; features: F[]; dropped: Dropped } | { ok: false; reason: string };
