// @vitest-environment node
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { MigratableDb } from "@/lib/data/migrate";
import { sqlStores } from "@/lib/data/sql";
import type { SqlClient } from "@/lib/data/sql/client";
import type { TestDatabase } from "@/tests/support/databases";
import { KeyReusedError, NotFoundError, UnknownPlaceError, type PlaceStore, type SubmissionStore } from "@/lib/data/stores";
import type { CollaborationInput, ReportInput, SuggestionInput } from "@/lib/forms/schemas";
import { describeEachBackend, type TestBackend } from "@/tests/support/backends";

/** The seed's fixed ids: row n is 00000000-0000-4000-8000-000000000nnn. */
const seedId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const UNPUBLISHED_ID = seedId(14);
const DENIED = /permission denied/i;
const TABLES = ["collaboration_requests", "place_suggestions", "place_reports", "rate_limits"] as const;

/** One page holding every row these tests look at (tests/lib/data/contract/paging.test.ts pages them). */
const ALL = { page: 1, size: 200 };

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

async function status(db: MigratableDb, id: string) {
  const [row] = await db.query<{ status: string; reviewed_at: Date | string | null; place_id: string | null }>(
    "select status::text as status, reviewed_at, place_id from public.place_suggestions where id = $1",
    [id],
  );
  return row;
}

/** Everything in the four submission tables and the places, read as the superuser. */
async function snapshot(db: MigratableDb) {
  const out: Record<string, unknown> = {};
  for (const table of [...TABLES, "places"]) {
    [out[table]] = await db.query(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from public.${table} t`,
    );
  }
  return out;
}

/** Functions only the server may call, with arguments that would otherwise succeed. */
const SERVER_ONLY_CALLS: Record<string, string> = {
  hit_rate_limit: "select * from public.hit_rate_limit('visitor', 1000, 60)",
  spend_budget: "select * from public.spend_budget('visitor', array[1], 1000, 60)",
  pending_suggestions: "select public.pending_suggestions(1, 50)",
  open_reports: "select public.open_reports(1, 50)",
  reject_suggestion: "select public.reject_suggestion(gen_random_uuid())",
  resolve_report: "select public.resolve_report(gen_random_uuid())",
  collaboration_queue: "select public.collaboration_queue(1, 50)",
  set_collaboration_handled: "select public.set_collaboration_handled(gen_random_uuid(), 'Visitor')",
};

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
    ...(table === "collaboration_requests" && {
      "read who handled": "select handled_by, handled_at from public.collaboration_requests",
      "mark handled in": "update public.collaboration_requests set handled_at = now(), handled_by = 'Visitor'",
    }),
    "delete from": `delete from public.${table}`,
    truncate: `truncate public.${table}`,
  };
}

describeEachBackend("SubmissionStore contract", (backend, { kind }) => {
  let db: MigratableDb;
  let store: SubmissionStore;
  let places: PlaceStore;
  let b: TestBackend;

  beforeAll(() => {
    b = backend();
    ({ admin: db, submissions: store, places } = b);
  });

  describe("idempotent adds", () => {
    it("adds a collaboration request once per key, with its values", async () => {
      const key = randomUUID();
      const first = await store.addCollaboration(collaboration(), key);
      expect(first).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), duplicate: false });
      // A retry with the same content returns the first record and changes nothing.
      expect(await store.addCollaboration(collaboration(), key)).toEqual({ id: first.id, duplicate: true });
      const rows = await db.query("select * from public.collaboration_requests where idempotency_key = $1", [key]);
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
          content_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        }),
      ]);
      const other = await store.addCollaboration(collaboration(), randomUUID());
      expect(other.duplicate).toBe(false);
      expect(other.id).not.toBe(first.id);
    });

    it("refuses the same key with different content (an edit after a lost answer), and keeps the first version", async () => {
      const key = randomUUID();
      await store.addCollaboration(collaboration(), key);
      const before = await db.query("select * from public.collaboration_requests where idempotency_key = $1", [key]);
      const edits: Partial<CollaborationInput>[] = [{ message: "We have water and diapers to donate." }, { name: "Ana Exemple" }, { phone: "" }, { kind: "media" }];
      for (const edit of edits) {
        await expect(store.addCollaboration(collaboration(edit), key)).rejects.toBeInstanceOf(KeyReusedError);
      }
      expect(await db.query("select * from public.collaboration_requests where idempotency_key = $1", [key])).toEqual(before);
    });

    it("adds a suggestion once per key and content, whatever the order of its fields", async () => {
      const key = randomUUID();
      const input = suggestion({ latitude: 34.1, longitude: -118.2, website: "https://example.org" });
      const first = await store.addSuggestion(input, key);
      expect(first.duplicate).toBe(false);
      const reordered = Object.fromEntries(Object.entries(input).reverse()) as SuggestionInput;
      expect(await store.addSuggestion(reordered, key)).toEqual({ id: first.id, duplicate: true });
      await expect(store.addSuggestion(suggestion(), key)).rejects.toBeInstanceOf(KeyReusedError);
      await expect(store.addSuggestion({ ...input, description: "Open late." }, key)).rejects.toBeInstanceOf(KeyReusedError);
      expect(await count(db, "select count(*)::int as n from public.place_suggestions where idempotency_key = $1", [key])).toBe(1);
      expect(await status(db, first.id)).toMatchObject({ status: "pending", reviewed_at: null, place_id: null });
    });

    it("still takes a retry as the same after a moderator set the suggestion's point", async () => {
      const key = randomUUID();
      const input = suggestion({ name: "Point set by a moderator" });
      const { id } = await store.addSuggestion(input, key);
      await store.approveSuggestion(id, "Moderator", { latitude: 34.15, longitude: -118.14 });
      expect(await store.addSuggestion(input, key)).toEqual({ id, duplicate: true });
      expect(await store.keyState("suggestion", key, input)).toBe("same");
    });

    it("adds a report once per key and content", async () => {
      const key = randomUUID();
      const input = report(seedId(5), { reason: "moved", note: "Now on Lake Ave." });
      const first = await store.addReport(input, key);
      expect(first.duplicate).toBe(false);
      expect(await store.addReport({ ...input }, key)).toEqual({ id: first.id, duplicate: true });
      await expect(store.addReport(report(seedId(5)), key)).rejects.toBeInstanceOf(KeyReusedError);
      await expect(store.addReport({ ...input, note: "Now on Lake Avenue." }, key)).rejects.toBeInstanceOf(KeyReusedError);
      expect(await db.query("select place_id, reason::text as reason, note from public.place_reports where idempotency_key = $1", [key])).toEqual([
        { place_id: seedId(5), reason: "moved", note: "Now on Lake Ave." },
      ]);
    });

    it("says what a key holds: nothing yet, the same content, or different content, per kind of submission", async () => {
      const key = randomUUID();
      expect(await store.keyState("collaboration", key, collaboration())).toBe("new");
      await store.addCollaboration(collaboration(), key);
      expect(await store.keyState("collaboration", key, collaboration())).toBe("same");
      expect(await store.keyState("collaboration", key, collaboration({ message: "We have water to donate!" }))).toBe("different");
      // Text that looks the same is the same: NFC and NFD spellings of "é".
      const accented = randomUUID();
      await store.addCollaboration(collaboration({ name: "Jos\u00e9 Ruiz" }), accented);
      expect(await store.keyState("collaboration", accented, collaboration({ name: "Jose\u0301 Ruiz" }))).toBe("same");
      // Each kind keeps its own keys.
      expect(await store.keyState("report", key, report(seedId(5)))).toBe("new");
      expect(await store.keyState("suggestion", key, suggestion())).toBe("new");
    });

    it("answers a key saved before content was recorded as different content (it cannot be compared), never as the same", async () => {
      const key = randomUUID();
      // As the rows stored before the content_hash migration are.
      await db.query(
        `insert into public.collaboration_requests (idempotency_key, name, organization, email, phone, kind, message, consent)
         values ($1, 'Ana Example', 'Altadena Mutual Aid', 'ana@example.org', '(626) 555-0101', 'supplies', 'We have water to donate.', true)`,
        [key],
      );
      expect(await store.keyState("collaboration", key, collaboration())).toBe("different");
      await expect(store.addCollaboration(collaboration(), key)).rejects.toBeInstanceOf(KeyReusedError);
      expect(await count(db, "select count(*)::int as n from public.collaboration_requests where idempotency_key = $1", [key])).toBe(1);
    });

    it("lets the database refuse a content hash that is not a SHA-256", async () => {
      await expect(
        db.query(
          `insert into public.place_reports (idempotency_key, place_id, reason, content_hash) values ($1, $2, 'closed', 'not a hash')`,
          [randomUUID(), seedId(1)],
        ),
      ).rejects.toThrow(/content_hash/);
    });

    it("adds once when the same key arrives twice at the same time (from two sessions on a server)", async () => {
      const second = await b.session();
      try {
        const key = randomUUID();
        const [one, two] = await Promise.all([store.addCollaboration(collaboration(), key), second.submissions.addCollaboration(collaboration(), key)]);
        expect(one?.id).toBe(two?.id);
        expect([one?.duplicate, two?.duplicate].sort()).toEqual([false, true]);
        expect(await count(db, "select count(*)::int as n from public.collaboration_requests where idempotency_key = $1", [key])).toBe(1);
      } finally {
        await second.close();
      }
    });

    it("keeps one version when two versions arrive with one key at the same time, and refuses the other", async () => {
      const second = await b.session();
      try {
        const key = randomUUID();
        const versions = [collaboration({ message: "First version of the message." }), collaboration({ message: "Second version of the message." })];
        const results = await Promise.allSettled([store.addCollaboration(versions[0]!, key), second.submissions.addCollaboration(versions[1]!, key)]);
        expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
        const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
        expect(refused.reason).toBeInstanceOf(KeyReusedError);
        const rows = await db.query<{ message: string }>("select message from public.collaboration_requests where idempotency_key = $1", [key]);
        expect(rows).toHaveLength(1);
        // The one kept is the one that was answered as saved.
        const kept = versions[results.findIndex((r) => r.status === "fulfilled")]!;
        expect(rows[0]!.message).toBe(kept.message);
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

  describe("moderation", () => {
    it("lists pending suggestions only, mapped to the form's fields", async () => {
      const add = async (what: string) =>
        (await store.addSuggestion(suggestion({ name: `Listed ${what}`, latitude: 34.2, longitude: -118.1 }), randomUUID())).id;
      const pending = await add("pending");
      const rejected = await add("rejected");
      const approved = await add("approved");
      await store.rejectSuggestion(rejected);
      await store.approveSuggestion(approved, "Moderator");

      const list = (await store.pendingSuggestions(ALL)).rows;
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
      const places = await count(db, "select count(*)::int as n from public.places");
      await expect(store.approveSuggestion(id, "Moderator")).rejects.toThrow(/no point on the map/i);
      expect(await status(db, id)).toMatchObject({ status: "pending", place_id: null });
      expect(await count(db, "select count(*)::int as n from public.places")).toBe(places);
      expect((await store.pendingSuggestions(ALL)).rows.map((s) => s.id)).toContain(id);
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
      expect((await store.pendingSuggestions(ALL)).rows.map((s) => s.id)).not.toContain(id);
      // Approving again publishes nothing more.
      await expect(store.approveSuggestion(id, "Moderator")).rejects.toBeInstanceOf(NotFoundError);
      expect(await count(db, "select count(*)::int as n from public.places where external_id = $1", [`suggestion-${id}`])).toBe(1);
    });

    it("approves a suggestion that already has a point without being given one", async () => {
      const { id } = await store.addSuggestion(suggestion({ name: "Has a point", latitude: 33.9, longitude: -117.9 }), randomUUID());
      const placeId = await store.approveSuggestion(id, "Another moderator");
      expect(await places.getPlace(placeId)).toMatchObject({ latitude: 33.9, longitude: -117.9, verifiedBy: "Another moderator" });
    });

    it("answers 'not found' for unknown and malformed ids, the same on every backend, and changes nothing", async () => {
      const before = await snapshot(db);
      const ids = [randomUUID(), "not-a-uuid", "", "'; delete from place_reports; --", `${seedId(1)}' or '1'='1`];
      for (const id of ids) {
        await expect(store.approveSuggestion(id, "Moderator", { latitude: 34, longitude: -118 })).rejects.toBeInstanceOf(NotFoundError);
        await expect(store.approveSuggestion(id, "Moderator")).rejects.toBeInstanceOf(NotFoundError);
        await expect(store.rejectSuggestion(id)).rejects.toBeInstanceOf(NotFoundError);
        await expect(store.resolveReport(id)).rejects.toBeInstanceOf(NotFoundError);
      }
      // A report id is not a suggestion id, and the other way round.
      const { id: reportId } = await store.addReport(report(seedId(6)), randomUUID());
      const { id: suggestionId } = await store.addSuggestion(suggestion({ name: "Id check", latitude: 34, longitude: -118 }), randomUUID());
      await expect(store.rejectSuggestion(reportId)).rejects.toBeInstanceOf(NotFoundError);
      await expect(store.resolveReport(suggestionId)).rejects.toBeInstanceOf(NotFoundError);
      await store.resolveReport(reportId);
      await store.rejectSuggestion(suggestionId);
      expect(Object.keys(before)).toEqual(Object.keys(await snapshot(db)));
    });

    it("rejects twice without an error, but never rejects an approved suggestion", async () => {
      const { id } = await store.addSuggestion(suggestion({ name: "Rejected twice", latitude: 34, longitude: -118 }), randomUUID());
      await store.rejectSuggestion(id);
      await expect(store.rejectSuggestion(id)).resolves.toBeUndefined();
      expect(await status(db, id)).toMatchObject({ status: "rejected" });

      const approved = await store.addSuggestion(suggestion({ name: "Approved, then rejected?", latitude: 34, longitude: -118 }), randomUUID());
      const placeId = await store.approveSuggestion(approved.id, "Moderator");
      await expect(store.rejectSuggestion(approved.id)).rejects.toBeInstanceOf(NotFoundError);
      expect(await status(db, approved.id)).toMatchObject({ status: "approved", place_id: placeId });
      expect(await places.getPlace(placeId)).not.toBeNull();
    });

    it("rejects a suggestion: no longer pending, never published, cannot be approved later", async () => {
      const { id } = await store.addSuggestion(suggestion({ name: "Rejected place", latitude: 34, longitude: -118 }), randomUUID());
      await store.rejectSuggestion(id);
      expect(await status(db, id)).toMatchObject({ status: "rejected", place_id: null, reviewed_at: expect.anything() });
      expect((await store.pendingSuggestions(ALL)).rows.map((s) => s.id)).not.toContain(id);
      await expect(store.approveSuggestion(id, "Moderator")).rejects.toBeInstanceOf(NotFoundError);
      expect(await count(db, "select count(*)::int as n from public.places where external_id = $1", [`suggestion-${id}`])).toBe(0);
    });

    it("lists open reports with their place's name, and resolves them", async () => {
      const { id } = await store.addReport(report(seedId(1), { reason: "full", note: "No beds tonight." }), randomUUID());
      const open = (await store.openReports(ALL)).rows;
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
      expect((await store.openReports(ALL)).rows.map((r) => r.id)).not.toContain(id);
      const [row] = await db.query<{ resolved_at: Date | string | null }>("select resolved_at from public.place_reports where id = $1", [id]);
      expect(row?.resolved_at).not.toBeNull();
      // Resolving again keeps the first time.
      await store.resolveReport(id);
      const [again] = await db.query<{ resolved_at: Date | string | null }>("select resolved_at from public.place_reports where id = $1", [id]);
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
      const [hidden] = await db.query<{ id: string }>(
        "insert into public.place_reports (idempotency_key, place_id, reason) values ($1, $2, 'closed') returning id",
        [randomUUID(), UNPUBLISHED_ID],
      );

      const counts = await store.openReportCounts();
      expect(counts.get(twice)).toBe(2);
      expect(counts.has(resolved)).toBe(false);
      expect(counts.has(UNPUBLISHED_ID)).toBe(false);
      for (const n of counts.values()) expect(typeof n).toBe("number");
      // Moderators still see the report on the unpublished place.
      expect((await store.openReports(ALL)).rows.map((x) => x.id)).toContain(hidden!.id);
    });

    it("refuses a report about an unknown or unpublished place", async () => {
      await expect(store.addReport(report(UNPUBLISHED_ID), randomUUID())).rejects.toBeInstanceOf(UnknownPlaceError);
      await expect(store.addReport(report("00000000-0000-4000-8000-999999999999"), randomUUID())).rejects.toBeInstanceOf(UnknownPlaceError);
    });
  });

  describe("collaboration requests, handled or not", () => {
    /** Adds a request sent `minutesAgo` (set by the superuser: created_at alone orders the unhandled). */
    const sent = async (name: string, minutesAgo: number) => {
      const { id } = await store.addCollaboration(collaboration({ name }), randomUUID());
      await db.query("update public.collaboration_requests set created_at = now() - make_interval(mins => $2::int) where id = $1", [id, minutesAgo]);
      return id;
    };
    const unhandledInDb = () => count(db, "select count(*)::int as n from public.collaboration_requests where handled_at is null");
    const find = async (id: string) => (await store.collaborationQueue(ALL)).rows.find((r) => r.id === id);

    it("lists the unhandled first, oldest first, then the handled, most recently handled first, with the unhandled count", async () => {
      const old = await sent("Oldest unhandled", 300);
      const recent = await sent("Recent unhandled", 1);
      const handledEarlier = await sent("Handled earlier", 200);
      const handledLater = await sent("Handled later", 100);
      await store.setCollaborationHandled(handledEarlier, "Ana Ruiz");
      await store.setCollaborationHandled(handledLater, "Ben Okafor");
      // Handled at distinct times, whatever the clock's resolution.
      await db.query("update public.collaboration_requests set handled_at = now() - interval '1 hour' where id = $1", [handledEarlier]);

      const queue = await store.collaborationQueue(ALL);
      expect(queue.unhandled).toBe(await unhandledInDb());
      expect(queue.unhandled).toBeGreaterThanOrEqual(2);
      const ids = queue.rows.map((r) => r.id);
      expect(ids.indexOf(old)).toBeLessThan(ids.indexOf(recent));
      expect(ids.indexOf(recent)).toBeLessThan(ids.indexOf(handledLater));
      expect(ids.indexOf(handledLater)).toBeLessThan(ids.indexOf(handledEarlier));
      // The whole list: every unhandled one before every handled one, each group in its order.
      const firstHandled = queue.rows.findIndex((r) => r.handledAt !== null);
      const unhandled = queue.rows.slice(0, firstHandled);
      const handled = queue.rows.slice(firstHandled);
      expect(unhandled).toHaveLength(queue.unhandled);
      expect(unhandled.every((r) => r.handledAt === null && r.handledBy === null)).toBe(true);
      expect(handled.every((r) => r.handledAt !== null && r.handledBy !== null)).toBe(true);
      const created = unhandled.map((r) => Date.parse(r.createdAt));
      expect(created).toEqual([...created].sort((a, b) => a - b));
      const handledAt = handled.map((r) => Date.parse(r.handledAt!));
      expect(handledAt).toEqual([...handledAt].sort((a, b) => b - a));

      expect(queue.rows.find((r) => r.id === old)).toEqual({
        ...collaboration({ name: "Oldest unhandled" }),
        id: old,
        createdAt: expect.any(String),
        handledAt: null,
        handledBy: null,
      });
      expect(isIso(queue.rows.find((r) => r.id === old)?.createdAt)).toBe(true);
    });

    it("shows the unhandled first when the list is cut, and counts them all", async () => {
      await sent("Cut-off unhandled", 400);
      const all = await store.collaborationQueue(ALL);
      const cut = await store.collaborationQueue({ page: 1, size: 1 });
      expect(cut.unhandled).toBe(all.unhandled);
      expect(cut.total).toBe(all.total);
      expect(cut.rows).toEqual(all.rows.slice(0, 1));
      expect(cut.rows[0]?.handledAt).toBeNull();
      // Bounds the same on every backend.
      expect((await store.collaborationQueue({ page: 1, size: 0 })).rows).toHaveLength(1);
      expect((await store.collaborationQueue({ page: 1, size: Number.NaN })).rows).toHaveLength(1);
    });

    it("marks a request handled by a reviewer now, keeps the first when marked twice, and unmarks it", async () => {
      const id = await sent("To be handled", 10);
      const before = await store.collaborationQueue(ALL);
      const start = Date.now();
      await store.setCollaborationHandled(id, "Ana Ruiz");
      const handled = await find(id);
      expect(handled).toMatchObject({ id, handledBy: "Ana Ruiz", handledAt: expect.any(String) });
      expect(isIso(handled?.handledAt)).toBe(true);
      // Now (allowing for a little clock skew with a database server).
      expect(Math.abs(Date.parse(handled!.handledAt!) - start)).toBeLessThan(60_000);
      expect((await store.collaborationQueue(ALL)).unhandled).toBe(before.unhandled - 1);

      // Two reviewers tapping at once: the first stays.
      await store.setCollaborationHandled(id, "Ben Okafor");
      expect(await find(id)).toEqual(handled);

      await store.setCollaborationHandled(id, null);
      expect(await find(id)).toMatchObject({ id, handledBy: null, handledAt: null });
      await expect(store.setCollaborationHandled(id, null)).resolves.toBeUndefined();
      expect((await store.collaborationQueue(ALL)).unhandled).toBe(before.unhandled);
      const [row] = await db.query("select handled_at, handled_by from public.collaboration_requests where id = $1", [id]);
      expect(row).toEqual({ handled_at: null, handled_by: null });
    });

    it("answers 'not found' for unknown and malformed ids (a suggestion's id too), and changes nothing", async () => {
      const { id: suggestionId } = await store.addSuggestion(suggestion({ name: "Not a request" }), randomUUID());
      const before = await snapshot(db);
      for (const id of [randomUUID(), suggestionId, "not-a-uuid", "", "'; delete from collaboration_requests; --"]) {
        await expect(store.setCollaborationHandled(id, "Ana Ruiz")).rejects.toBeInstanceOf(NotFoundError);
        await expect(store.setCollaborationHandled(id, null)).rejects.toBeInstanceOf(NotFoundError);
      }
      expect(await snapshot(db)).toEqual(before);
    });

    it("lets the database refuse a handled request without a name, or a name without a time", async () => {
      const id = await sent("Constraint check", 5);
      await expect(store.setCollaborationHandled(id, "")).rejects.toThrow();
      await expect(db.query("update public.collaboration_requests set handled_by = 'Ana Ruiz' where id = $1", [id])).rejects.toThrow();
      await expect(db.query("update public.collaboration_requests set handled_at = now() where id = $1", [id])).rejects.toThrow();
      expect(await find(id)).toMatchObject({ handledAt: null, handledBy: null });
    });
  });

  // Row-level security in SQL (`set role`); on Supabase the same is proven over HTTP
  // (tests/lib/data/supabase/http-privileges.test.ts).
  if (kind === "sql") describe("row-level security", () => {
    const asRole: TestDatabase["asRole"] = (role, fn) => b.sql!.asRole(role, fn);
    for (const role of ["anon", "authenticated"] as const) {
      describe(`as ${role}`, () => {
        for (const table of TABLES) {
          for (const [what, sql] of Object.entries(visitorStatements(table))) {
            it(`cannot ${what} ${table}`, async () => {
              const before = await snapshot(db);
              await expect(asRole(role, (as) => as.query(sql))).rejects.toThrow(DENIED);
              expect(await snapshot(db)).toEqual(before);
            });
          }
        }

        it("cannot use the store's writes or moderator reads", async () => {
          const { id } = await store.addSuggestion(suggestion({ name: "RLS target", latitude: 34, longitude: -118 }), randomUUID());
          const { id: request } = await store.addCollaboration(collaboration({ name: "RLS request" }), randomUUID());
          await store.setCollaborationHandled(request, "Ana Ruiz");
          const before = await snapshot(db);
          await asRole(role, async (as) => {
            const visitor = sqlStores(as).submissions();
            await expect(visitor.addCollaboration(collaboration(), randomUUID())).rejects.toThrow(DENIED);
            await expect(visitor.addSuggestion(suggestion(), randomUUID())).rejects.toThrow(DENIED);
            await expect(visitor.addReport(report(seedId(1)), randomUUID())).rejects.toThrow(DENIED);
            await expect(visitor.pendingSuggestions(ALL)).rejects.toThrow(DENIED);
            await expect(visitor.openReports(ALL)).rejects.toThrow(DENIED);
            await expect(visitor.rejectSuggestion(id)).rejects.toThrow(DENIED);
            await expect(visitor.collaborationQueue(ALL)).rejects.toThrow(DENIED);
            await expect(visitor.setCollaborationHandled(request, "Visitor")).rejects.toThrow(DENIED);
            await expect(visitor.setCollaborationHandled(request, null)).rejects.toThrow(DENIED);
          });
          expect(await snapshot(db)).toEqual(before);
          expect(await status(db, id)).toMatchObject({ status: "pending" });
        });

        for (const [fn, call] of Object.entries(SERVER_ONLY_CALLS)) {
          it(`cannot execute ${fn}`, async () => {
            const before = await snapshot(db);
            await expect(asRole(role, (as) => as.query(call))).rejects.toThrow(new RegExp(`permission denied for function ${fn}`, "i"));
            expect(await snapshot(db)).toEqual(before);
          });
        }

        it("cannot execute approve_suggestion", async () => {
          const { id } = await store.addSuggestion(suggestion({ name: "Not by visitors", latitude: 34, longitude: -118 }), randomUUID());
          const before = await snapshot(db);
          await expect(asRole(role, (as) => as.query("select public.approve_suggestion($1, 'visitor')", [id]))).rejects.toThrow(
            /permission denied for function approve_suggestion/i,
          );
          expect(await snapshot(db)).toEqual(before);
          expect(await status(db, id)).toMatchObject({ status: "pending", place_id: null });
        });

        it("can execute open_report_counts and sees only place ids and counts", async () => {
          await store.addReport(report(seedId(7), { note: "Private note from a visitor" }), randomUUID());
          const [expected] = await db.query<{ counts: Record<string, number> }>("select public.open_report_counts() as counts");
          expect(Object.keys(expected?.counts ?? {}).length).toBeGreaterThan(0);
          const [seen] = await asRole(role, (as) => as.query<{ counts: Record<string, number> }>("select public.open_report_counts() as counts"));
          expect(seen).toEqual(expected);
          for (const [id, n] of Object.entries(seen?.counts ?? {})) {
            expect(id).toMatch(/^[0-9a-f-]{36}$/);
            expect(typeof n).toBe("number");
          }
          const counts = await asRole(role, (as) => sqlStores(as).submissions().openReportCounts());
          expect(counts.get(seedId(7))).toBeGreaterThanOrEqual(1);
          expect(counts.has(UNPUBLISHED_ID)).toBe(false);
        });
      });
    }

    it("lets service_role do everything the server does (rolled back afterwards)", async () => {
      const before = await snapshot(db);
      await db.query("begin");
      try {
        await asRole("service_role", async (as) => {
          const server = sqlStores(as).submissions();
          await server.addCollaboration(collaboration(), randomUUID());
          const { id } = await server.addSuggestion(suggestion({ latitude: 34, longitude: -118 }), randomUUID());
          await server.addReport(report(seedId(1)), randomUUID());
          expect((await sqlStores(as).limits().hit(`service-${randomUUID()}`, 1, 60)).allowed).toBe(true);
          expect((await server.pendingSuggestions(ALL)).rows.map((s) => s.id)).toContain(id);
          expect((await server.openReports(ALL)).total).toBeGreaterThan(0);
          const placeId = await server.approveSuggestion(id, "Moderator");
          expect(await sqlStores(as).places().getPlace(placeId)).not.toBeNull();
          const { id: request } = await server.addCollaboration(collaboration(), randomUUID());
          await server.setCollaborationHandled(request, "Moderator");
          expect((await server.collaborationQueue(ALL)).rows.find((r) => r.id === request)).toMatchObject({ handledBy: "Moderator" });
        });
      } finally {
        await db.query("rollback");
      }
      expect(await snapshot(db)).toEqual(before);
    });
  });
});
