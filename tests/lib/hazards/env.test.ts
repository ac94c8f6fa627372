// @vitest-environment node
import { describe, expect, it } from "vitest";
import { hazardFeedsFromEnv } from "@/lib/hazards/config";
import { loadServerEnv, restoreEnvAfterEach } from "@/tests/support/server-env";

restoreEnvAfterEach();

const HAZARD_KEYS = ["HAZARD_INCIDENTS_URL", "HAZARD_PERIMETERS_URL", "HAZARD_ZONES_URL", "HAZARD_ZONES_SOURCE", "HAZARD_ZONES_STATUS_FIELD", "HAZARD_ZONES_NAME_FIELD", "HAZARD_ZONES_ID_FIELD", "HAZARD_ZONES_STATUS_MAP"];
const unset = { ...Object.fromEntries(HAZARD_KEYS.map((k) => [k, ""])), HAZARD_REFRESH_SECRET: "" };
/** A feed is refreshed only by a scheduler holding this (required with any feed: lib/settings/server-schema.ts). */
const SECRET = { HAZARD_REFRESH_SECRET: "refresh-secret-0123456789" };

describe("hazard feed settings (server env)", () => {
  it("are all optional: with none, no feed is configured", async () => {
    const env = await loadServerEnv(unset);
    expect(HAZARD_KEYS.map((k) => env[k as keyof typeof env])).toEqual(HAZARD_KEYS.map(() => undefined));
    expect(hazardFeedsFromEnv(env)).toEqual({});
  });

  it("configure the feeds, the zones' fields and extra status wordings", async () => {
    const env = await loadServerEnv({
      ...unset,
      ...SECRET,
      HAZARD_INCIDENTS_URL: "https://www.fire.ca.gov/umbraco/api/IncidentApi/GeoJsonList?inactive=false",
      HAZARD_PERIMETERS_URL: "https://services.example.org/arcgis/rest/services/Perimeters/FeatureServer/0",
      HAZARD_ZONES_URL: "https://zones.example.org/arcgis/rest/services/Zones/FeatureServer/1",
      HAZARD_ZONES_SOURCE: "Sample County OEM (test fixture)",
      HAZARD_ZONES_STATUS_FIELD: "zone_status",
      HAZARD_ZONES_NAME_FIELD: "zone_name",
      HAZARD_ZONES_STATUS_MAP: '{"Evacuation Order - Immediate": "order", "Advisory": "warning"}',
    });
    expect(hazardFeedsFromEnv(env)).toEqual({
      incidents: { url: "https://www.fire.ca.gov/umbraco/api/IncidentApi/GeoJsonList?inactive=false" },
      perimeters: { url: "https://services.example.org/arcgis/rest/services/Perimeters/FeatureServer/0" },
      zones: {
        url: "https://zones.example.org/arcgis/rest/services/Zones/FeatureServer/1",
        source: "Sample County OEM (test fixture)",
        statusField: "zone_status",
        nameField: "zone_name",
        idField: undefined,
        statusMap: { "Evacuation Order - Immediate": "order", Advisory: "warning" },
      },
    });
  });

  it.each([
    ["an http feed on another machine", { HAZARD_INCIDENTS_URL: "http://www.fire.ca.gov/feed" }, /HAZARD_INCIDENTS_URL must be an https:\/\/ URL/],
    ["a feed that is not a URL", { HAZARD_PERIMETERS_URL: "services/FeatureServer/0" }, /HAZARD_PERIMETERS_URL/],
    ["zones without a status field", { HAZARD_ZONES_URL: "https://zones.example.org/zones.geojson" }, /HAZARD_ZONES_STATUS_FIELD must be set with HAZARD_ZONES_URL/],
    ["a status map that is not JSON", { HAZARD_ZONES_STATUS_MAP: "Evacuation Order=order" }, /HAZARD_ZONES_STATUS_MAP must be a JSON object/],
    ["a status map with an unknown status", { HAZARD_ZONES_STATUS_MAP: '{"Level 3": "go now"}' }, /HAZARD_ZONES_STATUS_MAP.*must map each wording to one of order, warning, shelter_in_place, clear/],
    ["a status map that is a list", { HAZARD_ZONES_STATUS_MAP: '["order"]' }, /HAZARD_ZONES_STATUS_MAP must be a JSON object/],
  ])("refuse %s", async (_, values, message) => {
    await expect(loadServerEnv({ ...unset, ...SECRET, ...values })).rejects.toThrow(message);
  });
});
