/**
 * Hazard feeds benchmark: a ~5 MB perimeter feed (generated: a few hundred multipolygons with
 * holes and spot fires, thousands of vertices each for the large ones), served as an ArcGIS layer
 * in pages of 100 with exceededTransferLimit, gzipped, from a local stub; CAL FIRE-shaped
 * incidents and a block of evacuation zones beside it. Times the whole refresh (fetch, parse,
 * validate, simplify, serialize as it would be stored), then one pass of each step, and prints
 * the bytes, features, vertices before and after, and what all layers weigh for a phone (gzip).
 * Run: npm run bench:hazards   (npx tsx --conditions react-server scripts/bench/hazards.ts)
 */
import { gzipSync } from "node:zlib";
import { HAZARDS } from "../../lib/hazards/limits";
import { fetchFeed } from "../../lib/hazards/fetch-feed";
import { readFeatures } from "../../lib/hazards/geometry";
import { refreshHazards, type HazardFeedsConfig, type HazardRefresh } from "../../lib/hazards/refresh";
import { countPositions, simplifyPolygonal } from "../../lib/hazards/simplify";
import type { HazardLayer, ZoneLayer } from "../../lib/hazards/types";
import { flagPlaces } from "../../lib/hazards/place-flags";
import { servedLayers } from "../../lib/hazards/served";
import { arcGisQuery, startFeedStub, type StubAnswer } from "../../tests/support/feed-stub";
import { generateIncidents, generatePerimeters, generateZones } from "./generate-hazards";

/** The goals: the whole pipeline on a 2-core machine, and every layer on a phone. */
const BUDGET = { pipelineMs: 2000, phoneGzipBytes: 150 * 1024 };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PERIMETER_BYTES = 5 * 1024 * 1024;
const PAGE = 100;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (t: number) => `${t.toFixed(0)} ms`;
const silent = { info: () => {}, warn: (m: string) => console.error(m) };

async function time<T>(fn: () => T | Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await fn();
  return [performance.now() - t0, value];
}

/** A body with its gzip made ahead, so the stub's compression is not in the timings. */
const answer = (body: string, type = "application/json"): StubAnswer => ({ body, type, gzipped: gzipSync(body) });

const perimeters = generatePerimeters(PERIMETER_BYTES);
const incidents = { type: "FeatureCollection", features: generateIncidents(60) };
const zones = { type: "FeatureCollection", features: generateZones(150) };

// Every page the refresh will ask for, answered as ArcGIS does (`arcGisQuery`), made ahead.
const pages = new Map<number, StubAnswer>();
for (let offset = 0; offset < perimeters.length; offset += PAGE) {
  const url = new URL(`http://stub/query?f=geojson&resultOffset=${offset}&resultRecordCount=${HAZARDS.arcgisPageSize}`);
  pages.set(offset, answer(arcGisQuery(perimeters, url, { maxRecordCount: PAGE }).body as string, "application/geo+json"));
}
const incidentsAnswer = answer(JSON.stringify(incidents));
const zonesAnswer = answer(JSON.stringify(zones));
const perimeterBytes = [...pages.values()].reduce((sum, a) => sum + Buffer.byteLength(a.body), 0);
const wireBytes = [...pages.values(), incidentsAnswer, zonesAnswer].reduce((sum, a) => sum + a.gzipped!.length, 0);
const verticesBefore = perimeters.reduce((sum, f) => sum + countPositions(f.geometry), 0);

/** The refresh as the server will run it, with each layer serialized as it would be stored. */
async function pipeline(config: HazardFeedsConfig): Promise<{ result: HazardRefresh; stored: string[] }> {
  const result = await refreshHazards(config, { log: silent });
  const stored = Object.values(result).map((r) => (r.ok ? JSON.stringify(r.layer) : ""));
  return { result, stored };
}

async function main() {
  const stub = await startFeedStub((url) => {
    if (url.pathname === "/incidents.json") return incidentsAnswer;
    if (url.pathname === "/zones.geojson") return zonesAnswer;
    if (url.pathname === "/wfigs/FeatureServer/0/query") return pages.get(Number(url.searchParams.get("resultOffset")));
    return undefined;
  });
  const config: HazardFeedsConfig = {
    incidents: { url: `${stub.base}/incidents.json` },
    perimeters: { url: `${stub.base}/wfigs/FeatureServer/0` },
    zones: { url: `${stub.base}/zones.geojson`, statusField: "zone_status", nameField: "zone_name", idField: "zone_id" },
  };

  const runs: number[] = [];
  let last: Awaited<ReturnType<typeof pipeline>> | undefined;
  for (let i = 0; i < RUNS; i++) {
    const [t, value] = await time(() => pipeline(config));
    runs.push(t);
    last = value;
  }
  const layers = Object.values(last!.result).flatMap((r) => (r.ok ? [r.layer] : []));
  if (layers.length !== 3) throw new Error("a layer was skipped: see above");
  const byLayer = Object.fromEntries(layers.map((l) => [l.layer, l])) as Record<HazardLayer["layer"], HazardLayer>;
  const verticesAfter = byLayer.perimeter.features.reduce((sum, f) => sum + countPositions(f.geometry as Parameters<typeof countPositions>[0]), 0);

  // One pass of each step of the perimeter feed, warm.
  const [fetchMs, fetched] = await time(() => fetchFeed(config.perimeters!.url, { timeoutMs: HAZARDS.fetchTimeoutMs, maxBytes: HAZARDS.maxBytes, maxFeatures: HAZARDS.maxFeatures, maxPages: HAZARDS.arcgisMaxPages, pageSize: HAZARDS.arcgisPageSize }));
  if (!fetched.ok) throw new Error(fetched.reason);
  const [validateMs, read] = await time(() => readFeatures(fetched.json, ["Polygon", "MultiPolygon"], HAZARDS.maxFeatures));
  if (!read.ok) throw new Error(read.reason);
  const [simplifyMs] = await time(() => read.features.map((f) => simplifyPolygonal(f.geometry, HAZARDS.simplifyToleranceDeg.perimeter, HAZARDS.coordinateDecimals)));
  const [serializeMs] = await time(() => JSON.stringify(byLayer.perimeter));
  await stub.close();

  // What GET /api/hazards sends (lib/hazards/served.ts: "clear" zones left out).
  const served = servedLayers(layers, { feedsConfigured: true, onlySamplePlaces: false, now: new Date() });
  const phone = Object.fromEntries(served.map((l) => [l.layer, gzipSync(JSON.stringify(l)).length]));
  const phoneAll = gzipSync(JSON.stringify({ layers: served })).length;

  // The place flags: 10,000 places spread over the county against every zone, as a view of places makes them.
  const [west, south, east, north] = HAZARDS.bbox;
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const places = Array.from({ length: 10_000 }, (_, i) => ({ id: String(i), longitude: west + random() * (east - west), latitude: south + random() * (north - south) }));
  const flagRuns: number[] = [];
  let flagged = 0;
  for (let i = 0; i < RUNS; i++) {
    const [flagMs, flags] = await time(() => flagPlaces(places, byLayer.zone as ZoneLayer));
    flagRuns.push(flagMs);
    flagged = Object.keys(flags).length;
  }

  const rows: [string, string][] = [
    [`whole refresh, 3 feeds (fetch + validate + simplify + serialize), first run`, ms(runs[0]!)],
    [`whole refresh, median of ${RUNS}`, ms(median(runs))],
    [`  perimeters: fetch ${pages.size} pages + JSON.parse`, ms(fetchMs)],
    [`  perimeters: validate (zod)`, ms(validateMs)],
    [`  perimeters: simplify + round`, ms(simplifyMs)],
    [`  perimeters: serialize the layer`, ms(serializeMs)],
    [`bytes in: perimeters (JSON) / all feeds gzip on the wire`, `${kb(perimeterBytes)} / ${kb(wireBytes)}`],
    [`features: perimeters / incidents kept of ${incidents.features.length} / zones`, `${byLayer.perimeter.features.length} / ${byLayer.incident.features.length} / ${byLayer.zone.features.length}`],
    [`perimeter vertices before → after (tolerance ${HAZARDS.simplifyToleranceDeg.perimeter}°)`, `${verticesBefore.toLocaleString("en-US")} → ${verticesAfter.toLocaleString("en-US")}`],
    [`phone payload gzip: incidents / perimeters / zones`, `${kb(phone.incident!)} / ${kb(phone.perimeter!)} / ${kb(phone.zone!)}`],
    [`phone payload gzip, all layers (budget ${kb(BUDGET.phoneGzipBytes)})`, kb(phoneAll)],
    [`flag 10,000 places against ${byLayer.zone.features.length} zones (median of ${RUNS}; ${flagged} flagged)`, ms(median(flagRuns))],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);

  const over = [
    median(runs) > BUDGET.pipelineMs && `the refresh takes ${ms(median(runs))}, over ${ms(BUDGET.pipelineMs)}`,
    phoneAll > BUDGET.phoneGzipBytes && `the phone payload is ${kb(phoneAll)}, over ${kb(BUDGET.phoneGzipBytes)}`,
  ].filter(Boolean);
  if (over.length > 0) {
    console.error(`Over budget: ${over.join("; ")}.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
