// @vitest-environment node
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { MigratableDb } from "@/lib/data/migrate";
import { sqlStores } from "@/lib/data/sql";
import type { HazardStore } from "@/lib/data/stores";
import { supabaseStores } from "@/lib/data/supabase";
import type { IncidentLayer, PerimeterLayer, ZoneLayer } from "@/lib/hazards/types";
import { describeEachBackend, type TestBackend } from "@/tests/support/backends";

// Fictional layers (test fixtures), in the shape lib/hazards/refresh.ts produces.
const at = (minute: number) => new Date(Date.UTC(2099, 0, 8, 17, minute)).toISOString();

const incidents = (fetchedAt: string, name = "Example Canyon Fire (test fixture)"): IncidentLayer => ({
  layer: "incident",
  source: "CAL FIRE",
  sourceUrl: "https://www.fire.ca.gov/umbraco/api/IncidentApi/GeoJsonList",
  fetchedAt,
  features: [
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [-118.12345, 34.20001] },
      properties: { name, started: "2099-01-07T20:15:00.000Z", updated: null, acres: 1250.5, containment: 0, county: "Los Angeles", url: "https://www.fire.ca.gov/incidents/2099/1/7/example" },
    },
  ],
});

const ring = [[-118.2, 34.1], [-118.1, 34.1], [-118.1, 34.2], [-118.2, 34.1]];
const perimeters = (fetchedAt: string): PerimeterLayer => ({
  layer: "perimeter",
  source: "NIFC (WFIGS)",
  sourceUrl: "https://services3.arcgis.com/example/arcgis/rest/services/WFIGS_Interagency_Perimeters_Current/FeatureServer/0",
  fetchedAt,
  features: [
    { type: "Feature", geometry: { type: "Polygon", coordinates: [ring] }, properties: { name: "Example Canyon (test fixture)", acres: null, updated: null } },
    { type: "Feature", geometry: { type: "MultiPolygon", coordinates: [[ring], [ring]] }, properties: { name: "Sample Ridge 避难 (test fixture)", acres: 3.25, updated: at(1) } },
  ],
});

const zones = (fetchedAt: string): ZoneLayer => ({
  layer: "zone",
  source: "Sample County OEM (test fixture)",
  sourceUrl: "https://example.org/zones.geojson",
  fetchedAt,
  features: [{ type: "Feature", geometry: { type: "Polygon", coordinates: [ring] }, properties: { id: "LAC-0001", name: "Zone 1", status: "order" } }],
});

const PRIVATE_REASON = "https://secret.example.org/private-feed answered 500 Internal Server Error.";

describeEachBackend("HazardStore contract", (backend, { kind }) => {
  let b: TestBackend;
  let db: MigratableDb;
  let hazards: HazardStore;

  beforeAll(() => {
    b = backend();
    ({ admin: db, hazards } = b);
  });
  beforeEach(() => db.query("delete from public.hazard_layers"));

  const errors = () => db.query<{ layer: string; last_error: string | null; has_time: boolean }>("select layer, last_error, last_error_at is not null as has_time from public.hazard_layers order by layer");

  /** The same store as a visitor sees it: the anon role in SQL, the anon key (for both clients) on Supabase. */
  async function asVisitor<T>(fn: (store: HazardStore) => Promise<T>): Promise<T> {
    if (kind === "sql") return b.sql!.asRole("anon", (as) => fn(sqlStores(as).hazards()));
    const { url, anonKey } = b.supabase!;
    return fn(supabaseStores({ url, anonKey, serviceRoleKey: anonKey }).hazards());
  }

  /** A visitor's attempt to read the operators' columns: refused. */
  async function visitorReadsError(): Promise<void> {
    if (kind === "sql") {
      await expect(b.sql!.asRole("anon", (as) => as.query("select last_error from public.hazard_layers"))).rejects.toThrow(/permission denied/i);
      return;
    }
    const { url, anonKey } = b.supabase!;
    for (const select of ["last_error", "*", "layer,last_error_at"]) {
      const response = await fetch(`${url}/rest/v1/hazard_layers?select=${select}`, { headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` } });
      expect(response.status, select).toBeGreaterThanOrEqual(401);
      expect(response.status, select).toBeLessThanOrEqual(403);
      expect(await response.text()).not.toContain("secret.example.org");
    }
  }

  it("is empty when nothing was ever fetched, also after failures", async () => {
    expect(await hazards.layers()).toEqual([]);
    await hazards.failed("zone", PRIVATE_REASON);
    expect(await hazards.layers()).toEqual([]);
    expect(await asVisitor((s) => s.layers())).toEqual([]);
    expect(await errors()).toEqual([{ layer: "zone", last_error: PRIVATE_REASON, has_time: true }]);
  });

  it("reads back every layer as saved, in layer order, for the server and for visitors", async () => {
    const saved = [zones(at(0)), incidents(at(0)), perimeters(at(0))];
    for (const layer of saved) await hazards.save(layer);
    const expected = [incidents(at(0)), perimeters(at(0)), zones(at(0))];
    expect(await hazards.layers()).toEqual(expected);
    expect(await asVisitor((s) => s.layers())).toEqual(expected);
    // Only the layers asked for (the place flags read the zones alone).
    expect(await hazards.layers(["zone"])).toEqual([zones(at(0))]);
    expect(await asVisitor((s) => s.layers(["perimeter", "incident"]))).toEqual([incidents(at(0)), perimeters(at(0))]);
    expect(await hazards.layers([])).toEqual([]);
  });

  it("a failure keeps the last good copy, records why and when, and visitors never see it", async () => {
    await hazards.save(incidents(at(0)));
    await hazards.failed("incident", PRIVATE_REASON);
    expect(await hazards.layers()).toEqual([incidents(at(0))]);
    expect(await errors()).toEqual([{ layer: "incident", last_error: PRIVATE_REASON, has_time: true }]);
    const seen = await asVisitor((s) => s.layers());
    expect(seen).toEqual([incidents(at(0))]);
    expect(JSON.stringify(seen)).not.toContain("secret.example.org");
    await visitorReadsError();
  });

  it("saving again replaces the copy and clears the error; an older copy changes nothing", async () => {
    await hazards.save(incidents(at(0)));
    await hazards.failed("incident", PRIVATE_REASON);
    await hazards.save(incidents(at(5), "Renamed (test fixture)"));
    expect(await hazards.layers()).toEqual([incidents(at(5), "Renamed (test fixture)")]);
    expect(await errors()).toEqual([{ layer: "incident", last_error: null, has_time: false }]);
    // A slower refresh that started earlier finishes last: the newer copy stays.
    await hazards.save(incidents(at(1)));
    expect(await hazards.layers()).toEqual([incidents(at(5), "Renamed (test fixture)")]);
    // An empty layer (a quiet day) is a good copy too.
    await hazards.save({ ...incidents(at(6)), features: [] });
    expect(await hazards.layers()).toEqual([{ ...incidents(at(6)), features: [] }]);
  });

  it("visitors can neither save nor record failures", async () => {
    await hazards.save(incidents(at(0)));
    await expect(asVisitor((s) => s.save(incidents(at(9), "Defaced")))).rejects.toThrow(/permission denied/i);
    await expect(asVisitor((s) => s.failed("incident", "visitor"))).rejects.toThrow(/permission denied/i);
    expect(await hazards.layers()).toEqual([incidents(at(0))]);
    expect(await errors()).toEqual([{ layer: "incident", last_error: null, has_time: false }]);
  });

  it("refuses a row that is not a layer (unknown name) and reads nothing it cannot check", async () => {
    await expect(hazards.save({ ...incidents(at(0)), layer: "smoke" } as unknown as IncidentLayer)).rejects.toThrow();
    await expect(hazards.failed("smoke" as "zone", "x")).rejects.toThrow();
    // A row written behind the store's back with a broken feature is an error, not a silent map.
    await db.query("insert into public.hazard_layers (layer, source, source_url, fetched_at, features) values ('zone', 'X', 'https://example.org', now(), '[{\"type\": \"Feature\"}]')");
    await expect(hazards.layers()).rejects.toThrow();
  });
});
