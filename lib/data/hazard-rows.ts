import { z } from "zod";
import { ZONE_STATUSES, type HazardLayer } from "@/lib/hazards/types";

/**
 * Rows of public.hazard_layers (the public columns) in the database's snake_case, checked on the
 * way out by every backend. The features were checked in full on the way in (lib/hazards/
 * geometry.ts, every position); here each feature's shape and properties are checked, not its
 * every coordinate again, which would cost tens of milliseconds per read of a large layer.
 */

export const HAZARD_COLUMNS = ["layer", "source", "source_url", "fetched_at", "features"] as const;

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();
const coordinates = z.array(z.unknown()).min(1);
const point = z.object({ type: z.literal("Point"), coordinates: z.tuple([z.number(), z.number()]) });
const polygonal = z.object({ type: z.enum(["Polygon", "MultiPolygon"]), coordinates });

const featureOf = <G extends z.ZodType, P extends z.ZodType>(geometry: G, properties: P) =>
  z.object({ type: z.literal("Feature"), geometry, properties });

const FEATURES = {
  incident: featureOf(
    point,
    z.object({ name: z.string(), started: nullableText, updated: nullableText, acres: nullableNumber, containment: nullableNumber, county: nullableText, url: nullableText }),
  ),
  perimeter: featureOf(polygonal, z.object({ name: z.string(), acres: nullableNumber, updated: nullableText })),
  zone: featureOf(polygonal, z.object({ id: z.string(), name: z.string(), status: z.enum(ZONE_STATUSES) })),
};

const common = {
  source: z.string().min(1),
  source_url: z.string().min(1),
  fetched_at: z.union([z.string(), z.date()]).transform((v) => new Date(v).toISOString()),
};

const row = z.discriminatedUnion("layer", [
  z.object({ layer: z.literal("incident"), ...common, features: z.array(FEATURES.incident) }),
  z.object({ layer: z.literal("perimeter"), ...common, features: z.array(FEATURES.perimeter) }),
  z.object({ layer: z.literal("zone"), ...common, features: z.array(FEATURES.zone) }),
]);

export function hazardLayerFromRow(raw: unknown): HazardLayer {
  const r = row.parse(raw);
  return { layer: r.layer, source: r.source, sourceUrl: r.source_url, fetchedAt: r.fetched_at, features: r.features } as HazardLayer;
}

/** Layers in a stable order (incident, perimeter, zone), whatever order the backend answered. */
export const byLayerName = (a: HazardLayer, b: HazardLayer) => a.layer.localeCompare(b.layer);
