// @vitest-environment node
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { migrate } from "@/lib/data/migrate";
import { createSqlPlaceStore } from "@/lib/data/sql/places";
import type { PlaceStore } from "@/lib/data/stores";
import { describeSummary, runImport } from "@/lib/import/run-import";

// The documented sample (5 rows) is the valid file; variants are made by editing its text.
const SAMPLE = readFileSync("docs/sample-import.csv", "utf8");
const SOURCE = "file:sample-import.csv";

let db: PGlite;
let store: PlaceStore;

// One in-memory database for the file (starting PGlite takes seconds), migrated exactly like the
// real ones; every test starts from empty tables.
beforeAll(async () => {
  db = new PGlite();
  await migrate({ query: async (sql, params) => (await db.query(sql, params)).rows as never, exec: (sql) => db.exec(sql) });
  store = createSqlPlaceStore({ query: async (sql, params) => (await db.query(sql, params)).rows as never });
}, 120_000);

beforeEach(async () => {
  await db.exec("truncate public.places, public.import_runs cascade");
});

afterAll(async () => {
  await db.close();
});

async function count(table: "places" | "import_runs"): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
  return rows[0]!.n;
}

async function updatedAts(): Promise<Record<string, string>> {
  const { rows } = await db.query<{ external_id: string; updated_at: Date }>("select external_id, updated_at from public.places");
  return Object.fromEntries(rows.map((r) => [r.external_id, r.updated_at.toISOString()]));
}

describe("runImport against a real database", () => {
  it("imports every row of a valid file and records the run", async () => {
    const result = await runImport(store, SOURCE, SAMPLE);
    expect(result).toMatchObject({ ok: true, summary: { total: 5, inserted: 5, updated: 0, unchanged: 0 } });
    expect(await count("places")).toBe(5);
    expect(await count("import_runs")).toBe(1);
    const donation = (await store.listPlaces({ kinds: ["donation_need"] }))[0];
    expect(donation?.itemsNeeded).toContainEqual({ item: "Diapers (size 4)", urgency: "medium" });
    expect(donation?.isSample).toBe(false);
  });

  it("changes nothing when the same file is imported again", async () => {
    await runImport(store, SOURCE, SAMPLE);
    const before = await updatedAts();
    // Let the clock move on, so a rewritten row would get a visibly newer updated_at.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const result = await runImport(store, SOURCE, SAMPLE);
    expect(result).toMatchObject({ ok: true, summary: { total: 5, inserted: 0, updated: 0, unchanged: 5 } });
    expect(await updatedAts()).toEqual(before);
  });

  it("updates only the row that changed", async () => {
    await runImport(store, SOURCE, SAMPLE);
    const before = await updatedAts();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const edited = SAMPLE.replace("Example: Community Pantry – Altadena", "Example: Community Pantry – East Altadena");
    const result = await runImport(store, SOURCE, edited);
    expect(result).toMatchObject({ ok: true, summary: { total: 5, inserted: 0, updated: 1, unchanged: 4 } });
    const after = await updatedAts();
    expect(after["example-food-01"]).not.toBe(before["example-food-01"]);
    expect({ ...after, "example-food-01": null }).toEqual({ ...before, "example-food-01": null });
  });

  it("imports nothing when one row is invalid, not even the valid ones", async () => {
    await runImport(store, SOURCE, SAMPLE);
    const before = await updatedAts();
    const runsBefore = await count("import_runs");
    // A valid change to one row plus an invalid new row: neither may land.
    const file = `${SAMPLE.replace("Example: Community Pantry – Altadena", "Example: Renamed")}example-bad,resource,essentials,Example: Bad,,,34.1,-118.1,,,mon 9-5,,,,,,,,,,,,\n`;
    const result = await runImport(store, SOURCE, file);
    expect(result).toEqual({ ok: false, errors: [{ row: 7, column: "hours", message: '"mon 9-5" is not like "mon 09:00-17:00"' }] });
    expect(await count("places")).toBe(5);
    expect(await count("import_runs")).toBe(runsBefore);
    expect(await updatedAts()).toEqual(before);
    expect((await store.listPlaces()).map((p) => p.name)).not.toContain("Example: Renamed");
  });

  it("does not open a lazily passed store for an invalid file", async () => {
    const open = vi.fn(async () => store);
    const result = await runImport(open, SOURCE, "external_id,kind\n");
    expect(result.ok).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(await runImport(open, SOURCE, SAMPLE)).toMatchObject({ ok: true, summary: { inserted: 5 } });
    expect(open).toHaveBeenCalledOnce();
  });
});

describe("describeSummary", () => {
  it("says what the import did", () => {
    expect(describeSummary({ total: 64, inserted: 3, updated: 2, unchanged: 59 })).toBe("Imported 64 rows: 3 new, 2 updated, 59 unchanged.");
  });
});
