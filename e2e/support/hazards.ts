import { expect, type APIRequestContext } from "@playwright/test";
import type { LayerSummary } from "../../lib/services/hazards/save-refresh";
import type { HazardLayerName, ZoneStatus } from "../../lib/hazards/types";
import { PORTS, url } from "./ports";

/**
 * The hazards site (playwright.config.ts): the e2e build on its own database, reading the three
 * hazard feeds from e2e/support/hazard-feed-stub.mjs. Refreshing stores layers that flag places,
 * which must never touch the places and counts other specs check on the main e2e site.
 */
export const HAZARDS_SITE = url(PORTS.hazards);
export const HAZARD_FEEDS = url(PORTS.hazardFeeds);
export const HAZARD_REFRESH_SECRET = "e2e-hazard-refresh-secret";
export const HAZARD_ZONES_SOURCE = "Sample County Emergency Management (test)";

/** Where the hazards site reads each feed: the addresses an operator would set (.env.example). */
export const HAZARD_FEED_URLS = {
  // CAL FIRE's real address has ?inactive=false; the query string must survive, and never be shown.
  incident: `${HAZARD_FEEDS}/umbraco/api/IncidentApi/GeoJsonList?inactive=false`,
  perimeter: `${HAZARD_FEEDS}/perimeters/FeatureServer/0`,
  zone: `${HAZARD_FEEDS}/zones/FeatureServer/0`,
} as const satisfies Record<HazardLayerName, string>;

/** The hazards site's settings, as docs/hazards.md tells an operator to write them. */
export const HAZARD_SITE_ENV = {
  HAZARD_INCIDENTS_URL: HAZARD_FEED_URLS.incident,
  HAZARD_PERIMETERS_URL: HAZARD_FEED_URLS.perimeter,
  HAZARD_ZONES_URL: HAZARD_FEED_URLS.zone,
  HAZARD_ZONES_SOURCE,
  HAZARD_ZONES_STATUS_FIELD: "STATUS",
  HAZARD_ZONES_NAME_FIELD: "ZONE_NAME",
  HAZARD_ZONES_ID_FIELD: "ZONE_ID",
  // The stub's clear zone uses a wording the site does not know by default.
  HAZARD_ZONES_STATUS_MAP: JSON.stringify({ "Clear to Repopulate": "clear" }),
  HAZARD_REFRESH_SECRET,
};

/*
 * What the stub serves, as specs rely on it. The places are supabase/seed.sql's (fixed ids); the
 * stub draws each zone around one of them and at least 100 m clear of every other place.
 */

/** Inside the ORDER zone: a shelter open around the clock (so "open now" would list it but for the order), pets allowed. */
export const ORDER_ZONE_SHELTER = {
  id: "00000000-0000-4000-8000-000000000002",
  name: "Sample: Evacuation Shelter – Pasadena",
  latitude: 34.1478,
  longitude: -118.1445,
} as const;

/** In the ORDER zone's hole, so in no zone: it must carry no warning. A volunteer shift, 330 m from the shelter. */
export const ORDER_ZONE_HOLE_PLACE = {
  id: "00000000-0000-4000-8000-000000000059",
  name: "Sample: Shelter Night Shift Volunteers – Pasadena",
  latitude: 34.15,
  longitude: -118.142,
} as const;

/** Inside the WARNING zone: a resource open around the clock (no shelter). */
export const WARNING_ZONE_PLACE = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Sample: Community Food Distribution – Altadena",
  latitude: 34.1897,
  longitude: -118.1312,
} as const;

/** Inside the CLEAR zone: a shelter open around the clock, which a clear zone must not flag. */
export const CLEAR_ZONE_SHELTER = {
  id: "00000000-0000-4000-8000-000000000030",
  name: "Sample: Family Shelter – Glendale",
  latitude: 34.147,
  longitude: -118.25,
} as const;

/** The zones as the site stores them (status after HAZARD_ZONES_STATUS_MAP), and as the county words them. */
export const STUB_ZONES = {
  order: { id: "E2E-PAS-ORD-01", name: "Sample Order Zone – Central Pasadena (test)", wording: "Evacuation Order", status: "order" },
  warning: { id: "E2E-ALT-WRN-01", name: "Sample Warning Zone – Central Altadena (test)", wording: "Evacuation Warning", status: "warning" },
  clear: { id: "E2E-GLN-CLR-01", name: "Sample Repopulated Zone – Central Glendale (test)", wording: "Clear to Repopulate", status: "clear" },
} as const satisfies Record<string, { id: string; name: string; wording: string; status: ZoneStatus }>;

/** CAL FIRE's feed is statewide: the stub's third incident (in Butte County) is left out by the site. */
export const STUB_INCIDENTS = ["Sample Test Fire", "Sample Test Brush Fire"] as const;
export const STUB_INCIDENT_OUTSIDE = "Sample Test Northern Fire";
/** Three perimeters on an ArcGIS layer of two features a page: two pages. */
export const STUB_PERIMETERS = ["Sample Test Fire", "Sample Test Brush Fire", "Sample Test Ridge Fire"] as const;
export const STUB_MAX_RECORD_COUNT = 2;

/** What the stub saw, in its order (GET /__requests). */
export type FeedRequest = { seq: number; at: string; method: string; path: string; query: Record<string, string> };
export type RefreshAnswer = { message: string; layers: LayerSummary[] };

/** The stub's requests after `after` (its sequence number), and the newest number. */
export async function feedRequests(request: APIRequestContext, after = 0): Promise<{ last: number; requests: FeedRequest[] }> {
  const response = await request.get(`${HAZARD_FEEDS}/__requests?after=${after}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { last: number; requests: FeedRequest[] };
}

/**
 * POST /api/hazards/refresh as the scheduler sends it (docs/hazards.md), asserting it answered 200
 * with all three layers refreshed. Returns the answer and the feed requests made meanwhile (a
 * refresh running alongside may add its own: compare sets, not counts).
 */
export async function refreshHazardLayers(request: APIRequestContext): Promise<{ answer: RefreshAnswer; requests: FeedRequest[] }> {
  const before = await feedRequests(request);
  const response = await request.post(`${HAZARDS_SITE}/api/hazards/refresh`, { headers: { authorization: `Bearer ${HAZARD_REFRESH_SECRET}` } });
  const text = await response.text();
  expect(response.status(), text).toBe(200);
  const answer = JSON.parse(text) as RefreshAnswer;
  // A layer that failed says why; show it rather than a bare `false`.
  expect(answer.layers.filter((l) => !l.ok), answer.message).toEqual([]);
  expect(answer.layers.map((l) => l.layer)).toEqual(["incident", "perimeter", "zone"]);
  return { answer, requests: (await feedRequests(request, before.last)).requests };
}
