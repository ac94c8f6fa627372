import { HAZARDS } from "./limits";
import { describeUrl } from "../http/fetch-capped";
import { fetchFeed, type FeedLimits } from "./fetch-feed";
import { describeDropped } from "./geometry";
import { parseIncidents } from "./parse-incidents";
import { PERIMETER_OUT_FIELDS, parsePerimeters } from "./parse-perimeters";
import { parseZones, type ZoneFields } from "./parse-zones";
import type { Bbox, Dropped, HazardLayer, HazardLayerName, ParseResult } from "./types";

type Feed = { url: string; /** For people: "CAL FIRE". */ source?: string };

/** Which feeds to read; each is optional, and with none the site simply shows no hazards. */
export type HazardFeedsConfig = {
  incidents?: Feed;
  perimeters?: Feed;
  zones?: Feed & ZoneFields;
};

export type RefreshDeps = {
  fetch?: typeof fetch;
  now?: () => Date;
  log?: Pick<Console, "info" | "warn">;
  /** Defaults: HAZARDS in lib/hazards/limits.ts. */
  limits?: Partial<FeedLimits>;
  bbox?: Bbox;
};

export type LayerRefresh = { ok: true; layer: HazardLayer; dropped: Dropped; bytes: number; pages: number } | { ok: false; reason: string };

export type HazardRefresh = Partial<Record<HazardLayerName, LayerRefresh>>;

const DEFAULT_SOURCES: Record<HazardLayerName, string> = { incident: "CAL FIRE", perimeter: "NIFC (WFIGS)", zone: "Evacuation zones" };

type Job = { layer: HazardLayerName; feed: Feed; outFields?: readonly string[]; parse: (json: unknown) => ParseResult<HazardLayer["features"][number]> };

async function refreshLayer(job: Job, deps: RefreshDeps, limits: FeedLimits, bbox: Bbox): Promise<LayerRefresh> {
  const fetchedAt = (deps.now?.() ?? new Date()).toISOString();
  const fetched = await fetchFeed(job.feed.url, { ...limits, bbox, outFields: job.outFields, fetch: deps.fetch });
  if (!fetched.ok) return fetched;
  const parsed = job.parse(fetched.json);
  if (!parsed.ok) return { ok: false, reason: `${describeUrl(job.feed.url)}: ${parsed.reason}.` };
  const layer = {
    layer: job.layer,
    source: job.feed.source ?? DEFAULT_SOURCES[job.layer],
    sourceUrl: describeUrl(job.feed.url),
    fetchedAt,
    features: parsed.features,
  } as HazardLayer;
  return { ok: true, layer, dropped: parsed.dropped, bytes: fetched.bytes, pages: fetched.pages };
}

/**
 * Fetches, checks and simplifies every configured feed, side by side. Each layer's result is its
 * new copy or the reason it was skipped (the caller keeps the last good one); this never throws,
 * and with no feed configured it fetches nothing and answers {}.
 */
export async function refreshHazards(config: HazardFeedsConfig, deps: RefreshDeps = {}): Promise<HazardRefresh> {
  const limits: FeedLimits = {
    timeoutMs: HAZARDS.fetchTimeoutMs,
    maxBytes: HAZARDS.maxBytes,
    maxFeatures: HAZARDS.maxFeatures,
    maxPages: HAZARDS.arcgisMaxPages,
    pageSize: HAZARDS.arcgisPageSize,
    ...deps.limits,
  };
  const bbox = deps.bbox ?? HAZARDS.bbox;
  const log = deps.log ?? console;
  const { maxFeatures } = limits;
  const decimals = HAZARDS.coordinateDecimals;
  const jobs: Job[] = [];
  if (config.incidents) jobs.push({ layer: "incident", feed: config.incidents, parse: (json) => parseIncidents(json, { maxFeatures, bbox, decimals }) });
  if (config.perimeters) {
    const toleranceDeg = HAZARDS.simplifyToleranceDeg.perimeter;
    jobs.push({ layer: "perimeter", feed: config.perimeters, outFields: PERIMETER_OUT_FIELDS, parse: (json) => parsePerimeters(json, { maxFeatures, bbox, toleranceDeg, decimals }) });
  }
  if (config.zones) {
    const zones = config.zones;
    const toleranceDeg = HAZARDS.simplifyToleranceDeg.zone;
    const outFields = [zones.statusField, zones.nameField, zones.idField].filter((f): f is string => Boolean(f));
    jobs.push({ layer: "zone", feed: zones, outFields, parse: (json) => parseZones(json, { ...zones, maxFeatures, bbox, toleranceDeg, decimals }) });
  }

  const results = await Promise.all(
    jobs.map(async (job): Promise<[HazardLayerName, LayerRefresh]> => {
      let result: LayerRefresh;
      try {
        result = await refreshLayer(job, deps, limits, bbox);
      } catch (error) {
        result = { ok: false, reason: `${describeUrl(job.feed.url)} could not be read: ${(error as Error).message}` };
      }
      const source = job.feed.source ?? DEFAULT_SOURCES[job.layer];
      if (result.ok) {
        const left = describeDropped(result.dropped);
        log.info(`hazards: ${job.layer} layer from ${source}: ${result.layer.features.length} features${left ? `; left out: ${left}` : ""}.`);
      } else {
        log.warn(`hazards: ${job.layer} layer from ${source} skipped, the last good copy stays: ${result.reason}`);
      }
      return [job.layer, result];
    }),
  );
  return Object.fromEntries(results);
}
