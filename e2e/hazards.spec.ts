import type { Feature, Polygon } from "geojson";
import type { hazardsGeoJson } from "../lib/open-data/hazards";
import type { Values } from "../lib/i18n/translator";
import { expect, hydrated, test } from "./fixtures";
import { curated } from "./support/fault-checks";
import { storedOffline } from "./support/offline";
import { OFFLINE } from "../lib/offline/policy";
import {
  CLEAR_ZONE_SHELTER,
  HAZARD_FEED_URLS,
  HAZARD_REFRESH_SECRET,
  HAZARD_ZONES_SOURCE,
  HAZARDS_SITE,
  ORDER_ZONE_HOLE_PLACE,
  ORDER_ZONE_SHELTER,
  STUB_INCIDENT_OUTSIDE,
  STUB_INCIDENTS,
  STUB_MAX_RECORD_COUNT,
  STUB_PERIMETERS,
  STUB_ZONES,
  refreshHazardLayers,
  type FeedRequest,
  type RefreshAnswer,
} from "./support/hazards";

// The hazards site (playwright.config.ts) reads CAL FIRE's incidents and two ArcGIS layers from
// e2e/support/hazard-feed-stub.mjs, on its own database. Nothing is stored until a refresh runs, as
// in production, where a scheduler calls it: each worker refreshes once before its tests (a second
// refresh alongside is harmless, the newest copy of each layer wins).
//
// TODO(integrator): the page-level tests, on this site after the same refresh —
// - the map draws the three layers (incidents, perimeters, the order and warning zones; never the
//   clear one) and each can be turned off and on again;
// - ORDER_ZONE_SHELTER ("Sample: Evacuation Shelter – Pasadena", open around the clock) carries the
//   evacuation-order warning on its card and pop-up, and is absent from "open now" and from a
//   need's results; ORDER_ZONE_HOLE_PLACE (in the zone's hole) and CLEAR_ZONE_SHELTER carry none;
// - a geolocation inside the order zone (e.g. ORDER_ZONE_SHELTER's point) shows the warning at the top;
// - offline, the map shows the last layers it loaded with the time they were fetched;
// - the same in Spanish and in Korean (or Chinese).

/** A curated message with its arguments filled, as the page shows it. */
const fill = (message: string, values: Values) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

type OpenDataHazards = ReturnType<typeof hazardsGeoJson>;
type StoredFeature = OpenDataHazards["features"][number];

const LAYERS = ["incident", "perimeter", "zone"] as const;
const SOURCES = { incident: "CAL FIRE", perimeter: "NIFC (WFIGS)", zone: HAZARD_ZONES_SOURCE };

/** A feed's address as the site shows it: origin and path, never the query string. */
const shown = (address: string) => {
  const u = new URL(address);
  return `${u.origin}${u.pathname}`;
};

const queryPages = (requests: FeedRequest[], layer: "perimeters" | "zones") =>
  requests.filter((r) => r.path === `/${layer}/FeatureServer/0/query`);

test.describe("hazard layers from the official feeds", { tag: "@phone" }, () => {
  test.use({ baseURL: HAZARDS_SITE });

  let refreshed: RefreshAnswer;
  let requests: FeedRequest[];
  let refreshedBefore: number;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    try {
      ({ answer: refreshed, requests } = await refreshHazardLayers(request));
      refreshedBefore = Date.now();
    } finally {
      await request.dispose();
    }
  });

  test("the scheduler's refresh reads all three feeds, the ArcGIS layers page after page", async () => {
    expect(refreshed.message).toBe("Refreshed 3 of 3 layers.");
    const counts = Object.fromEntries(refreshed.layers.map((l) => [l.layer, l.ok ? { features: l.features, dropped: l.dropped } : l.reason]));
    expect(counts).toEqual({
      // The statewide feed's incident far from Los Angeles is left out, and counted.
      incident: { features: STUB_INCIDENTS.length, dropped: { "outside the area": 1 } },
      perimeter: { features: STUB_PERIMETERS.length, dropped: {} },
      zone: { features: Object.keys(STUB_ZONES).length, dropped: {} },
    });

    expect(requests.filter((r) => r.path === "/umbraco/api/IncidentApi/GeoJsonList").length).toBeGreaterThanOrEqual(1);
    // Three features at two a page: the site followed `exceededTransferLimit` from offset 0 to
    // offset 2, and stopped there (another refresh alongside only repeats the same offsets).
    for (const layer of ["perimeters", "zones"] as const) {
      const pages = queryPages(requests, layer);
      expect(pages.length, layer).toBeGreaterThan(1);
      expect([...new Set(pages.map((p) => p.query.resultOffset))].sort(), layer).toEqual(["0", String(STUB_MAX_RECORD_COUNT)]);
      for (const { query } of pages) {
        // GeoJSON in WGS 84, inside Los Angeles County's box, only the fields the site reads.
        expect(query, layer).toMatchObject({ f: "geojson", outSR: "4326", geometryType: "esriGeometryEnvelope", inSR: "4326", where: "1=1" });
        expect(query.outFields, layer).not.toBe("*");
      }
    }
    expect(queryPages(requests, "zones")[0]?.query.outFields?.split(",").sort()).toEqual(["STATUS", "ZONE_ID", "ZONE_NAME"]);
  });

  test("the open data holds the three layers as stored, each feature with its layer, source and time", async ({ request }) => {
    const response = await request.get("/api/open-data/hazards.geojson");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/geo+json; charset=utf-8");
    const body = (await response.json()) as OpenDataHazards;
    expect(body.type).toBe("FeatureCollection");

    // Whose data each layer is, and where it was read (the address without its query string).
    expect(body.sources.map(({ layer, source, source_url, features }) => ({ layer, source, source_url, features }))).toEqual([
      { layer: "incident", source: SOURCES.incident, source_url: shown(HAZARD_FEED_URLS.incident), features: STUB_INCIDENTS.length },
      { layer: "perimeter", source: SOURCES.perimeter, source_url: shown(HAZARD_FEED_URLS.perimeter), features: STUB_PERIMETERS.length },
      { layer: "zone", source: SOURCES.zone, source_url: shown(HAZARD_FEED_URLS.zone), features: Object.keys(STUB_ZONES).length },
    ]);
    expect(body.license).toContain(HAZARD_ZONES_SOURCE);
    for (const layer of LAYERS) expect(response.headers()["link"]).toContain(`<${shown(HAZARD_FEED_URLS[layer])}>; rel="via"`);

    // Every feature says which layer and source it comes from, and when that copy was fetched:
    // this worker's refresh or a newer one, never older.
    const fetchedAt = Object.fromEntries(body.sources.map((s) => [s.layer, s.fetched_at]));
    for (const layer of LAYERS) {
      const summary = refreshed.layers.find((l) => l.layer === layer);
      expect(summary?.ok && Date.parse(fetchedAt[layer]!) >= Date.parse(summary.fetchedAt), layer).toBe(true);
      expect(Date.parse(fetchedAt[layer]!), layer).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(fetchedAt[layer]!), layer).toBeGreaterThan(refreshedBefore - 10 * 60_000);
    }
    for (const f of body.features as StoredFeature[]) {
      const { layer, source, fetched_at } = f.properties;
      expect(LAYERS).toContain(layer);
      expect({ source, fetched_at }).toEqual({ source: SOURCES[layer], fetched_at: fetchedAt[layer] });
    }

    const ofLayer = (layer: (typeof LAYERS)[number]) => body.features.filter((f) => f.properties.layer === layer) as StoredFeature[];
    const names = (layer: (typeof LAYERS)[number]) => ofLayer(layer).map((f) => (f.properties as { name: string }).name).sort();
    expect(names("incident")).toEqual([...STUB_INCIDENTS].sort());
    expect(names("incident")).not.toContain(STUB_INCIDENT_OUTSIDE);
    expect(ofLayer("incident").find((f) => (f.properties as { name: string }).name === "Sample Test Fire")?.properties).toMatchObject({
      county: "Los Angeles",
      acres: 1850,
      containment: 10,
      url: expect.stringMatching(/^https:\/\/www\.fire\.ca\.gov\/incidents\/.+\/sample-test-fire\/$/),
    });
    expect(names("perimeter")).toEqual([...STUB_PERIMETERS].sort());

    // The zones as stored, the clear one too (the map leaves it out, the open data does not), each
    // status read from the county's wording; the order zone keeps its hole.
    const zones = Object.fromEntries(ofLayer("zone").map((f) => [(f.properties as { id: string }).id, f]));
    for (const zone of Object.values(STUB_ZONES)) {
      expect(zones[zone.id]?.properties, zone.id).toMatchObject({ id: zone.id, name: zone.name, status: zone.status });
    }
    const order = zones[STUB_ZONES.order.id] as unknown as Feature<Polygon>;
    expect(order.geometry.type).toBe("Polygon");
    expect(order.geometry.coordinates).toHaveLength(2);
  });

  test("a refresh without the scheduler's token is refused", async ({ request }) => {
    for (const authorization of [`Bearer not-the-${HAZARD_REFRESH_SECRET}`, `Basic ${Buffer.from(`x:${HAZARD_REFRESH_SECRET}`).toString("base64")}`, ""]) {
      const response = await request.post("/api/hazards/refresh", { headers: authorization ? { authorization } : {} });
      expect(response.status(), authorization).toBe(401);
      expect(response.headers()["www-authenticate"]).toBe('Bearer realm="hazards"');
      expect(await response.json()).toEqual({ error: "Unauthorized" });
    }
  });

  // The resident's task in a zone, on a phone, in two languages: where to go, and what not to do.
  for (const lang of ["es", "ko"] as const) {
    test.describe(`${lang}: with the visitor inside the order zone`, () => {
      test.use({ geolocation: { latitude: ORDER_ZONE_SHELTER.latitude, longitude: ORDER_ZONE_SHELTER.longitude }, permissions: ["geolocation"] });

      test("a need's one tap: the warning at the top with the official alerts and 911, and the shelter in the zone is not offered", async ({ page }) => {
        await page.goto(`/${lang}`);
        await hydrated(page);
        await page.locator('[data-need="shelter"]').click();
        await expect(page).toHaveURL(/open=1/);

        const alert = page.getByTestId("location-hazard");
        await expect(alert).toBeVisible();
        await expect(alert).toHaveAttribute("data-status", "order");
        await expect(alert).toContainText(fill(curated("Your location appears to be inside an evacuation order zone ({zone}). Leave now, and follow official instructions.", lang), { zone: STUB_ZONES.order.name }));
        await expect(alert.getByRole("link", { name: curated("In immediate danger? Call 911.", lang) })).toHaveAttribute("href", "tel:911");
        await expect(alert.getByRole("link", { name: curated("Follow the official instructions at ready.lacounty.gov.", lang) })).toHaveAttribute("href", "https://ready.lacounty.gov/");
        await expect(alert).toBeInViewport();
        // Never "safe": the page says nothing of the kind anywhere.
        expect(await alert.textContent()).not.toMatch(/safe|segur|안전|安全/i);

        // "Open now", nearest first: the shelter inside the order zone is open around the clock, yet not offered.
        const list = page.getByTestId("place-list");
        await expect(list.locator("li[data-place-id]").first()).toBeVisible();
        await expect(list.locator(`li[data-place-id="${ORDER_ZONE_SHELTER.id}"]`)).toHaveCount(0);
        await expect(list.locator("li[data-hazard]")).toHaveCount(0);
      });

      test("the shelter's own entry says first that it is in the order zone; a place in the zone's hole and one in a clear zone say nothing", async ({ page }) => {
        await page.goto(`/${lang}?place=${ORDER_ZONE_SHELTER.id}`);
        await hydrated(page);
        const card = page.locator(`li[data-place-id="${ORDER_ZONE_SHELTER.id}"]`);
        await expect(card).toHaveAttribute("data-hazard", "order");
        const warning = card.getByTestId("hazard-warning");
        await expect(warning).toBeVisible();
        await expect(warning).toContainText(curated("Evacuation order for this area: do not go here.", lang));
        await expect(warning).toContainText(STUB_ZONES.order.name);
        await expect(warning).toContainText(HAZARD_ZONES_SOURCE);
        await expect(warning.getByRole("link")).toHaveAttribute("href", "https://ready.lacounty.gov/");

        for (const quiet of [ORDER_ZONE_HOLE_PLACE, CLEAR_ZONE_SHELTER]) {
          await page.goto(`/${lang}?place=${quiet.id}`);
          const entry = page.locator(`li[data-place-id="${quiet.id}"]`);
          await expect(entry).toBeVisible();
          await expect(entry).not.toHaveAttribute("data-hazard", /.+/);
          await expect(entry.getByTestId("hazard-warning")).toHaveCount(0);
        }
      });
    });
  }

  test.describe("es: the layers on the map", () => {
    test("drawn under the places with their sources and times, each turned off and on, the choice kept in the address", async ({ page }) => {
      await page.goto("/es#map");
      await hydrated(page);
      const legend = page.getByTestId("hazard-legend");
      await legend.scrollIntoViewIfNeeded();
      await expect(legend).toBeVisible();
      await expect(legend).toContainText(fill(curated("From {source}, updated {time}", "es"), { source: "CAL FIRE", time: "" }).trim());
      await expect(legend).toContainText(HAZARD_ZONES_SOURCE);
      await expect(legend).not.toContainText(curated("Out of date", "es"));

      // The order and warning zones (never the clear one), the three perimeters, the two fires in the county.
      const zones = page.locator(".leaflet-hazard-zones-pane path");
      const perimeters = page.locator(".leaflet-hazard-perimeters-pane path");
      const fires = page.locator(`.leaflet-marker-icon[title="${fill(curated("Active fire: {name}", "es"), { name: STUB_INCIDENTS[0] })}"]`);
      await expect(zones).toHaveCount(2);
      await expect(perimeters).toHaveCount(3);
      await expect(fires).toHaveCount(1);

      const zonesBox = legend.getByRole("checkbox", { name: fill(curated("Evacuation zones ({count})", "es"), { count: 2 }) });
      await expect(zonesBox).toBeChecked();
      await zonesBox.uncheck();
      await expect(zones).toHaveCount(0);
      await expect(perimeters).toHaveCount(3);
      await expect(page).toHaveURL(/hide=zone/);

      // A shared link keeps the choice.
      await page.reload();
      await hydrated(page);
      await expect(zonesBox).not.toBeChecked();
      await expect(perimeters).toHaveCount(3);
      await expect(zones).toHaveCount(0);
      await zonesBox.check();
      await expect(zones).toHaveCount(2);
      await expect(page).not.toHaveURL(/hide=/);
    });
  });

  test.describe("zh: the layers cannot be loaded", () => {
    test("the page says so with the official alerts, the places still show, and Try again loads them", async ({ page }) => {
      await page.route("**/api/hazards", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down (test)"}' }));
      await page.goto("/zh#map");
      await hydrated(page);
      const failed = page.getByTestId("hazards-failed");
      await expect(failed).toContainText(curated("The evacuation zones and fire maps could not be loaded. Check ready.lacounty.gov for official alerts.", "zh"));
      await expect(page.getByTestId("hazard-legend")).toHaveCount(0);
      await expect(page.getByTestId("result-count")).toHaveText(/\d+/);

      await page.unroute("**/api/hazards");
      await failed.getByRole("button", { name: curated("Try again", "zh") }).click();
      await expect(failed).toHaveCount(0);
      await expect(page.getByTestId("hazard-legend")).toBeVisible();
    });
  });

  test.describe("ko: offline", () => {
    test.use({ serviceWorkers: "allow" });

    test("the last layers stay on the map with the time they were fetched", async ({ page, context }) => {
      await page.goto("/ko#map");
      await hydrated(page);
      await page.getByTestId("hazard-legend").scrollIntoViewIfNeeded();
      await expect(page.locator(".leaflet-hazard-zones-pane path")).toHaveCount(2);
      await storedOffline(page, ["/ko"]);
      await storedOffline(page, ["/api/hazards", "/api/places/ko"], OFFLINE.placesCache);
      const fetchedLine = (await page.getByTestId("hazard-legend").locator("li[data-layer=zone]").textContent())!;

      await context.setOffline(true);
      try {
        await page.reload();
        await expect(page.getByTestId("offline-notice")).toBeVisible();
        const legend = page.getByTestId("hazard-legend");
        await legend.scrollIntoViewIfNeeded();
        const zoneRow = legend.locator("li[data-layer=zone]");
        await expect(zoneRow).toContainText(HAZARD_ZONES_SOURCE);
        // The same copy, with the same fetch time, as before the connection was lost.
        await expect(zoneRow).toHaveText(fetchedLine);
        await expect(page.locator(".leaflet-hazard-zones-pane path")).toHaveCount(2);
      } finally {
        await context.setOffline(false);
      }
    });
  });
});
