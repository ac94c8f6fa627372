// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arcGisQueryUrl, fetchFeed, isArcGisLayer, type FeedLimits } from "@/lib/hazards/fetch-feed";
import { arcGisQuery, startFeedStub, type FeedStub } from "@/tests/support/feed-stub";

const limits: FeedLimits = { timeoutMs: 2000, maxBytes: 1024 * 1024, maxFeatures: 100, maxPages: 10, pageSize: 4 };
const point = (i: number) => ({ type: "Feature", id: i, properties: { OBJECTID: i }, geometry: { type: "Point", coordinates: [-118.2 + i / 1000, 34.1] } });
const layer = Array.from({ length: 10 }, (_, i) => point(i + 1));

let stub: FeedStub;
beforeAll(async () => {
  stub = await startFeedStub((url) => {
    const path = url.pathname;
    if (path === "/perimeters/FeatureServer/0/query") return arcGisQuery(layer, url, { maxRecordCount: 3 });
    if (path === "/top-flag/FeatureServer/0/query") return arcGisQuery(layer, url, { flag: "top" });
    if (path === "/endless/FeatureServer/0/query") return { body: JSON.stringify({ type: "FeatureCollection", features: [point(1)], properties: { exceededTransferLimit: true } }) };
    if (path === "/stuck/FeatureServer/0/query") return { body: JSON.stringify({ type: "FeatureCollection", features: [], exceededTransferLimit: true }) };
    if (path === "/token-expired/FeatureServer/0/query") return { body: JSON.stringify({ error: { code: 498, message: "Invalid token.", details: [] } }) };
    if (path === "/incidents.json") return { body: JSON.stringify({ type: "FeatureCollection", features: layer.slice(0, 2) }) };
    if (path === "/maintenance.json") return { type: "text/html", body: "<!DOCTYPE html><html><body><h1>Down for maintenance</h1></body></html>" };
    if (path === "/truncated.json") return { body: '{"type":"FeatureCollection","features":[{"type":' };
    if (path === "/latin1.json") return { body: Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]) };
    if (path === "/huge.json") return { chunked: true, body: JSON.stringify({ type: "FeatureCollection", features: Array.from({ length: 2000 }, (_, i) => point(i)) }) };
    if (path === "/error.json") return { status: 503, type: "text/html", body: "<html>Service Unavailable</html>" };
    return undefined;
  });
});
afterAll(() => stub.close());

describe("arcGisQueryUrl", () => {
  it("asks a layer for GeoJSON in WGS 84 inside the box, one page at a time", () => {
    const url = new URL(arcGisQueryUrl("https://services.example.org/arcgis/rest/services/Perimeters/FeatureServer/0/", { offset: 2000, count: 1000, bbox: [-118.96, 32.75, -117.64, 34.83], outFields: ["poly_IncidentName", "poly_GISAcres"] }));
    expect(url.pathname).toBe("/arcgis/rest/services/Perimeters/FeatureServer/0/query");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      where: "1=1",
      outFields: "poly_IncidentName,poly_GISAcres",
      geometry: "-118.96,32.75,-117.64,34.83",
      geometryType: "esriGeometryEnvelope",
      inSR: "4326",
      spatialRel: "esriSpatialRelIntersects",
      returnGeometry: "true",
      outSR: "4326",
      f: "geojson",
      resultOffset: "2000",
      resultRecordCount: "1000",
    });
  });

  it("keeps what the configured address already says, but not its paging or format", () => {
    const url = new URL(arcGisQueryUrl("https://services.example.org/x/MapServer/3/query?where=STATUS%3C%3E%27Normal%27&outFields=*&f=json&token=abc", { offset: 0, count: 10 }));
    expect(url.searchParams.get("where")).toBe("STATUS<>'Normal'");
    expect(url.searchParams.get("outFields")).toBe("*");
    expect(url.searchParams.get("token")).toBe("abc");
    expect(url.searchParams.get("f")).toBe("geojson");
    expect(url.searchParams.has("geometry")).toBe(false);
  });

  it("tells a layer from a plain GeoJSON address", () => {
    expect(isArcGisLayer("https://services3.example.org/arcgis/rest/services/WFIGS/FeatureServer/0")).toBe(true);
    expect(isArcGisLayer("https://services3.example.org/arcgis/rest/services/WFIGS/FeatureServer/0/query?where=1=1")).toBe(true);
    expect(isArcGisLayer("https://www.fire.ca.gov/umbraco/api/IncidentApi/GeoJsonList?inactive=false")).toBe(false);
  });
});

describe("fetchFeed: ArcGIS paging", () => {
  it("follows exceededTransferLimit (under properties) with resultOffset until the last page", async () => {
    const before = stub.requests.length;
    const result = await fetchFeed(`${stub.base}/perimeters/FeatureServer/0`, { ...limits, bbox: [-119, 33, -117, 35] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.pages).toBe(4);
    expect((result.json as { features: { id: number }[] }).features.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The service gives 3 a page whatever we ask: the next offset follows what came.
    const asked = stub.requests.slice(before).map((u) => [u.searchParams.get("resultOffset"), u.searchParams.get("resultRecordCount")]);
    expect(asked).toEqual([["0", "4"], ["3", "4"], ["6", "4"], ["9", "4"]]);
    expect(stub.requests.at(-1)!.searchParams.get("geometry")).toBe("-119,33,-117,35");
  });

  it("reads the flag at the top level too", async () => {
    const result = await fetchFeed(`${stub.base}/top-flag/FeatureServer/0/query`, limits);
    expect(result.ok && [result.pages, (result.json as { features: unknown[] }).features.length]).toEqual([3, 10]);
  });

  it.each([
    ["more pages than allowed", "/endless/FeatureServer/0", /still had more after 10 pages/],
    ["an empty page that says there is more", "/stuck/FeatureServer/0", /page 1 is empty but says there is more/],
    ["an ArcGIS error answered with status 200", "/token-expired/FeatureServer/0", /answered an error: 498 Invalid token\./],
  ])("refuses %s", async (_, path, reason) => {
    const result = await fetchFeed(`${stub.base}${path}`, limits);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it("stops paging once there are more features than allowed", async () => {
    const result = await fetchFeed(`${stub.base}/perimeters/FeatureServer/0`, { ...limits, maxFeatures: 5 });
    expect(result).toEqual({ ok: false, reason: `${stub.base}/perimeters/FeatureServer/0 has more than the 5 features allowed.` });
  });

  it("counts the byte cap over all pages together", async () => {
    const result = await fetchFeed(`${stub.base}/perimeters/FeatureServer/0`, { ...limits, maxBytes: 700 });
    expect(result).toEqual({ ok: false, reason: `${stub.base}/perimeters/FeatureServer/0 (all pages together) is larger than 700 bytes.` });
  });
});

describe("fetchFeed: a plain GeoJSON address", () => {
  it("is fetched once", async () => {
    const result = await fetchFeed(`${stub.base}/incidents.json`, limits);
    expect(result.ok && [result.pages, (result.json as { features: unknown[] }).features.length]).toEqual([1, 2]);
  });

  it.each([
    ["an HTML error page", "/maintenance.json", /answered a web page, not JSON/],
    ["a cut-off answer", "/truncated.json", /did not answer valid JSON/],
    ["text that is not UTF-8", "/latin1.json", /did not answer UTF-8 text/],
    ["an HTTP error", "/error.json", /answered 503 Service Unavailable/],
    ["a missing address", "/nope.json", /answered 404 Not Found/],
  ])("says why it refuses %s", async (_, path, reason) => {
    const result = await fetchFeed(`${stub.base}${path}`, limits);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it("cuts a huge answer off while reading it (no content-length)", async () => {
    const result = await fetchFeed(`${stub.base}/huge.json`, { ...limits, maxBytes: 64 * 1024 });
    expect(result).toEqual({ ok: false, reason: `${stub.base}/huge.json is larger than 64 KB.` });
  });

  it("refuses plain http to another machine without fetching, and a server that does not answer", async () => {
    expect(await fetchFeed("http://example.org/feed.json", limits)).toEqual({ ok: false, reason: "http://example.org/feed.json must be an https:// address." });
    const silent = await fetchFeed("http://127.0.0.1:9/feed.json", { ...limits, timeoutMs: 500 });
    expect(!silent.ok && silent.reason).toMatch(/could not be fetched|did not answer/);
  });
});
