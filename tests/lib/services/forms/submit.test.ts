// @vitest-environment node
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FORMS } from "@/lib/forms/settings";
import { createSqlLimitStore } from "@/lib/data/sql/limits";
import { createSqlSubmissionStore } from "@/lib/data/sql/submissions";
import type { LimitStore, SubmissionStore } from "@/lib/data/stores";
import { collaborationSchema, reportSchema, suggestionSchema } from "@/lib/forms/schemas";
import { MESSAGES, handleSubmission } from "@/lib/services/forms/submit";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";

/** The request headers clientKey() reads; each test sets its own client address, as the one proxy in front would. */
const request = vi.hoisted(() => {
  vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
  return { headers: new Headers() };
});
vi.mock("next/headers", () => ({ headers: async () => request.headers }));
// Outside a request, what a submission does once its answer is sent (a report's cache expiry) runs at once.
vi.mock("next/server", () => ({ after: (task: () => unknown) => void task() }));

let addressCounter = 0;
/** A client address no other test uses, so rate limits do not leak between tests. */
function newClient(): string {
  addressCounter += 1;
  const address = `198.51.100.${addressCounter}`;
  request.headers = new Headers({ "x-forwarded-for": address });
  return address;
}

const FIXTURE_001 = "00000000-0000-4000-8000-000000000001";

const COLLABORATION = {
  name: "Ana Example",
  organization: "",
  email: "ana@example.org",
  phone: "",
  kind: "volunteers",
  message: "Twelve of us can help on Saturdays.",
  consent: "on",
};

const SUGGESTION = {
  kind: "resource",
  category: "essentials",
  name: "Water at the library",
  address: "",
  latitude: "34.18",
  longitude: "-118.13",
  hours: "",
  phone: "",
  website: "",
  source: "Saw the sign",
  contactEmail: "",
};

let db: TestDatabase;
let store: SubmissionStore;
let limits: LimitStore;

const submitCollaboration = (
  input: unknown,
  storeFactory: () => Promise<SubmissionStore> = async () => store,
  limitsFactory: () => Promise<LimitStore> = async () => limits,
) =>
  handleSubmission(input, {
    form: "collaboration",
    schema: collaborationSchema,
    save: (s, data, key) => s.addCollaboration(data, key),
    store: storeFactory,
    limits: limitsFactory,
  });

const submitSuggestion = (input: unknown) =>
  handleSubmission(input, {
    form: "suggestion",
    schema: suggestionSchema,
    save: (s, data, key) => s.addSuggestion(data, key),
    store: async () => store,
    limits: async () => limits,
  });

const submitReport = (input: unknown) =>
  handleSubmission(input, {
    form: "report",
    schema: reportSchema,
    save: (s, data, key) => s.addReport(data, key),
    store: async () => store,
    limits: async () => limits,
  });

const envelope = (data: unknown, idempotencyKey: string = randomUUID(), honeypot = "") => ({ idempotencyKey, honeypot, data });

async function rows(table: string, idempotencyKey: string) {
  return db.client.query<Record<string, unknown>>(`select * from public.${table} where idempotency_key = $1`, [idempotencyKey]);
}

async function total(table: string): Promise<number> {
  const [row] = await db.client.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
  return row?.n ?? -1;
}

/** Waits out the last seconds of a fixed rate-limit window, so a test's hits all fall in one. */
async function awayFromWindowEdge(windowSeconds: number, marginSeconds = 5) {
  const [row] = await db.client.query<{ t: number }>("select extract(epoch from now())::float8 as t");
  const left = windowSeconds - ((row?.t ?? 0) % windowSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 250));
}

beforeAll(async () => {
  db = await openPglite();
  store = createSqlSubmissionStore(db.client);
  limits = createSqlLimitStore(db.client);
}, OPEN_TIMEOUT_MS);
afterAll(() => db?.close());
beforeEach(() => {
  newClient();
});

describe("handleSubmission", () => {
  it("stores a valid collaboration request once, with the validated (trimmed) values", async () => {
    const key = randomUUID();
    const result = await submitCollaboration(envelope({ ...COLLABORATION, name: "  Ana Example  " }, key));
    expect(result).toEqual({ ok: true });
    const saved = await rows("collaboration_requests", key);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: "Ana Example", email: "ana@example.org", kind: "volunteers", consent: true, organization: "" });
  });

  it("stores one row for the same idempotency key sent twice (a retry)", async () => {
    const key = randomUUID();
    expect(await submitCollaboration(envelope(COLLABORATION, key))).toEqual({ ok: true });
    expect(await submitCollaboration(envelope(COLLABORATION, key))).toEqual({ ok: true });
    expect(await rows("collaboration_requests", key)).toHaveLength(1);
  });

  it("stores one row for a double click (two concurrent calls with one key)", async () => {
    const key = randomUUID();
    const before = await total("collaboration_requests");
    const results = await Promise.all([submitCollaboration(envelope(COLLABORATION, key)), submitCollaboration(envelope(COLLABORATION, key))]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    expect(await rows("collaboration_requests", key)).toHaveLength(1);
    expect(await total("collaboration_requests")).toBe(before + 1);
  });

  it("takes the same content sent again with the same key as a retry, even spaced differently", async () => {
    const key = randomUUID();
    expect(await submitCollaboration(envelope(COLLABORATION, key))).toEqual({ ok: true });
    // The schema trims, and "on" and true are the same box ticked: the validated content is the same.
    expect(await submitCollaboration(envelope({ ...COLLABORATION, name: " Ana Example ", consent: true }, key))).toEqual({ ok: true });
    expect(await rows("collaboration_requests", key)).toHaveLength(1);
  });

  it("answers the same key with edited content as a conflict, keeps the first version, and takes the edit under a new key", async () => {
    const key = randomUUID();
    expect(await submitCollaboration(envelope(COLLABORATION, key))).toEqual({ ok: true });
    const edited = { ...COLLABORATION, message: "Twelve of us can help on Saturdays and Sundays." };
    expect(await submitCollaboration(envelope(edited, key))).toEqual({ ok: false, error: MESSAGES.conflict, conflict: true });
    expect(await rows("collaboration_requests", key)).toEqual([expect.objectContaining({ message: COLLABORATION.message })]);
    // What the form does next: the same fields, a new key.
    const next = randomUUID();
    expect(await submitCollaboration(envelope(edited, next))).toEqual({ ok: true });
    expect(await rows("collaboration_requests", next)).toEqual([expect.objectContaining({ message: edited.message })]);
  });

  it("answers an edited suggestion or report sent with a used key as a conflict too", async () => {
    const suggestionKey = randomUUID();
    expect(await submitSuggestion(envelope(SUGGESTION, suggestionKey))).toEqual({ ok: true });
    expect(await submitSuggestion(envelope({ ...SUGGESTION, hours: "Every day 8-6" }, suggestionKey))).toEqual({ ok: false, error: MESSAGES.conflict, conflict: true });
    expect(await rows("place_suggestions", suggestionKey)).toEqual([expect.objectContaining({ hours: "" })]);

    const reportKey = randomUUID();
    expect(await submitReport(envelope({ placeId: FIXTURE_001, reason: "closed" }, reportKey))).toEqual({ ok: true });
    expect(await submitReport(envelope({ placeId: FIXTURE_001, reason: "full" }, reportKey))).toEqual({ ok: false, error: MESSAGES.conflict, conflict: true });
    expect(await rows("place_reports", reportKey)).toEqual([expect.objectContaining({ reason: "closed" })]);
  });

  it("answers one of two versions sent at the same time with one key as saved, the other as a conflict", async () => {
    const key = randomUUID();
    const versions = [{ ...COLLABORATION, message: "The first version of this message." }, { ...COLLABORATION, message: "The second version of this message." }];
    const results = await Promise.all(versions.map((v) => submitCollaboration(envelope(v, key))));
    expect(results).toContainEqual({ ok: true });
    expect(results).toContainEqual({ ok: false, error: MESSAGES.conflict, conflict: true });
    const saved = await rows("collaboration_requests", key);
    expect(saved).toEqual([expect.objectContaining({ message: versions[results.findIndex((r) => r.ok)]!.message })]);
  });

  it("does not count conflicts against the rate limit", async () => {
    await awayFromWindowEdge(FORMS.rateLimitWindowSeconds);
    newClient();
    const key = randomUUID();
    expect(await submitCollaboration(envelope(COLLABORATION, key))).toEqual({ ok: true });
    for (let i = 0; i < FORMS.rateLimitMax + 2; i++) {
      expect(await submitCollaboration(envelope({ ...COLLABORATION, message: `Edited message, version ${i}.` }, key))).toMatchObject({ conflict: true });
    }
    expect(await submitCollaboration(envelope(COLLABORATION))).toEqual({ ok: true });
  }, 30_000);

  it("answers a filled honeypot like a success and stores nothing, even for invalid data", async () => {
    const before = await total("collaboration_requests");
    const key = randomUUID();
    expect(await submitCollaboration(envelope(COLLABORATION, key, "https://spam.example"))).toEqual({ ok: true });
    expect(await submitCollaboration(envelope({ name: "" }, randomUUID(), "x"))).toEqual({ ok: true });
    expect(await rows("collaboration_requests", key)).toEqual([]);
    expect(await total("collaboration_requests")).toBe(before);
  });

  it("treats an empty or missing honeypot as a person", async () => {
    const key = randomUUID();
    expect(await submitCollaboration({ idempotencyKey: key, data: COLLABORATION })).toEqual({ ok: true });
    expect(await rows("collaboration_requests", key)).toHaveLength(1);
  });

  it("answers invalid data with the field errors and stores nothing", async () => {
    const key = randomUUID();
    const result = await submitCollaboration(envelope({ ...COLLABORATION, email: "nope", message: "short", consent: false }, key));
    expect(result).toEqual({
      ok: false,
      error: MESSAGES.invalid,
      fieldErrors: {
        email: "Enter an e-mail address like name@example.org.",
        message: "Tell us a little more (at least 10 characters).",
        consent: "We can only reply if you agree to be contacted.",
      },
    });
    expect(await rows("collaboration_requests", key)).toEqual([]);
  });

  it.each([
    ["no idempotency key", { honeypot: "", data: COLLABORATION }],
    ["an idempotency key that is not a uuid", { idempotencyKey: "1", honeypot: "", data: COLLABORATION }],
    ["a honeypot that is not a string", { idempotencyKey: "6f1c2b8e-8f7a-4c47-9b1e-2d3c4b5a6f70", honeypot: 1, data: COLLABORATION }],
    ["a string body", "name=Ana&email=ana@example.org"],
    ["null", null],
    ["undefined", undefined],
    ["an array", [COLLABORATION]],
  ])("answers a malformed envelope (%s) with the malformed message and stores nothing", async (_, input) => {
    const before = await total("collaboration_requests");
    expect(await submitCollaboration(input)).toEqual({ ok: false, error: MESSAGES.malformed });
    expect(await total("collaboration_requests")).toBe(before);
  });

  it(
    "allows FORMS.rateLimitMax submissions per client address and form, then refuses with the minutes to wait",
    async () => {
      await awayFromWindowEdge(FORMS.rateLimitWindowSeconds);
      const address = newClient();
      const keys = Array.from({ length: FORMS.rateLimitMax + 1 }, () => randomUUID());
      for (const key of keys.slice(0, FORMS.rateLimitMax)) {
        expect(await submitCollaboration(envelope(COLLABORATION, key))).toEqual({ ok: true });
      }

      // Entries the client forges before the one our proxy appends do not dodge the limit.
      request.headers = new Headers({ "x-forwarded-for": `203.0.113.77, 10.0.0.2, ${address}` });
      const refused = await submitCollaboration(envelope(COLLABORATION, keys[FORMS.rateLimitMax]));
      expect(refused).toMatchObject({ ok: false, error: MESSAGES.rateLimited });
      const minutes = refused.ok ? NaN : Number(refused.values?.minutes);
      expect(Number.isInteger(minutes)).toBe(true);
      expect(minutes).toBeGreaterThanOrEqual(1);
      expect(minutes).toBeLessThanOrEqual(FORMS.rateLimitWindowSeconds / 60);
      expect(await rows("collaboration_requests", keys[FORMS.rateLimitMax]!)).toEqual([]);
      for (const key of keys.slice(0, FORMS.rateLimitMax)) expect(await rows("collaboration_requests", key)).toHaveLength(1);

      // The same client may still use another form...
      expect(await submitReport(envelope({ placeId: FIXTURE_001, reason: "full" }))).toEqual({ ok: true });
      // ...and another client may still use this one.
      newClient();
      const other = randomUUID();
      expect(await submitCollaboration(envelope(COLLABORATION, other))).toEqual({ ok: true });
      expect(await rows("collaboration_requests", other)).toHaveLength(1);

      // No client address is stored in clear.
      const keysStored = await db.client.query<{ key: string }>("select key from public.rate_limits");
      expect(keysStored.length).toBeGreaterThan(0);
      for (const { key } of keysStored) {
        expect(key).toMatch(/^[0-9a-f]{64}$/);
        expect(key).not.toContain(address);
      }
    },
    30_000,
  );

  it("does not count invalid or bot submissions against the rate limit", async () => {
    await awayFromWindowEdge(FORMS.rateLimitWindowSeconds);
    newClient();
    for (let i = 0; i < FORMS.rateLimitMax + 2; i++) {
      expect(await submitCollaboration(envelope({ ...COLLABORATION, email: "nope" }))).toMatchObject({ ok: false, error: MESSAGES.invalid });
      expect(await submitCollaboration(envelope(COLLABORATION, randomUUID(), "bot"))).toEqual({ ok: true });
    }
    expect(await submitCollaboration(envelope(COLLABORATION))).toEqual({ ok: true });
  }, 30_000);

  describe("when the database is down", () => {
    const down = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    const deadStore: SubmissionStore = {
      addCollaboration: down,
      addSuggestion: down,
      addReport: down,
      keyState: down,
      collaborationQueue: down,
      setCollaborationHandled: down,
      openReportCounts: down,
      pendingSuggestions: down,
      openReports: down,
      approveSuggestion: down,
      rejectSuggestion: down,
      resolveReport: down,
    };

    const deadLimits: LimitStore = { hit: down, spend: down };
    const live = async () => limits;

    it.each<[string, () => Promise<SubmissionStore>, () => Promise<LimitStore>]>([
      ["every store method rejects", async () => deadStore, async () => deadLimits],
      ["the store cannot be opened", () => down() as Promise<SubmissionStore>, live],
      ["the limits cannot be opened", async () => store, () => down() as Promise<LimitStore>],
      ["the store factory throws synchronously", (): Promise<SubmissionStore> => {
        throw new Error("PGlite failed to start");
      }, live],
      ["the SQL client rejects every query", async () => createSqlSubmissionStore({ query: down }), async () => createSqlLimitStore({ query: down })],
      ["the database rejects with something that is not an Error", async () => store, async () => ({ ...deadLimits, hit: () => Promise.reject("boom") })],
    ])("answers 'unavailable' without throwing when %s", async (_, storeFactory, limitsFactory) => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const key = randomUUID();
      await expect(submitCollaboration(envelope(COLLABORATION, key), storeFactory, limitsFactory)).resolves.toEqual({
        ok: false,
        error: MESSAGES.unavailable,
      });
      expect(error).toHaveBeenCalledWith(expect.stringContaining("collaboration"), expect.anything());
      expect(await rows("collaboration_requests", key)).toEqual([]);
    });

    it("lets the visitor retry the same form once the database is back, and stores it once", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const key = randomUUID();
      const failingSave = async (): Promise<SubmissionStore> => ({ ...store, addCollaboration: down });
      expect(await submitCollaboration(envelope(COLLABORATION, key), failingSave)).toEqual({ ok: false, error: MESSAGES.unavailable });
      expect(await rows("collaboration_requests", key)).toEqual([]);
      expect(await submitCollaboration(envelope(COLLABORATION, key))).toEqual({ ok: true });
      expect(await submitCollaboration(envelope(COLLABORATION, key))).toEqual({ ok: true });
      expect(await rows("collaboration_requests", key)).toHaveLength(1);
    });
  });

  it("stores a suggestion with a point on the map as pending", async () => {
    const key = randomUUID();
    expect(await submitSuggestion(envelope({ ...SUGGESTION, noIdRequired: "on" }, key))).toEqual({ ok: true });
    const [row] = await rows("place_suggestions", key);
    expect(row).toMatchObject({ name: "Water at the library", latitude: 34.18, longitude: -118.13, status: "pending", no_id_required: true, website: null });
    expect((await store.pendingSuggestions({ page: 1, size: 200 })).rows.map((s) => s.id)).toContain(row?.id);
  });

  it("answers a suggestion without address or point with the address error", async () => {
    const key = randomUUID();
    expect(await submitSuggestion(envelope({ ...SUGGESTION, latitude: "" }, key))).toEqual({
      ok: false,
      error: MESSAGES.invalid,
      fieldErrors: { address: "Enter an address or pick the place on the map." },
    });
    expect(await rows("place_suggestions", key)).toEqual([]);
  });

  it("stores a report on a seeded place, which then counts as an open report", async () => {
    const before = (await store.openReportCounts()).get(FIXTURE_001) ?? 0;
    const key = randomUUID();
    expect(await submitReport(envelope({ placeId: FIXTURE_001, reason: "closed", note: " Boarded up. " }, key))).toEqual({ ok: true });
    expect(await submitReport(envelope({ placeId: FIXTURE_001, reason: "closed", note: " Boarded up. " }, key))).toEqual({ ok: true });
    const saved = await rows("place_reports", key);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ place_id: FIXTURE_001, reason: "closed", note: "Boarded up.", resolved_at: null });
    expect((await store.openReportCounts()).get(FIXTURE_001)).toBe(before + 1);
  });

  it("answers a report on a malformed place id with the field error", async () => {
    expect(await submitReport(envelope({ placeId: "sample-001", reason: "closed" }))).toEqual({
      ok: false,
      error: MESSAGES.invalid,
      fieldErrors: { placeId: "This place could not be found." },
    });
  });
});
