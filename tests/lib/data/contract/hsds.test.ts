// @vitest-environment node
import { readFileSync } from "node:fs";
import { beforeAll, expect, it } from "vitest";
import type { PlaceStore } from "@/lib/data/stores";
import { parseHsdsJson } from "@/lib/import/hsds";
import { runImport } from "@/lib/import/run-import";
import { hsdsServicesPage } from "@/lib/open-data/hsds";
import { describeEachBackend } from "@/tests/support/backends";

/** An HSDS 3.0 API page of three fictional services (tests/fixtures). */
const FIXTURE = readFileSync("tests/fixtures/hsds-services.json", "utf8");
const SOURCE = "file:hsds-services.json";

describeEachBackend("HSDS 3.0: import, re-import, export", (backend) => {
  let store: PlaceStore;
  beforeAll(() => {
    store = backend().places;
  });

  it("imports the directory's services as places, then a second import changes nothing", async () => {
    expect(await runImport(store, SOURCE, FIXTURE)).toMatchObject({ ok: true, summary: { total: 3, inserted: 3, updated: 0, unchanged: 0 } });
    expect(await runImport(store, SOURCE, FIXTURE)).toMatchObject({ ok: true, summary: { total: 3, inserted: 0, updated: 0, unchanged: 3 } });
    const imported = (await store.listPlaces()).filter((p) => p.externalId.startsWith("hsds:"));
    expect(imported.map((p) => p.name).sort()).toEqual([
      "Example 24-hour Crisis Line Walk-in (fictional)",
      "Example Evening Meal Program (fictional)",
      "Example Family Resource Center (fictional)",
    ]);
  });

  it("round-trips through the open-data export: stored, exported as HSDS, read again, the same places", async () => {
    const parsed = parseHsdsJson(FIXTURE);
    if (!parsed.ok) throw new Error("fixture invalid");
    const stored = (await store.listPlaces()).filter((p) => p.externalId.startsWith("hsds:"));
    const exported = JSON.stringify(hsdsServicesPage(stored, stored.length, { page: 1, perPage: 50, full: true }));
    const again = parseHsdsJson(exported);
    expect(again.ok && [...again.places].sort((a, b) => a.externalId.localeCompare(b.externalId))).toEqual(
      [...parsed.places].sort((a, b) => a.externalId.localeCompare(b.externalId)),
    );
    // And importing the export over the stored places changes nothing.
    expect(await runImport(store, "export", exported)).toMatchObject({ ok: true, summary: { unchanged: 3 } });
  });
});
