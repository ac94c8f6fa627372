// @vitest-environment node
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqlStore, type SqlClient } from "@/lib/data/sql-store";
import { createSqlSubmissionStore, UnknownPlaceError, type SubmissionStore } from "@/lib/data/submission-store";
import type { CollaborationInput, ReportInput, SuggestionInput } from "@/lib/forms/schemas";
import { OPEN_TIMEOUT_MS, openPglite, openPostgres, type OpenDatabase, type TestDatabase } from "@/tests/support/databases";

/** The seed's fixed ids: row n is 00000000-0000-4000-8000-000000000nnn. */
const seedId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const UNPUBLISHED_ID = seedId(14);
const DENIED = /permission denied/i;
const TABLES = ["collaboration_requests", "place_suggestions", "place_reports", "rate_limits"] as const;

const isIso = (value: unknown) => typeof value === "string" && new Date(value).toISOString() === value;

const collaboration = (overrides: Partial<CollaborationInput> = {}): CollaborationInput => ({
  name: "Ana Example",
  organization: "Altadena Mutual Aid",
  email: "ana@example.org",
  phone: "(626) 555-0101",
  kind: "supplies",
  message: "We have water to donate.",
  consent: true,
  ...overrides,
});

const suggestion = (overrides: Partial<SuggestionInput> = {}): SuggestionInput => ({
  kind: "shelter",
  category: "shelter_support",
  name: "Church hall shelter (contract test)",
  address: "100 Main St, Pasadena",
  latitude: null,
  longitude: null,
  hours: "",
  phone: "",
  website: null,
  noIdRequired: false,
  petsAllowed: false,
  wheelchairAccessible: false,
  description: "",
  source: "I volunteer there",
  contactEmail: "",
  ...overrides,
});

const report = (placeId: string, overrides: Partial<ReportInput> = {}): ReportInput => ({ placeId, reason: "closed", note: "", ...overrides });

async function count(db: SqlClient, sql: string, params?: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql, params);
  return row?.n ?? -1;
}

async function status(db: TestDatabase, id: string) {
  const [row] = await db.client.query<{ status: string; reviewed_at: Date | string | null; place_id: string | null }>(
    "select status::text as status, reviewed_at, place_id from public.place_suggestions where id = $1",
    [id],
  );
  return row;
}

/** Waits out the last seconds of a fixed rate-limit window, so a test's hits all fall in one. */
async function awayFromWindowEdge(db: SqlClient, windowSeconds: number, marginSeconds = 5) {
  const [row] = await db.query<{ t: number }>("select extract(epoch from now())::float8 as t");
  const left = windowSeconds - ((row?.t ?? 0) % windowSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 250));
}

/** Everything in the four submission tables and the places, read as the superuser. */
async function snapshot(db: TestDatabase) {
  const out: Record<string, unknown> = {};
  for (const table of [...TABLES, "places"]) {
    [out[table]] = await db.client.query(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from public.${table} t`,
    );
  }
  return out;
}

/** Writes and reads a visitor might try on each table, with valid values so only privileges can stop them. */
function visitorStatements(table: (typeof TABLES)[number]): Record<string, string> {
  const insert = {
    collaboration_requests: `insert into public.collaboration_requests (idempotency_key, name, email, kind, message, consent)
                             values (gen_random_uuid(), 'Visitor', 'v@example.org', 'other', 'Hello there, friends', true)`,
    place_suggestions: `insert into public.place_suggestions (idempotency_key, kind, category, name, address, source)
                        values (gen_random_uuid(), 'resource', 'essentials', 'Visitor place', 'Somewhere', 'me')`,
    place_reports: `insert into public.place_reports (idempotency_key, place_id, reason)
                    values (gen_random_uuid(), '${seedId(1)}', 'closed')`,
    rate_limits: "insert into public.rate_limits (key, window_start, hits) values ('visitor', now(), 0)",
  }[table];
  const update = {
    collaboration_requests: "update public.collaboration_requests set name = 'Defaced'",
    place_suggestions: "update public.place_suggestions set status = 'approved'",
    place_reports: "update public.place_reports set resolved_at = now()",
    rate_limits: "update public.rate_limits set hits = 0",
  }[table];
  return {
    select: `select * from public.${table}`,
    "count rows of": `select count(*) from public.${table}`,
    "insert into": insert,
    update,
    "delete from": `delete from public.${table}`,
    truncate: `truncate public.${table}`,
  };
}

type Session = { db: SqlClient; close(): Promise<void> };

/** PGlite has one session (it runs queries one at a time); a server gets a second connection to the test database. */
async function pgliteSession(db: TestDatabase): Promise<Session> {
  return { db: db.client, close: async () => {} };
}

async function postgresSession(db: TestDatabase): Promise<Session> {
  const [row] = await db.client.query<{ name: string }>("select current_database() as name");
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${row?.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  client.on("error", () => {});
  await client.connect();
  return {
    db: { query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[] },
    close: () => client.end(),
  };
}

function describeSubmissionStore(name: string, open: OpenDatabase, secondSession: (db: TestDatabase) => Promise<Session>, enabled = true) {
  describe.runIf(enabled)(`SubmissionStore contract (${name})`, () => {
    let db: TestDatabase;
    let store: SubmissionStore;

    beforeAll(async () => {
      db = await open();
      store = createSqlSubmissionStore(db.client);
    }, OPEN_TIMEOUT_MS);
    afterAll(() => db?.close());

    describe("idempotent adds", () => {
      it("adds a collaboration request once per key, with its values", async () => {
        const key = randomUUID();
        const first = await store.addCollaboration(collaboration(), key);
        expect(first).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), duplicate: false });
        // A retry, even with different values, returns the first record and changes nothing.
        expect(await store.addCollaboration(collaboration({ name: "Someone else" }), key)).toEqual({ id: first.id, duplicate: true });
        const rows = await db.client.query("select * from public.collaboration_requests where idempotency_key = $1", [key]);
        expect(rows).toEqual([
          expect.objectContaining({
            id: first.id,
            name: "Ana Example",
            organization: "Altadena Mutual Aid",
            email: "ana@example.org",
            phone: "(626) 555-0101",
            kind: "supplies",
            message: "We have water to donate.",
            consent: true,
          }),
        ]);
        const other = await store.addCollaboration(collaboration(), randomUUID());
        expect(other.duplicate).toBe(false);
        expect(other.id).not.toBe(first.id);
      });

      it("lists the latest collaboration requests for the team, newest first", async () => {
        const newest = await store.addCollaboration(collaboration({ name: "Newest Sender" }), randomUUID());
        const recent = await store.recentCollaborations(2);
        expect(recent).toHaveLength(2);
        expect(recent[0]).toMatchObject({ id: newest.id, name: "Newest Sender", email: "ana@example.org", kind: "supplies" });
        expect(Date.parse(recent[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(recent[1]!.createdAt));
      });

      it("adds a suggestion once per key", async () => {
        const key = randomUUID();
        const first = await store.addSuggestion(suggestion({ latitude: 34.1, longitude: -118.2, website: "https://example.org" }), key);
        expect(first.duplicate).toBe(false);
        expect(await store.addSuggestion(suggestion(), key)).toEqual({ id: first.id, duplicate: true });
        expect(await count(db.client, "select count(*)::int as n from public.place_suggestions where idempotency_key = $1", [key])).toBe(1);
        expect(await status(db, first.id)).toMatchObject({ status: "pending", reviewed_at: null, place_id: null });
      });

      it("adds a report once per key", async () => {
        const key = randomUUID();
        const first = await store.addReport(report(seedId(5), { reason: "moved", note: "Now on Lake Ave." }), key);
        expect(first.duplicate).toBe(false);
        expect(await store.addReport(report(seedId(5)), key)).toEqual({ id: first.id, duplicate: true });
        expect(await db.client.query("select place_id, reason::text as reason, note from public.place_reports where idempotency_key = $1", [key])).toEqual([
          { place_id: seedId(5), reason: "moved", note: "Now on Lake Ave." },
        ]);
      });

      it("adds once when the same key arrives twice at the same time (from two sessions on a server)", async () => {
        const second = await secondSession(db);
        try {
          const key = randomUUID();
          const other = createSqlSubmissionStore(second.db);
          const [a, b] = await Promise.all([store.addCollaboration(collaboration(), key), other.addCollaboration(collaboration(), key)]);
          expect(a?.id).toBe(b?.id);
          expect([a?.duplicate, b?.duplicate].sort()).toEqual([false, true]);
          expect(await count(db.client, "select count(*)::int as n from public.collaboration_requests where idempotency_key = $1", [key])).toBe(1);
        } finally {
          await second.close();
        }
      });

      it("lets the database refuse what the schema would never pass", async () => {
        await expect(store.addCollaboration(collaboration({ consent: false as true }), randomUUID())).rejects.toThrow();
        await expect(store.addSuggestion(suggestion({ address: "" }), randomUUID())).rejects.toThrow();
        await expect(store.addSuggestion(suggestion({ website: "javascript:alert(1)" }), randomUUID())).rejects.toThrow();
        // A report on a place that does not exist.
        await expect(store.addReport(report("00000000-0000-4000-8000-000000000999"), randomUUID())).rejects.toThrow();
      });
    });

    describe("rate limit", () => {
      it("counts hits per key within a window", async () => {
        const window = 3600;
        await awayFromWindowEdge(db.client, window);
        const key = `contract-${randomUUID()}`;
        expect(await store.hitRateLimit(key, 2, window)).toMatchObject({ allowed: true });
        expect(await store.hitRateLimit(key, 2, window)).toMatchObject({ allowed: true });
        const refused = await store.hitRateLimit(key, 2, window);
        expect(refused.allowed).toBe(false);
        expect(Number.isInteger(refused.retryAfterSeconds)).toBe(true);
        expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(window);
        // Still refused: every hit counts.
        expect((await store.hitRateLimit(key, 2, window)).allowed).toBe(false);
        // Another key has its own count.
        expect((await store.hitRateLimit(`${key}-other`, 2, window)).allowed).toBe(true);
        expect(await db.client.query("select hits from public.rate_limits where key = $1", [key])).toEqual([{ hits: 4 }]);
      });

      it("says how long until the window ends", async () => {
        await awayFromWindowEdge(db.client, 60);
        const key = `contract-${randomUUID()}`;
        await store.hitRateLimit(key, 0, 60);
        const [row] = await db.client.query<{ left: number }>(
          "select extract(epoch from (window_start + interval '60 seconds' - now()))::float8 as left from public.rate_limits where key = $1",
          [key],
        );
        const { allowed, retryAfterSeconds } = await store.hitRateLimit(key, 0, 60);
        expect(allowed).toBe(false);
        expect(Math.abs(retryAfterSeconds - (row?.left ?? -100))).toBeLessThanOrEqual(2);
      });

      it("starts a new count in a new window and forgets windows long gone", async () => {
        const window = 3600;
        await awayFromWindowEdge(db.client, window);
        const key = `contract-${randomUUID()}`;
        expect((await store.hitRateLimit(key, 1, window)).allowed).toBe(true);
        expect((await store.hitRateLimit(key, 1, window)).allowed).toBe(false);
        // Pretend those hits were three windows ago.
        await db.client.query("update public.rate_limits set window_start = window_start - interval '3 hours' where key = $1", [key]);
        expect((await store.hitRateLimit(key, 1, window)).allowed).toBe(true);
        // The old window was deleted; only the new one remains.
        expect(await db.client.query("select hits from public.rate_limits where key = $1", [key])).toEqual([{ hits: 1 }]);
      });
    });

    describe("moderation", () => {
      it("lists pending suggestions only, mapped to the form's fields", async () => {
        const add = async (what: string) =>
          (await store.addSuggestion(suggestion({ name: `Listed ${what}`, latitude: 34.2, longitude: -118.1 }), randomUUID())).id;
        const pending = await add("pending");
        const rejected = await add("rejected");
        const approved = await add("approved");
        await store.rejectSuggestion(rejected);
        await store.approveSuggestion(approved, "Moderator");

        const list = await store.pendingSuggestions();
        const ids = list.map((s) => s.id);
        expect(ids).toContain(pending);
        expect(ids).not.toContain(rejected);
        expect(ids).not.toContain(approved);
        const listed = list.find((s) => s.id === pending);
        expect(listed).toEqual({
          ...suggestion({ name: "Listed pending", latitude: 34.2, longitude: -118.1 }),
          id: pending,
          createdAt: expect.any(String),
        });
        expect(isIso(listed?.createdAt)).toBe(true);
        // Oldest first.
        const times = list.map((s) => Date.parse(s.createdAt));
        expect(times).toEqual([...times].sort((a, b) => a - b));
      });

      it("refuses to approve a suggestion without a point on the map, and leaves it pending", async () => {
        const { id } = await store.addSuggestion(suggestion({ name: "No point yet" }), randomUUID());
        const places = await count(db.client, "select count(*)::int as n from public.places");
        await expect(store.approveSuggestion(id, "Moderator")).rejects.toThrow(/no point on the map/i);
        expect(await status(db, id)).toMatchObject({ status: "pending", place_id: null });
        expect(await count(db.client, "select count(*)::int as n from public.places")).toBe(places);
        expect((await store.pendingSuggestions()).map((s) => s.id)).toContain(id);
      });

      it("approves a suggestion with a point as a published place, verified now by the moderator", async () => {
        const input = suggestion({
          kind: "resource",
          category: "essentials",
          name: "Approved water point (contract test)",
          address: "",
          latitude: 34.15,
          longitude: -118.14,
          hours: "Mon-Fri 9-5",
          phone: "",
          website: "https://example.org/water",
          noIdRequired: true,
          wheelchairAccessible: true,
          description: "Bottled water.",
        });
        const { id } = await store.addSuggestion({ ...input, latitude: null, longitude: null, address: "Near the park" }, randomUUID());
        const before = Date.now();
        const placeId = await store.approveSuggestion(id, "Moderator", { latitude: 34.15, longitude: -118.14 });
        expect(placeId).toMatch(/^[0-9a-f-]{36}$/);

        const places = createSqlStore(db.client);
        const place = (await places.listPlaces()).find((p) => p.id === placeId);
        expect(place).toMatchObject({
          externalId: `suggestion-${id}`,
          kind: "resource",
          category: "essentials",
          name: "Approved water point (contract test)",
          address: "Near the park",
          latitude: 34.15,
          longitude: -118.14,
          phone: null,
          website: "https://example.org/water",
          noIdRequired: true,
          petsAllowed: false,
          wheelchairAccessible: true,
          verifiedBy: "Moderator",
          isSample: false,
          status: "open",
        });
        expect(place?.description).toBe("Bottled water.\nHours (as submitted): Mon-Fri 9-5");
        expect(isIso(place?.lastVerifiedAt)).toBe(true);
        // Verified now (allowing for a little clock skew with a database server).
        expect(Math.abs(Date.parse(place?.lastVerifiedAt ?? "") - before)).toBeLessThan(60_000);
        expect(await places.getPlace(placeId)).toMatchObject({ id: placeId, verifiedBy: "Moderator" });

        expect(await status(db, id)).toMatchObject({ status: "approved", place_id: placeId, reviewed_at: expect.anything() });
        expect((await store.pendingSuggestions()).map((s) => s.id)).not.toContain(id);
        // Approving again publishes nothing more.
        await expect(store.approveSuggestion(id, "Moderator")).rejects.toThrow();
        expect(await count(db.client, "select count(*)::int as n from public.places where external_id = $1", [`suggestion-${id}`])).toBe(1);
      });

      it("approves a suggestion that already has a point without being given one", async () => {
        const { id } = await store.addSuggestion(suggestion({ name: "Has a point", latitude: 33.9, longitude: -117.9 }), randomUUID());
        const placeId = await store.approveSuggestion(id, "Another moderator");
        expect(await createSqlStore(db.client).getPlace(placeId)).toMatchObject({ latitude: 33.9, longitude: -117.9, verifiedBy: "Another moderator" });
      });

      it("refuses unknown and malformed suggestion ids", async () => {
        await expect(store.approveSuggestion(randomUUID(), "Moderator", { latitude: 34, longitude: -118 })).rejects.toThrow();
        await expect(store.approveSuggestion("not-a-uuid", "Moderator")).rejects.toThrow();
        await expect(store.rejectSuggestion("not-a-uuid")).resolves.toBeUndefined();
        await expect(store.resolveReport("'; delete from place_reports; --")).resolves.toBeUndefined();
      });

      it("rejects a suggestion: no longer pending, never published, cannot be approved later", async () => {
        const { id } = await store.addSuggestion(suggestion({ name: "Rejected place", latitude: 34, longitude: -118 }), randomUUID());
        await store.rejectSuggestion(id);
        expect(await status(db, id)).toMatchObject({ status: "rejected", place_id: null, reviewed_at: expect.anything() });
        expect((await store.pendingSuggestions()).map((s) => s.id)).not.toContain(id);
        await expect(store.approveSuggestion(id, "Moderator")).rejects.toThrow();
        expect(await count(db.client, "select count(*)::int as n from public.places where external_id = $1", [`suggestion-${id}`])).toBe(0);
      });

      it("lists open reports with their place's name, and resolves them", async () => {
        const { id } = await store.addReport(report(seedId(1), { reason: "full", note: "No beds tonight." }), randomUUID());
        const open = await store.openReports();
        const listed = open.find((r) => r.id === id);
        expect(listed).toEqual({
          id,
          placeId: seedId(1),
          placeName: "Sample: Community Food Distribution – Altadena",
          reason: "full",
          note: "No beds tonight.",
          createdAt: expect.any(String),
        });
        expect(isIso(listed?.createdAt)).toBe(true);

        await store.resolveReport(id);
        expect((await store.openReports()).map((r) => r.id)).not.toContain(id);
        const [row] = await db.client.query<{ resolved_at: Date | string | null }>("select resolved_at from public.place_reports where id = $1", [id]);
        expect(row?.resolved_at).not.toBeNull();
        // Resolving again keeps the first time.
        await store.resolveReport(id);
        const [again] = await db.client.query<{ resolved_at: Date | string | null }>("select resolved_at from public.place_reports where id = $1", [id]);
        expect(String(again?.resolved_at)).toBe(String(row?.resolved_at));
      });

      it("counts open reports per published place, ignoring resolved reports and unpublished places", async () => {
        const twice = seedId(2);
        const resolved = seedId(3);
        await store.addReport(report(twice), randomUUID());
        await store.addReport(report(twice, { reason: "moved" }), randomUUID());
        const r = await store.addReport(report(resolved), randomUUID());
        await store.resolveReport(r.id);
        // A place can be unpublished after it was reported: such reports stay for moderators.
        const [hidden] = await db.client.query<{ id: string }>(
          "insert into public.place_reports (idempotency_key, place_id, reason) values ($1, $2, 'closed') returning id",
          [randomUUID(), UNPUBLISHED_ID],
        );

        const counts = await store.openReportCounts();
        expect(counts.get(twice)).toBe(2);
        expect(counts.has(resolved)).toBe(false);
        expect(counts.has(UNPUBLISHED_ID)).toBe(false);
        for (const n of counts.values()) expect(typeof n).toBe("number");
        // Moderators still see the report on the unpublished place.
        expect((await store.openReports()).map((x) => x.id)).toContain(hidden!.id);
      });

      it("refuses a report about an unknown or unpublished place", async () => {
        await expect(store.addReport(report(UNPUBLISHED_ID), randomUUID())).rejects.toBeInstanceOf(UnknownPlaceError);
        await expect(store.addReport(report("00000000-0000-4000-8000-999999999999"), randomUUID())).rejects.toBeInstanceOf(UnknownPlaceError);
      });
    });

    describe("row-level security", () => {
      for (const role of ["anon", "authenticated"] as const) {
        describe(`as ${role}`, () => {
          for (const table of TABLES) {
            for (const [what, sql] of Object.entries(visitorStatements(table))) {
              it(`cannot ${what} ${table}`, async () => {
                const before = await snapshot(db);
                await expect(db.asRole(role, (as) => as.query(sql))).rejects.toThrow(DENIED);
                expect(await snapshot(db)).toEqual(before);
              });
            }
          }

          it("cannot use the store's writes or moderator reads", async () => {
            const { id } = await store.addSuggestion(suggestion({ name: "RLS target", latitude: 34, longitude: -118 }), randomUUID());
            const before = await snapshot(db);
            await db.asRole(role, async (as) => {
              const visitor = createSqlSubmissionStore(as);
              await expect(visitor.addCollaboration(collaboration(), randomUUID())).rejects.toThrow(DENIED);
              await expect(visitor.addSuggestion(suggestion(), randomUUID())).rejects.toThrow(DENIED);
              await expect(visitor.addReport(report(seedId(1)), randomUUID())).rejects.toThrow(DENIED);
              await expect(visitor.pendingSuggestions()).rejects.toThrow(DENIED);
              await expect(visitor.openReports()).rejects.toThrow(DENIED);
              await expect(visitor.rejectSuggestion(id)).rejects.toThrow(DENIED);
            });
            expect(await snapshot(db)).toEqual(before);
            expect(await status(db, id)).toMatchObject({ status: "pending" });
          });

          it("cannot execute hit_rate_limit", async () => {
            const before = await snapshot(db);
            await expect(db.asRole(role, (as) => as.query("select * from public.hit_rate_limit('visitor', 1000, 60)"))).rejects.toThrow(
              /permission denied for function hit_rate_limit/i,
            );
            expect(await snapshot(db)).toEqual(before);
          });

          it("cannot execute approve_suggestion", async () => {
            const { id } = await store.addSuggestion(suggestion({ name: "Not by visitors", latitude: 34, longitude: -118 }), randomUUID());
            const before = await snapshot(db);
            await expect(db.asRole(role, (as) => as.query("select public.approve_suggestion($1, 'visitor')", [id]))).rejects.toThrow(
              /permission denied for function approve_suggestion/i,
            );
            expect(await snapshot(db)).toEqual(before);
            expect(await status(db, id)).toMatchObject({ status: "pending", place_id: null });
          });

          it("can execute open_report_counts and sees only place ids and counts", async () => {
            await store.addReport(report(seedId(7), { note: "Private note from a visitor" }), randomUUID());
            const expected = await db.client.query<{ place_id: string; open_reports: number }>(
              "select * from public.open_report_counts() order by place_id",
            );
            expect(expected.length).toBeGreaterThan(0);
            const rows = await db.asRole(role, (as) =>
              as.query<Record<string, unknown>>("select * from public.open_report_counts() order by place_id"),
            );
            expect(rows).toEqual(expected);
            for (const row of rows) expect(Object.keys(row).sort()).toEqual(["open_reports", "place_id"]);
            const counts = await db.asRole(role, (as) => createSqlSubmissionStore(as).openReportCounts());
            expect(counts.get(seedId(7))).toBeGreaterThanOrEqual(1);
            expect(counts.has(UNPUBLISHED_ID)).toBe(false);
          });
        });
      }

      it("lets service_role do everything the server does (rolled back afterwards)", async () => {
        const before = await snapshot(db);
        await db.client.query("begin");
        try {
          await db.asRole("service_role", async (as) => {
            const server = createSqlSubmissionStore(as);
            await server.addCollaboration(collaboration(), randomUUID());
            const { id } = await server.addSuggestion(suggestion({ latitude: 34, longitude: -118 }), randomUUID());
            await server.addReport(report(seedId(1)), randomUUID());
            expect((await server.hitRateLimit(`service-${randomUUID()}`, 1, 60)).allowed).toBe(true);
            expect((await server.pendingSuggestions()).map((s) => s.id)).toContain(id);
            expect((await server.openReports()).length).toBeGreaterThan(0);
            const placeId = await server.approveSuggestion(id, "Moderator");
            expect(await createSqlStore(as).getPlace(placeId)).not.toBeNull();
          });
        } finally {
          await db.client.query("rollback");
        }
        expect(await snapshot(db)).toEqual(before);
      });
    });
  });
}

describeSubmissionStore("PGlite", openPglite, pgliteSession);
describeSubmissionStore("PostgreSQL", openPostgres, postgresSession, !!process.env.TEST_DATABASE_URL);
