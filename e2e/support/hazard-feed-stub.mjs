// A stand-in for the three official hazard feeds (lib/hazards/, docs/hazards.md), speaking their
// real formats on 127.0.0.1 so the hazards site (playwright.config.ts) never reaches the network:
//   GET /umbraco/api/IncidentApi/GeoJsonList       CAL FIRE's active incidents (statewide GeoJSON)
//   GET /perimeters/FeatureServer/0[/query]        fire perimeters, an ArcGIS feature layer as NIFC WFIGS publishes it
//   GET /zones/FeatureServer/0[/query]             evacuation zones, an ArcGIS feature layer with a STATUS field
//   GET /health                                    readiness, for Playwright's webServer `url`
//   GET /__requests?after=<seq>                    what the site asked, for the tests (see below)
// The ArcGIS layers answer `query?f=geojson` as ArcGIS Online does: at most MAX_RECORD_COUNT
// features a page from `resultOffset`, whatever `resultRecordCount` asks, with
// `properties.exceededTransferLimit: true` while more remain, so the site's paging runs for real.
// Every feature is made up ("Sample Test …", "(test)"): this is test data, never a real fire.
// The places the zones are drawn around are supabase/seed.sql's; e2e/support/hazards.ts names
// them for the specs. Nothing is written to disk: the request log lives in memory only.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

const port = Number(process.env.HAZARD_FEED_STUB_PORT ?? 4040);
/** Small on purpose, so three perimeters take two pages (ArcGIS Online layers say 1000–2000). */
const MAX_RECORD_COUNT = 2;
/** The request log keeps this many entries; older ones are dropped (a long run must not grow without end). */
const MAX_LOG = 1000;

const HOUR = 3_600_000;
/** Feed times follow the clock, so the incidents always look current whenever the suite runs. */
const ago = (ms) => new Date(Date.now() - ms);

// ---- CAL FIRE: IncidentApi/GeoJsonList (tests/fixtures/hazards/calfire-incidents.json has the shape) ----

function incident({ name, lon, lat, startedAgo, updatedAgo, acres, contained, county, location, uniqueId, slug }) {
  const started = ago(startedAgo);
  const updated = ago(updatedAgo);
  const day = `${started.getUTCFullYear()}/${started.getUTCMonth() + 1}/${started.getUTCDate()}`;
  return {
    type: "Feature",
    geometry: { type: "Point", coordinates: [lon, lat] },
    properties: {
      Name: name,
      Final: false,
      // CAL FIRE writes local times without an offset; these are UTC with one, which the site reads the same way.
      Updated: updated.toISOString(),
      Started: started.toISOString(),
      AdminUnit: "Sample Test Unit",
      AdminUnitUrl: null,
      County: county,
      Location: location,
      AcresBurned: acres,
      PercentContained: contained,
      ControlStatement: null,
      AgencyNames: "",
      Longitude: lon,
      Latitude: lat,
      Type: "Wildfire",
      UniqueId: uniqueId,
      Url: `https://www.fire.ca.gov/incidents/${day}/${slug}/`,
      ExtinguishedDate: "",
      ExtinguishedDateOnly: "",
      StartedDateOnly: started.toISOString().slice(0, 10),
      IsActive: "Y",
    },
  };
}

/** The feed is statewide: the northern incident lies outside the area and is left out (counted) by the site. */
const incidents = () => ({
  type: "FeatureCollection",
  features: [
    incident({
      name: "Sample Test Fire",
      lon: -118.1225,
      lat: 34.215,
      startedAgo: 20 * HOUR,
      updatedAgo: HOUR / 4,
      acres: 1850,
      contained: 10,
      county: "Los Angeles",
      location: "Foothills above Altadena (sample location)",
      uniqueId: "00000000-0000-4000-8000-0000000e2e01",
      slug: "sample-test-fire",
    }),
    incident({
      name: "Sample Test Brush Fire",
      lon: -118.4812,
      lat: 34.3601,
      startedAgo: 30 * HOUR,
      updatedAgo: 2 * HOUR,
      acres: 320,
      contained: 65,
      county: "Los Angeles",
      location: "Hills west of Santa Clarita (sample location)",
      uniqueId: "00000000-0000-4000-8000-0000000e2e02",
      slug: "sample-test-brush-fire",
    }),
    incident({
      name: "Sample Test Northern Fire",
      lon: -121.6,
      lat: 39.75,
      startedAgo: 50 * HOUR,
      updatedAgo: 5 * HOUR,
      acres: 75,
      contained: 90,
      county: "Butte",
      location: "Far outside Los Angeles (sample location)",
      uniqueId: "00000000-0000-4000-8000-0000000e2e03",
      slug: "sample-test-northern-fire",
    }),
  ],
});

// ---- ArcGIS feature layers ----

/** A ring from [lon, lat] pairs, closed as GeoJSON requires. */
const ring = (points) => [...points, points[0]];

/** NIFC WFIGS "Interagency Perimeters (current)": the fields lib/hazards/parse-perimeters.ts asks for, times in epoch ms. */
const perimeterFields = ["OBJECTID", "poly_IncidentName", "attr_IncidentName", "poly_GISAcres", "attr_IncidentSize", "poly_DateCurrent", "attr_ModifiedOnDateTime_dt"];

function perimeters() {
  const perimeter = (id, name, acres, updatedAgo, geometry) => ({
    type: "Feature",
    id,
    geometry,
    properties: {
      OBJECTID: id,
      poly_IncidentName: name,
      attr_IncidentName: name,
      poly_GISAcres: acres,
      attr_IncidentSize: Math.round(acres),
      poly_DateCurrent: ago(updatedAgo).getTime(),
      attr_ModifiedOnDateTime_dt: ago(updatedAgo + HOUR / 2).getTime(),
    },
  });
  return [
    // Around "Sample Test Fire", north of every place in the seed; a main body and a spot fire, as WFIGS sends it (MultiPolygon).
    perimeter(9101, "Sample Test Fire", 1843.7, HOUR / 2, {
      type: "MultiPolygon",
      coordinates: [
        [ring([[-118.1395, 34.2055], [-118.1262, 34.2031], [-118.1118, 34.2049], [-118.1062, 34.2118], [-118.1089, 34.2214], [-118.1187, 34.2271], [-118.1318, 34.2262], [-118.1401, 34.2189], [-118.1428, 34.2112]])],
        [ring([[-118.0985, 34.2168], [-118.0952, 34.2162], [-118.0941, 34.2189], [-118.0968, 34.2204], [-118.0991, 34.2191]])],
      ],
    }),
    perimeter(9102, "Sample Test Brush Fire", 318.2, 2 * HOUR, {
      type: "Polygon",
      coordinates: [ring([[-118.4905, 34.3552], [-118.4781, 34.3538], [-118.4702, 34.3589], [-118.4731, 34.3655], [-118.4846, 34.3672], [-118.4921, 34.3617]])],
    }),
    // A contained fire WFIGS still maps though CAL FIRE no longer lists it: the layers need not agree.
    perimeter(9103, "Sample Test Ridge Fire", 96.4, 26 * HOUR, {
      type: "Polygon",
      coordinates: [ring([[-118.0262, 34.2651], [-118.0185, 34.2643], [-118.0151, 34.2701], [-118.0203, 34.2748], [-118.0269, 34.2712]])],
    }),
  ];
}

/**
 * Evacuation zones as a county's ArcGIS layer publishes them: ZONE_ID, ZONE_NAME and STATUS in the
 * county's wording. "Clear to Repopulate" is not among the site's default wordings, so the hazards
 * site maps it with HAZARD_ZONES_STATUS_MAP, as an operator would. Each zone is drawn around one
 * place of supabase/seed.sql and misses its neighbours by 100 m or more:
 * - ORDER, Central Pasadena (~1.0 × 1.3 km): holds sample-002, "Sample: Evacuation Shelter – Pasadena"
 *   (34.1478, -118.1445; open around the clock, pets allowed). Its hole (~250 m) holds sample-059,
 *   "Sample: Shelter Night Shift Volunteers – Pasadena" (34.1500, -118.1420), which is therefore in no zone.
 * - WARNING, Central Altadena (~0.8 × 0.7 km): holds sample-001 only, a resource (no shelter).
 * - CLEAR, Central Glendale (~1.0 × 0.8 km): holds sample-030, "Sample: Family Shelter – Glendale",
 *   which a clear zone must not flag.
 * Outer rings run counter-clockwise and holes clockwise, as ArcGIS writes GeoJSON (RFC 7946).
 */
const zoneFields = ["OBJECTID", "ZONE_ID", "ZONE_NAME", "STATUS", "LAST_UPDATE"];

/**
 * The ORDER zone's status as the county writes it. The alerts' own instance of this stub
 * (e2e/alerts.spec.ts) lifts the order and issues it again with POST /__order?status=lifted|order;
 * the hazards site's instance is never told to, so its zones never change.
 */
let orderStatus = "Evacuation Order";

function zones() {
  const zone = (id, zoneId, name, status, updatedAgo, rings) => ({
    type: "Feature",
    id,
    geometry: { type: "Polygon", coordinates: rings.map(ring) },
    properties: { OBJECTID: id, ZONE_ID: zoneId, ZONE_NAME: name, STATUS: status, LAST_UPDATE: ago(updatedAgo).getTime() },
  });
  return [
    zone(1, "E2E-PAS-ORD-01", "Sample Order Zone – Central Pasadena (test)", orderStatus, HOUR, [
      [[-118.1478, 34.1428], [-118.144, 34.1424], [-118.1402, 34.143], [-118.1372, 34.1441], [-118.1368, 34.147], [-118.1375, 34.1502], [-118.1371, 34.1528], [-118.1398, 34.1541], [-118.1436, 34.1537], [-118.1466, 34.1532], [-118.1482, 34.1505], [-118.1476, 34.1478], [-118.1483, 34.145]],
      [[-118.1432, 34.1491], [-118.1434, 34.1506], [-118.1421, 34.1512], [-118.1407, 34.1507], [-118.1406, 34.1493], [-118.1419, 34.1488]],
    ]),
    zone(2, "E2E-ALT-WRN-01", "Sample Warning Zone – Central Altadena (test)", "Evacuation Warning", HOUR, [
      [[-118.1352, 34.1872], [-118.131, 34.1866], [-118.1276, 34.1874], [-118.1268, 34.1899], [-118.128, 34.1924], [-118.1315, 34.1929], [-118.1346, 34.1921], [-118.1357, 34.1896]],
    ]),
    zone(3, "E2E-GLN-CLR-01", "Sample Repopulated Zone – Central Glendale (test)", "Clear to Repopulate", 6 * HOUR, [
      [[-118.2545, 34.1445], [-118.2498, 34.144], [-118.2452, 34.1447], [-118.2446, 34.1478], [-118.2462, 34.1508], [-118.2505, 34.1512], [-118.2541, 34.1501], [-118.2552, 34.1472]],
    ]),
  ];
}

const LAYERS = {
  perimeters: { name: "Sample Test Perimeters (current)", fields: perimeterFields, features: perimeters },
  zones: { name: "Sample Test Evacuation Zones", fields: zoneFields, features: zones },
};

/** ArcGIS's answer to a query it cannot run: status 200 with an error object. */
const arcGisError = (details) => ({ error: { code: 400, extendedCode: -2147220985, message: "Cannot perform query. Invalid query parameters.", details: [details] } });

/** The bounding box of a polygon's outer rings. */
function boxOf(geometry) {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [outer] of polygons) {
    for (const [x, y] of outer) {
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
  }
  return box;
}

/**
 * One page of `…/FeatureServer/0/query`, as ArcGIS Online answers it: the envelope filter (by
 * bounding box, enough here), only the fields asked for (an unknown one is an error, as there),
 * features ordered by OBJECTID, at most MAX_RECORD_COUNT from resultOffset.
 */
function query(layer, params) {
  if (params.get("f") !== "geojson") return arcGisError("This stub answers f=geojson only, as the site asks.");
  const where = params.get("where") ?? "1=1";
  if (where.replace(/\s+/g, "") !== "1=1") return arcGisError(`Unsupported where clause: ${where.slice(0, 100)}`);
  const outFields = (params.get("outFields") ?? "*").split(",").map((f) => f.trim()).filter(Boolean);
  const all = outFields.includes("*");
  const unknown = all ? undefined : outFields.find((f) => !layer.fields.some((known) => known.toLowerCase() === f.toLowerCase()));
  if (unknown) return arcGisError(`'Invalid field: ${unknown}' parameter is invalid`);

  let features = layer.features();
  const geometry = params.get("geometry");
  if (geometry) {
    if (params.get("geometryType") !== "esriGeometryEnvelope") return arcGisError("This stub filters by an envelope only.");
    const [west, south, east, north] = geometry.split(",").map(Number);
    if (![west, south, east, north].every(Number.isFinite)) return arcGisError("Invalid geometry.");
    features = features.filter((f) => {
      const [minX, minY, maxX, maxY] = boxOf(f.geometry);
      return minX <= east && maxX >= west && minY <= north && maxY >= south;
    });
  }

  const offset = Math.max(0, Number(params.get("resultOffset") ?? 0) || 0);
  const asked = Number(params.get("resultRecordCount") ?? MAX_RECORD_COUNT) || MAX_RECORD_COUNT;
  const page = features.slice(offset, offset + Math.min(asked, MAX_RECORD_COUNT));
  const fields = all ? layer.fields : layer.fields.filter((known) => outFields.some((f) => f.toLowerCase() === known.toLowerCase()));
  const body = {
    type: "FeatureCollection",
    features: page.map((f) => ({ ...f, properties: Object.fromEntries(fields.map((name) => [name, f.properties[name] ?? null])) })),
  };
  // f=geojson puts "there is more" under `properties` (lib/hazards/fetch-feed.ts reads both places).
  if (offset + page.length < features.length) body.properties = { exceededTransferLimit: true };
  return body;
}

/** The layer's description (`…/FeatureServer/0?f=json`), as a person or a client checks it. */
const layerInfo = (key, layer) => ({
  currentVersion: 11.3,
  id: 0,
  name: layer.name,
  type: "Feature Layer",
  geometryType: "esriGeometryPolygon",
  objectIdField: "OBJECTID",
  maxRecordCount: MAX_RECORD_COUNT,
  supportedQueryFormats: "JSON, geoJSON, PBF",
  advancedQueryCapabilities: { supportsPagination: true },
  fields: layer.fields.map((name) => ({ name, type: name === "OBJECTID" ? "esriFieldTypeOID" : "esriFieldTypeString", alias: name })),
  serviceItemId: `e2e-${key}`,
});

// ---- The server ----

let seq = 0;
/** { seq, at, method, path, query }: every request but the log's own and /health. */
const log = [];

function send(req, res, status, body, type = "application/json; charset=utf-8") {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const headers = { "content-type": type, "cache-control": "no-store" };
  // Both services compress when asked; the site's fetch asks.
  const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const bytes = gzip ? gzipSync(text) : Buffer.from(text);
  if (gzip) headers["content-encoding"] = "gzip";
  headers["content-length"] = bytes.length;
  res.writeHead(status, headers).end(req.method === "HEAD" ? undefined : bytes);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const notFound = () => send(req, res, 404, "Not found", "text/plain; charset=utf-8");

  if (path === "/__requests" && req.method === "GET") {
    const after = Number(url.searchParams.get("after") ?? 0) || 0;
    send(req, res, 200, { last: seq, requests: log.filter((r) => r.seq > after) });
    return;
  }
  if (path === "/health" && (req.method === "GET" || req.method === "HEAD")) {
    send(req, res, 200, "ok", "text/plain; charset=utf-8");
    return;
  }

  if (path === "/__order" && req.method === "POST") {
    orderStatus = url.searchParams.get("status") === "lifted" ? "Clear to Repopulate" : "Evacuation Order";
    send(req, res, 200, { orderStatus });
    return;
  }

  log.push({ seq: ++seq, at: new Date().toISOString(), method: req.method, path, query: Object.fromEntries(url.searchParams) });
  if (log.length > MAX_LOG) log.shift();

  if (req.method !== "GET" && req.method !== "HEAD") return notFound();
  if (path === "/umbraco/api/IncidentApi/GeoJsonList") return send(req, res, 200, incidents());
  const layer = /^\/(perimeters|zones)\/FeatureServer\/0(\/query)?$/.exec(path);
  if (!layer) return notFound();
  const [, key, isQuery] = layer;
  if (isQuery) {
    const body = query(LAYERS[key], url.searchParams);
    return send(req, res, 200, body, body.error ? "application/json; charset=utf-8" : "application/geo+json; charset=utf-8");
  }
  send(req, res, 200, layerInfo(key, LAYERS[key]));
});

server.listen(port, "127.0.0.1", () => console.log(`Hazard feed stub on http://127.0.0.1:${port}`));
