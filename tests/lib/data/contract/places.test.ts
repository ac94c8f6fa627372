// @vitest-environment node
import { beforeAll, expect, it } from "vitest";
import type { MigratableDb } from "@/lib/data/migrate";
import type { PlaceStore } from "@/lib/data/stores";
import { PLACE_KINDS, type PlaceInput } from "@/lib/places/types";
import { AMENITIES } from "@/lib/places/amenities";
import { describeEachBackend } from "@/tests/support/backends";

/** The seed's fixed ids: row n is 00000000-0000-4000-8000-000000000nnn. */
const seedId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const FIXTURE_001 = seedId(1);
/** The seed's two unpublished drafts. */
const UNPUBLISHED_IDS = [seedId(14), seedId(49)];
const DRAFT_PREFIX = "Sample (unpublished draft): ";

const PLACE_KEYS = [
  "id",
  "externalId",
  "kind",
  "category",
  "name",
  "description",
  "address",
  "latitude",
  "longitude",
  "phone",
  "website",
  "hours",
  "status",
  "noIdRequired",
  "petsAllowed",
  "wheelchairAccessible",
  "freeOfCharge",
  "phoneCharging",
  "languages",
  "itemsNeeded",
  "shifts",
  "signupUrl",
  "lastVerifiedAt",
  "verifiedBy",
  "isSample",
  "updatedAt",
].sort();

const isIso = (value: unknown) => typeof value === "string" && new Date(value).toISOString() === value;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function input(n: number, overrides: Partial<PlaceInput> = {}): PlaceInput {
  return {
    externalId: `contract-${n}`,
    kind: "resource",
    category: "essentials",
    name: `Contract test place ${n}`,
    description: "Water and snacks.",
    address: "Somewhere in Pasadena (test)",
    latitude: 34.15,
    longitude: -118.14,
    phone: "(626) 555-0199",
    website: "https://example.org/contract",
    hours: { mon: [{ opens: "09:00", closes: "17:00" }], sat: [{ opens: "22:00", closes: "02:00" }] },
    status: "open",
    noIdRequired: true,
    petsAllowed: false,
    wheelchairAccessible: true,
    freeOfCharge: true,
    phoneCharging: false,
    languages: ["en", "es"],
    itemsNeeded: [{ item: "Diapers (size 4-6)", urgency: "high" }],
    shifts: [{ day: "sat", starts: "09:00", ends: "13:00" }],
    signupUrl: "https://example.org/contract/signup",
    lastVerifiedAt: "2026-01-10T18:30:00.000Z",
    verifiedBy: "Contract test",
    isSample: false,
    ...overrides,
  };
}

/** Everything the database holds in places and import_runs, to prove an operation changed nothing. */
async function snapshot(db: MigratableDb) {
  const [places] = await db.query<{ n: number; digest: string }>(
    "select count(*)::int as n, md5(coalesce(string_agg(p::text, '|' order by p.id), '')) as digest from public.places p",
  );
  const [runs] = await db.query<{ n: number }>("select count(*)::int as n from public.import_runs");
  return { places, runs };
}

async function updatedAt(db: MigratableDb, externalId: string): Promise<string> {
  const [row] = await db.query<{ at: string }>(
    "select updated_at::text as at from public.places where external_id = $1",
    [externalId],
  );
  if (!row) throw new Error(`No place ${externalId}`);
  return row.at;
}

describeEachBackend("PlaceStore contract: reads", (backend) => {
  let db: MigratableDb;
  let store: PlaceStore;

  beforeAll(() => {
    ({ admin: db, places: store } = backend());
  });

  it("lists only published places: 64 of the 66 seeded", async () => {
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>("select count(*)::int as n from public.places");
    expect(n).toBe(66);
    const places = await store.listPlaces();
    expect(places).toHaveLength(64);
    expect(places.filter((p) => p.name.startsWith(DRAFT_PREFIX))).toEqual([]);
    const ids = places.map((p) => p.id);
    for (const id of UNPUBLISHED_IDS) expect(ids).not.toContain(id);
    expect(new Set(ids).size).toBe(64);
  });

  it("orders places by name", async () => {
    // Collations differ between servers: compare only the first letter after "Sample: ".
    const initials = (await store.listPlaces()).map((p) => p.name.replace(/^Sample: /, "").charAt(0));
    expect(initials).toEqual([...initials].sort());
  });

  it("maps rows to the app's types", async () => {
    const all = await store.listPlaces();
    for (const place of all) {
      expect(Object.keys(place).sort()).toEqual(PLACE_KEYS);
      expect(typeof place.latitude).toBe("number");
      expect(typeof place.longitude).toBe("number");
      expect(isIso(place.updatedAt)).toBe(true);
      expect(place.lastVerifiedAt === null || isIso(place.lastVerifiedAt)).toBe(true);
      expect(place.hours).toBeTypeOf("object");
      expect(Array.isArray(place.hours)).toBe(false);
      expect(Array.isArray(place.languages)).toBe(true);
      expect(Array.isArray(place.itemsNeeded)).toBe(true);
      expect(Array.isArray(place.shifts)).toBe(true);
      expect(typeof place.noIdRequired).toBe("boolean");
      expect(PLACE_KINDS).toContain(place.kind);
    }
    const donation = all.find((p) => p.kind === "donation_need" && p.itemsNeeded.length > 0);
    expect(donation?.itemsNeeded[0]).toEqual({ item: expect.any(String), urgency: expect.stringMatching(/^(high|medium|low)$/) });
    const volunteer = all.find((p) => p.kind === "volunteer_opportunity" && p.shifts.length > 0);
    expect(volunteer?.shifts[0]).toEqual({
      day: expect.stringMatching(/^(sun|mon|tue|wed|thu|fri|sat)$/),
      starts: expect.stringMatching(/^\d\d:\d\d$/),
      ends: expect.stringMatching(/^\d\d:\d\d$/),
    });
  });

  it("filters by kind", async () => {
    const all = await store.listPlaces();
    const shelters = await store.listPlaces({ kinds: ["shelter"] });
    expect(shelters.length).toBeGreaterThan(0);
    expect(shelters.every((p) => p.kind === "shelter")).toBe(true);
    expect(shelters.map((p) => p.id).sort()).toEqual(all.filter((p) => p.kind === "shelter").map((p) => p.id).sort());

    const kinds = ["donation_need", "volunteer_opportunity"] as const;
    const some = await store.listPlaces({ kinds });
    expect(some.map((p) => p.id).sort()).toEqual(
      all.filter((p) => (kinds as readonly string[]).includes(p.kind)).map((p) => p.id).sort(),
    );
    expect(new Set(some.map((p) => p.kind))).toEqual(new Set(kinds));
    // The unpublished donation need stays hidden under a filter too.
    expect(some.map((p) => p.id)).not.toContain(seedId(49));
    expect(await store.listPlaces({ kinds: [] })).toHaveLength(64);
  });

  it("gets fixture 001 by id with its fields", async () => {
    const place = await store.getPlace(FIXTURE_001);
    expect(place).not.toBeNull();
    expect(place).toMatchObject({
      id: FIXTURE_001,
      externalId: "sample-001",
      kind: "resource",
      category: "essentials",
      name: "Sample: Community Food Distribution – Altadena",
      address: "Central Altadena (sample location)",
      latitude: 34.1897,
      longitude: -118.1312,
      phone: "(626) 555-0101",
      website: "https://example.org/sample/sample-001",
      status: "open",
      noIdRequired: true,
      petsAllowed: false,
      wheelchairAccessible: true,
      freeOfCharge: true,
      phoneCharging: false,
      languages: ["en", "es"],
      itemsNeeded: [],
      shifts: [],
      signupUrl: null,
      verifiedBy: "Sample volunteer team",
      isSample: true,
    });
    expect(place?.hours.mon).toEqual([{ opens: "00:00", closes: "24:00" }]);
    expect(Object.keys(place?.hours ?? {}).sort()).toEqual(["fri", "mon", "sat", "sun", "thu", "tue", "wed"]);
    expect(isIso(place?.updatedAt)).toBe(true);
    // Verified "now() - 1 day" when the seed ran.
    const verifiedAgoHours = (Date.now() - Date.parse(place?.lastVerifiedAt ?? "")) / 3_600_000;
    expect(verifiedAgoHours).toBeGreaterThan(23);
    expect(verifiedAgoHours).toBeLessThan(25);
  });

  it("returns null for an unpublished id", async () => {
    for (const id of UNPUBLISHED_IDS) expect(await store.getPlace(id)).toBeNull();
  });

  it("returns null, without throwing, for malformed ids, and changes nothing", async () => {
    const before = await snapshot(db);
    for (const id of ["not-a-uuid", "'; drop table places; --", "", `${FIXTURE_001}' or '1'='1`]) {
      await expect(store.getPlace(id)).resolves.toBeNull();
    }
    expect(await snapshot(db)).toEqual(before);
  });

  it("returns null for an unknown uuid", async () => {
    expect(await store.getPlace("00000000-0000-4000-8000-000000000999")).toBeNull();
    expect(await store.getPlace("7d444840-9dc0-11d1-b245-5ffdce74fad2")).toBeNull();
  });

  it("reports lastUpdated as an ISO timestamp no older than the newest place", async () => {
    const at = await store.lastUpdated();
    expect(isIso(at)).toBe(true);
    const newest = Math.max(...(await store.listPlaces()).map((p) => Date.parse(p.updatedAt)));
    expect(Date.parse(at ?? "")).toBeGreaterThanOrEqual(newest);
  });
});

describeEachBackend("PlaceStore contract: imports", (backend) => {
  let db: MigratableDb;
  let store: PlaceStore;

  beforeAll(() => {
    ({ admin: db, places: store } = backend());
  });

  it("inserts new rows, then leaves identical rows alone, then updates a changed one", async () => {
    const rows = [input(1), input(2)];
    expect(await store.upsertPlaces(rows, "contract: first")).toEqual({ total: 2, inserted: 2, updated: 0, unchanged: 0 });

    const listed = (await store.listPlaces()).filter((p) => p.externalId.startsWith("contract-"));
    expect(listed).toHaveLength(2);
    const first = listed.find((p) => p.externalId === "contract-1");
    expect(first).toMatchObject(input(1));
    expect(first && (await store.getPlace(first.id))).toEqual(first);
    expect(await store.listPlaces()).toHaveLength(66);

    const before1 = await updatedAt(db, "contract-1");
    const before2 = await updatedAt(db, "contract-2");
    await sleep(5);
    expect(await store.upsertPlaces(rows, "contract: again")).toEqual({ total: 2, inserted: 0, updated: 0, unchanged: 2 });
    expect(await updatedAt(db, "contract-1")).toBe(before1);
    expect(await updatedAt(db, "contract-2")).toBe(before2);

    await sleep(5);
    const changed = [input(1, { name: "Contract test place 1 (moved)", latitude: 34.16 }), input(2)];
    expect(await store.upsertPlaces(changed, "contract: change")).toEqual({ total: 2, inserted: 0, updated: 1, unchanged: 1 });
    expect(await updatedAt(db, "contract-2")).toBe(before2);
    const after1 = await updatedAt(db, "contract-1");
    expect(after1).not.toBe(before1);
    const [{ moved } = { moved: false }] = await db.query<{ moved: boolean }>(
      "select $1::timestamptz > $2::timestamptz as moved",
      [after1, before1],
    );
    expect(moved).toBe(true);
    const place = (await store.listPlaces()).find((p) => p.externalId === "contract-1");
    expect(place).toMatchObject({ name: "Contract test place 1 (moved)", latitude: 34.16 });
  });

  it("writes every yes/no fact of lib/places/amenities.ts, each on its own", async () => {
    const allTrue = Object.fromEntries(AMENITIES.map((a) => [a.key, true]));
    await store.upsertPlaces([input(50, allTrue)], "contract: facts");
    const read = async () => (await store.listPlaces()).find((p) => p.externalId === "contract-50");
    expect(await read()).toMatchObject(allTrue);
    for (const amenity of AMENITIES) {
      const next = { ...allTrue, [amenity.key]: false };
      expect(await store.upsertPlaces([input(50, next)], `contract: ${amenity.column} off`)).toMatchObject({ updated: 1 });
      expect(await read()).toMatchObject(next);
      expect(await store.upsertPlaces([input(50, allTrue)], `contract: ${amenity.column} on`)).toMatchObject({ updated: 1 });
    }
    expect(await store.upsertPlaces([input(50, allTrue)], "contract: facts again")).toMatchObject({ unchanged: 1 });
  });

  it("records every run in import_runs", async () => {
    const [{ n: before } = { n: -1 }] = await db.query<{ n: number }>("select count(*)::int as n from public.import_runs");
    await store.upsertPlaces([input(10), input(11)], "contract: runs");
    await store.upsertPlaces([input(10), input(11)], "contract: runs again");
    const runs = await db.query<{ source: string; rows_total: number; rows_changed: number }>(
      "select source, rows_total, rows_changed from public.import_runs order by id desc limit 2",
    );
    expect(runs).toEqual([
      { source: "contract: runs again", rows_total: 2, rows_changed: 0 },
      { source: "contract: runs", rows_total: 2, rows_changed: 2 },
    ]);
    const [{ n: after } = { n: -1 }] = await db.query<{ n: number }>("select count(*)::int as n from public.import_runs");
    expect(after).toBe(before + 2);
  });

  it("unpublishes a place when the import says so", async () => {
    await store.upsertPlaces([input(20)], "contract: publish");
    const place = (await store.listPlaces()).find((p) => p.externalId === "contract-20");
    expect(place).toBeDefined();
    expect(await store.upsertPlaces([input(20, { published: false })], "contract: unpublish")).toMatchObject({ updated: 1 });
    expect(await store.getPlace(place?.id ?? "")).toBeNull();
    expect((await store.listPlaces()).map((p) => p.externalId)).not.toContain("contract-20");
  });

  it("moves lastUpdated forward after an import", async () => {
    const before = await store.lastUpdated();
    expect(isIso(before)).toBe(true);
    await sleep(10);
    // Even a run that changes nothing is a refresh.
    await store.upsertPlaces([input(1, { name: "Contract test place 1 (moved)", latitude: 34.16 })], "contract: refresh");
    const after = await store.lastUpdated();
    expect(isIso(after)).toBe(true);
    expect(Date.parse(after ?? "")).toBeGreaterThan(Date.parse(before ?? ""));
  });

  it("imports all or nothing: a row the database rejects fails the whole run and records nothing", async () => {
    const before = await snapshot(db);
    const rows = [
      input(30), // new and valid
      input(2, { name: "Contract test place 2 (renamed)" }), // existing and valid
      input(31, { latitude: 200 }), // violates the latitude CHECK
    ];
    await expect(store.upsertPlaces(rows, "contract: invalid")).rejects.toThrow(/latitude|check constraint/i);
    expect(await snapshot(db)).toEqual(before);
    expect((await store.listPlaces()).map((p) => p.externalId)).not.toContain("contract-30");
    const runs = await db.query("select 1 from public.import_runs where source = 'contract: invalid'");
    expect(runs).toEqual([]);

    // Another kind of database-level rejection: an external id the CHECK does not allow.
    await expect(store.upsertPlaces([input(32), { ...input(33), externalId: "has spaces" }], "contract: invalid id")).rejects.toThrow();
    expect(await snapshot(db)).toEqual(before);
  });
});
