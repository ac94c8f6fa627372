import { FetchError, describeUrl, fetchCapped, tooLargeError } from "../http/fetch-capped";
import type { Bbox } from "./types";

/**
 * A hazard feed's JSON: a plain GeoJSON address fetched once, or an ArcGIS feature layer
 * (…/FeatureServer/0 or …/MapServer/0, with or without /query) queried as GeoJSON inside a
 * bounding box, page after page while it says there is more. Never throws: the answer says why a
 * feed could not be read, so the caller keeps its last good copy.
 */

export type FeedLimits = {
  timeoutMs: number;
  /** All pages together. */
  maxBytes: number;
  /** All pages together; paging stops as soon as it is passed. */
  maxFeatures: number;
  maxPages: number;
  pageSize: number;
};

export type FeedRequest = FeedLimits & {
  /** ArcGIS only: the area asked for, and the fields (all when omitted). */
  bbox?: Bbox;
  outFields?: readonly string[];
  fetch?: typeof fetch;
};

export type FeedResult = { ok: true; json: unknown; bytes: number; pages: number } | { ok: false; reason: string };

const ARCGIS_LAYER = /\/(FeatureServer|MapServer)\/\d+(\/query)?\/?$/i;
const ACCEPT = "application/geo+json, application/json;q=0.9, */*;q=0.1";

export function isArcGisLayer(address: string): boolean {
  try {
    return ARCGIS_LAYER.test(new URL(address).pathname);
  } catch {
    return false;
  }
}

/**
 * One page of an ArcGIS layer's query as GeoJSON in WGS 84. Parameters already in the configured
 * address (a `where`, a token) are kept; paging, format and spatial reference are always ours.
 */
export function arcGisQueryUrl(address: string, page: { offset: number; count: number; bbox?: Bbox; outFields?: readonly string[] }): string {
  const url = new URL(address);
  url.pathname = url.pathname.replace(/\/+$/, "").replace(/\/query$/i, "") + "/query";
  const q = url.searchParams;
  if (!q.has("where")) q.set("where", "1=1");
  if (!q.has("outFields")) q.set("outFields", page.outFields?.join(",") ?? "*");
  if (page.bbox && !q.has("geometry")) {
    q.set("geometry", page.bbox.join(","));
    q.set("geometryType", "esriGeometryEnvelope");
    q.set("inSR", "4326");
    q.set("spatialRel", "esriSpatialRelIntersects");
  }
  q.set("returnGeometry", "true");
  q.set("outSR", "4326");
  q.set("f", "geojson");
  q.set("resultOffset", String(page.offset));
  q.set("resultRecordCount", String(page.count));
  return url.href;
}

class FeedError extends Error {}

/** The JSON at an address, or a FeedError (FetchError) saying in words why not. */
async function fetchJson(address: string, maxBytes: number, request: FeedRequest): Promise<{ json: unknown; bytes: number }> {
  const where = describeUrl(address);
  const bytes = await fetchCapped(address, { timeoutMs: request.timeoutMs, maxBytes, accept: ACCEPT, where, fetch: request.fetch });
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new FeedError(`${where} did not answer UTF-8 text.`);
  }
  const start = text.trimStart().slice(0, 1);
  if (start === "<") throw new FeedError(`${where} answered a web page, not JSON (an error or sign-in page?).`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`${where} did not answer valid JSON (${(error as Error).message}).`);
  }
  // ArcGIS reports errors as JSON with status 200: { "error": { "code": 400, "message": "…", "details": [] } }.
  const arcError = (json as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  if (arcError && typeof arcError === "object") {
    const details = Array.isArray(arcError.details) ? arcError.details.filter((d) => typeof d === "string").join(" ") : "";
    throw new FeedError(`${where} answered an error: ${[arcError.code, arcError.message, details].filter(Boolean).join(" ").slice(0, 300)}.`);
  }
  return { json, bytes: bytes.byteLength };
}

/** ArcGIS puts "there is more" at the top level or, in f=geojson, under `properties`. */
function exceededTransferLimit(page: Record<string, unknown>): boolean {
  const properties = page.properties as Record<string, unknown> | undefined;
  return page.exceededTransferLimit === true || properties?.exceededTransferLimit === true;
}

async function fetchArcGisLayer(address: string, request: FeedRequest): Promise<FeedResult> {
  const features: unknown[] = [];
  let bytes = 0;
  for (let pages = 1; pages <= request.maxPages; pages++) {
    const url = arcGisQueryUrl(address, { offset: features.length, count: request.pageSize, bbox: request.bbox, outFields: request.outFields });
    const page = await fetchJson(url, request.maxBytes - bytes, request).catch((error: unknown) => {
      // The cap is for all pages together: say so, not what was left of it for this page.
      throw error instanceof FetchError && error.tooLarge ? tooLargeError(`${describeUrl(address)} (all pages together)`, request.maxBytes) : error;
    });
    bytes += page.bytes;
    const body = page.json as Record<string, unknown> | null;
    if (!body || !Array.isArray(body.features)) return { ok: false, reason: `${describeUrl(address)} page ${pages} is not a GeoJSON FeatureCollection.` };
    features.push(...body.features);
    if (features.length > request.maxFeatures) return { ok: false, reason: `${describeUrl(address)} has more than the ${request.maxFeatures} features allowed.` };
    if (!exceededTransferLimit(body)) return { ok: true, json: { type: "FeatureCollection", features }, bytes, pages };
    // "More" with nothing on this page would ask for the same page for ever.
    if (body.features.length === 0) return { ok: false, reason: `${describeUrl(address)} page ${pages} is empty but says there is more.` };
  }
  return { ok: false, reason: `${describeUrl(address)} still had more after ${request.maxPages} pages.` };
}

export async function fetchFeed(address: string, request: FeedRequest): Promise<FeedResult> {
  try {
    if (isArcGisLayer(address)) return await fetchArcGisLayer(address, request);
    const { json, bytes } = await fetchJson(address, request.maxBytes, request);
    return { ok: true, json, bytes, pages: 1 };
  } catch (error) {
    if (error instanceof FeedError || error instanceof FetchError) return { ok: false, reason: error.message };
    return { ok: false, reason: `${describeUrl(address)} could not be read: ${(error as Error).message}` };
  }
}
