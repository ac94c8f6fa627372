import type { HazardLayer, HazardLayerName, ZoneStatus } from "./types";

/**
 * What the site serves the map about hazards (GET /api/hazards): every layer with a stored copy,
 * as the phone draws it. Zones marked "clear" are left out (nothing to draw or warn about). Each
 * layer keeps its source and the time its copy was fetched, so every view can say
 * "from <source>, updated <time>" and mark a copy older than HAZARD_VIEW.staleAfterMs out of date.
 */
export type ServedHazardLayer = HazardLayer & {
  /** A made-up layer shown only beside the sample places (zero-config); never a real fire. */
  sample: boolean;
};

export type HazardsPayload = { layers: ServedHazardLayer[] };

export const HAZARDS_API = "/api/hazards";

export const HAZARD_VIEW = {
  /** A copy fetched longer ago than this is labelled out of date (the refresh runs every 5 minutes). */
  staleAfterMs: 30 * 60 * 1000,
  /** The layers drawn on the map, in drawing order (zones lowest, incidents on top). */
  layers: ["zone", "perimeter", "incident"] as const satisfies readonly HazardLayerName[],
  /** A page left open asks for the layers again this often (the refresh runs every 5 minutes)… */
  refetchMs: 5 * 60 * 1000,
  /** …and when it comes back into view after this long. */
  refetchOnReturnMs: 60 * 1000,
  /** The official alerts page for Los Angeles County (evacuation orders and warnings). */
  alertsUrl: "https://ready.lacounty.gov/",
} as const;

/** The zone statuses that flag a place: it never shows as "open now" or in a need's results. */
export const WARNING_STATUSES = ["order", "shelter_in_place", "warning"] as const satisfies readonly ZoneStatus[];
export type WarningStatus = (typeof WARNING_STATUSES)[number];

export const isWarning = (status: string): status is WarningStatus => (WARNING_STATUSES as readonly string[]).includes(status);

/** Most serious first: order, shelter in place, warning (the order of WARNING_STATUSES), then "clear". */
export function zoneSeverity(status: string): number {
  return isWarning(status) ? WARNING_STATUSES.indexOf(status) : WARNING_STATUSES.length;
}

/** A place inside a zone under an order, a shelter-in-place or a warning (the most serious one). */
export type PlaceHazard = { status: WarningStatus; zone: string; source: string };

export function isStale(fetchedAt: string, now: Date): boolean {
  const at = Date.parse(fetchedAt);
  return !Number.isFinite(at) || now.getTime() - at > HAZARD_VIEW.staleAfterMs;
}
