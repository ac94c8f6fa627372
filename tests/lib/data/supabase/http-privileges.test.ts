// @vitest-environment node
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_SERVER_REASON } from "@/tests/support/pg-server";
import { startSupabaseStack, type SupabaseStack } from "@/tests/support/supabase-stack";

/**
 * What visitors can do over Supabase's HTTP API, against a real PostgREST: with the public anon key
 * (and a signed-in user's `authenticated` role) they read exactly the published data and call
 * exactly the public functions. Tables and functions are listed from the database's catalog, so a
 * new one fails here until it is given a decision below.
 */

const seedId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** The column a table's rows are named by ("id" unless said here). */
const keyColumn = (table: string) =>
  ({ rate_limits: "key", sms_opt_outs: "phone", reviewer_sessions: "token_hash", hazard_layers: "layer", alert_place_queue: "change_id", alert_help_pending: "follow_id" })[table] ?? "id";

/** An area alert's follow and a recorded change to a place, made in the setup, so rows naming them would be valid. */
const FOLLOW_ID = "00000000-0000-4000-8000-0000000000f0";
const CHANGE_ID = "00000000-0000-4000-8000-0000000000c0";

/** A reviewer account made in the setup, so a session row would be valid. */
const REVIEWER_ID = "00000000-0000-4000-8000-0000000000aa";

type Access = {
  /** What visitors may select: every column, or only these. Absent: nothing. */
  read?: "all" | readonly string[];
  /** A row that would be valid, so only privileges can stop the insert. */
  insert: Record<string, unknown>;
};

const TABLES: Record<string, Access> = {
  places: { read: "all", insert: { external_id: "http-visitor", kind: "resource", category: "essentials", name: "Visitor place", latitude: 34, longitude: -118 } },
  translations: { read: "all", insert: { text: "Visitor text", translated: { es: "Texto" } } },
  import_runs: { read: ["finished_at"], insert: { source: "visitor", rows_total: 1, rows_changed: 1 } },
  collaboration_requests: {
    insert: { idempotency_key: randomUUID(), name: "Visitor", email: "v@example.org", kind: "other", message: "Hello there", consent: true },
  },
  place_suggestions: { insert: { idempotency_key: randomUUID(), kind: "resource", category: "essentials", name: "Visitor", address: "Somewhere", source: "me" } },
  place_reports: { insert: { idempotency_key: randomUUID(), place_id: seedId(1), reason: "closed" } },
  reviewers: { insert: { email: "visitor@example.org", name: "Visitor", role: "admin", password_hash: "scrypt$visitor" } },
  reviewer_sessions: { insert: { token_hash: "f".repeat(64), reviewer_id: REVIEWER_ID, expires_at: new Date(Date.now() + 86_400_000).toISOString() } },
  place_changes: { insert: { place_id: seedId(1), reviewer_name: "Visitor", action: "verify", changes: {} } },
  rate_limits: { insert: { key: "visitor", window_start: new Date().toISOString(), hits: 0, expires_at: new Date().toISOString() } },
  // The operators' last error (last_error, last_error_at) is not for visitors. The setup stores
  // "perimeter", the service role's calls below save "incident": the insert takes "zone".
  hazard_layers: {
    read: ["layer", "source", "source_url", "fetched_at", "features"],
    insert: { layer: "zone", source: "Visitor", source_url: "https://example.org/zones.geojson", fetched_at: new Date().toISOString(), features: [] },
  },
  // Area alerts: who follows where is nobody's business but the server's.
  alert_follows: {
    insert: { channel: "email", email: "visitor@example.org", latitude: 34.1, longitude: -118.1, radius_miles: 3, topics: ["evacuation"], language: "en", manage_token_hash: "9".repeat(64) },
  },
  alert_outbox: { insert: { follow_id: FOLLOW_ID, key: "visitor", event: { type: "help", places: [] } } },
  alert_place_queue: { insert: { change_id: CHANGE_ID } },
  alert_help_pending: { insert: { follow_id: FOLLOW_ID, place_id: seedId(5), reason: "opened", distance_miles: 1.2 } },
  // Text messages: the numbers that opted out are the server's alone.
  sms_opt_outs: { insert: { phone: "+12135550199" } },
};

/** Every function in `public`: whether visitors may call it, and arguments the server's call would succeed with. */
const FUNCTIONS: Record<string, { public: boolean; args: (ids: Ids) => Record<string, unknown> } | "trigger"> = {
  published_places: { public: true, args: () => ({ kinds: null }) },
  open_report_counts: { public: true, args: () => ({}) },
  lookup_translations: { public: true, args: () => ({ texts: ["Open now"] }) },
  import_places: {
    public: false,
    args: () => ({ rows: [{ external_id: "http-import", kind: "resource", category: "essentials", name: "Imported", latitude: 34, longitude: -118 }], source: "http test" }),
  },
  save_machine_translations: { public: false, args: () => ({ target: "es", pairs: [{ text: "Machine text", translation: "Texto" }] }) },
  hit_rate_limit: { public: false, args: () => ({ limit_key: "http", max_hits: 5, window_seconds: 60 }) },
  spend_budget: { public: false, args: () => ({ budget_key: "http", costs: [1], budget: 100, window_seconds: 60 }) },
  pending_suggestions: { public: false, args: () => ({ page_number: 1, page_size: 50 }) },
  open_reports: { public: false, args: () => ({ page_number: 1, page_size: 50, target: null }) },
  approve_suggestion: { public: false, args: (ids) => ({ suggestion_id: ids.suggestion, reviewer: "Moderator" }) },
  reject_suggestion: { public: false, args: (ids) => ({ suggestion_id: ids.otherSuggestion }) },
  resolve_report: { public: false, args: (ids) => ({ report_id: ids.report }) },
  review_place: {
    public: false,
    args: () => ({ target: seedId(3), reviewer: REVIEWER_ID, reviewer_name: "Admin", new_status: "full", check_method: "phone", check_source: null, check_note: "" }),
  },
  stale_places: { public: false, args: () => ({ urgent_days: 3, other_days: 7, page_number: 1, page_size: 10 }) },
  edit_place: {
    public: false,
    args: () => ({ target: seedId(3), reviewer: REVIEWER_ID, reviewer_name: "Admin", patch: { name: "Visitor's name" }, expected: {}, check_method: "phone", check_source: null, check_note: "" }),
  },
  revert_change: { public: false, args: (ids) => ({ change_id: ids.change, reviewer: REVIEWER_ID, reviewer_name: "Admin", revert_note: "" }) },
  place_history: { public: false, args: () => ({ target: null, page_number: 1, page_size: 10 }) },
  // Helpers of the functions above, taking whole place rows.
  place_diff: { public: false, args: (ids) => ({ old_row: ids.place, new_row: { ...ids.place, name: "Visitor" } }) },
  write_place: { public: false, args: (ids) => ({ next: { ...ids.place, name: "Visitor" } }) },
  // The columns the two above write, read from the catalog.
  place_set_columns: { public: false, args: () => ({}) },
  collaboration_queue: { public: false, args: () => ({ page_number: 1, page_size: 10 }) },
  // Reviewer accounts by page: names and emails are not for visitors.
  list_reviewers: { public: false, args: () => ({ page_number: 1, page_size: 10 }) },
  // The paged reads' helper: harmless arithmetic, but only the server's functions need it.
  page_bounds: { public: false, args: () => ({ total: 54, page_number: 9, page_size: 50 }) },
  set_collaboration_handled: { public: false, args: (ids) => ({ request_id: ids.collaboration, reviewer_name: "Admin" }) },
  save_hazard_layer: {
    public: false,
    args: () => ({ layer_name: "incident", layer_source: "CAL FIRE", layer_source_url: "https://example.org/incidents", layer_fetched_at: new Date().toISOString(), layer_features: [] }),
  },
  note_hazard_failure: { public: false, args: () => ({ layer_name: "perimeter", reason: "https://secret.example.org/feed answered 500." }) },
  touch_updated_at: "trigger",
  // Area alerts: the server's alone (a visitor reaches their follow through the server, by token).
  add_alert_follow: {
    public: false,
    args: () => ({
      follow: { channel: "email", email: "http@example.org", latitude: 34.1, longitude: -118.1, radius_miles: 3, topics: ["evacuation"], language: "en", manage_token_hash: "c".repeat(64), confirm_token_hash: "d".repeat(64), zone_state: null },
    }),
  },
  confirm_alert_follow: { public: false, args: () => ({ token_hash: "f".repeat(64) }) },
  alert_follow_by_token: { public: false, args: () => ({ token_hash: "0".repeat(64) }) },
  update_alert_follow: { public: false, args: () => ({ token_hash: "0".repeat(64), new_radius: 5, new_topics: null }) },
  delete_alert_follow: { public: false, args: () => ({ token_hash: "1".repeat(64) }) },
  drop_alert_follow: { public: false, args: () => ({ follow: "00000000-0000-4000-8000-0000000000ff" }) },
  active_alert_follows: { public: false, args: () => ({}) },
  record_zone_alerts: { public: false, args: () => ({ items: [] }) },
  take_place_changes: { public: false, args: () => ({ max_rows: 10 }) },
  add_pending_help: { public: false, args: () => ({ items: [] }) },
  due_help: { public: false, args: () => ({ min_interval_seconds: 3600 }) },
  queue_help: {
    public: false,
    args: () => ({ follow: FOLLOW_ID, expected_last: null, message_key: "help:http", message: { type: "help", places: [], latitude: 34.1, longitude: -118.1 }, place_ids: [] }),
  },
  queue_alert: { public: false, args: () => ({ follow: FOLLOW_ID, message_key: "confirm", message: { type: "confirm", confirmUrl: "https://example.org/" }, is_urgent: false }) },
  claim_alerts: { public: false, args: () => ({ max_rows: 10, lease_seconds: 60 }) },
  claim_text_alerts: { public: false, args: () => ({ max_rows: 10, lease_seconds: 60 }) },
  claim_alerts_of: { public: false, args: () => ({ texts: true, max_rows: 10, lease_seconds: 60 }) },
  sms_opt_out: { public: false, args: () => ({ phone_number: "+12135550198" }) },
  sms_opt_in: { public: false, args: () => ({ phone_number: "+12135550198" }) },
  sms_opted_out: { public: false, args: () => ({ phone_number: "+12135550198" }) },
  add_sms_follow: {
    public: false,
    args: () => ({ follow: { id: "00000000-0000-4000-8000-0000000000fe", phone: "+12135550197", area: "91101", latitude: 34.1, longitude: -118.1, language: "en", manage_token_hash: "e".repeat(64) }, max_areas: 5 }),
  },
  confirm_sms_follow: { public: false, args: () => ({ phone_number: "+12135550197" }) },
  release_alert: { public: false, args: () => ({ message: 999999 }) },
  settle_alert: { public: false, args: () => ({ message: 999999, outcome: "sent", error: null, retry_at: null }) },
  alert_housekeeping: { public: false, args: () => ({ remind_days: 7 }) },
  alert_counts: { public: false, args: () => ({}) },
  queue_place_change_for_alerts: "trigger",
};

type Ids = { suggestion: string; otherSuggestion: string; report: string; collaboration: string; change: string; place: Record<string, unknown> };
const DENIED = "42501";

describe.skipIf(NO_SERVER_REASON !== null)(
  `Supabase over HTTP: visitors read what the site shows and nothing else${NO_SERVER_REASON ? ` — skipped: ${NO_SERVER_REASON}` : ""}`,
  () => {
    let stack: SupabaseStack;
    let ids: Ids;

    const api = async (key: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${stack.url}/rest/v1${path}`, {
        method,
        headers: { apikey: key, authorization: `Bearer ${key}`, "content-type": "application/json", prefer: "return=representation" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    };

    /** Every row of every table, read as the superuser: proof that nothing changed. */
    const snapshot = async () => {
      const out: Record<string, unknown> = {};
      for (const table of Object.keys(TABLES)) {
        [out[table]] = await stack.admin.query(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from public.${table} t`,
        );
      }
      return out;
    };

    beforeAll(async () => {
      stack = await startSupabaseStack();
      // Something in every table: a suggestion, a report, a collaboration request, an import run, a
      // translation and a rate-limit row, as the server would have written them.
      const [suggestion, otherSuggestion] = await stack.admin.query<{ id: string }>(
        `insert into public.place_suggestions (idempotency_key, kind, category, name, address, source, latitude, longitude)
         values (gen_random_uuid(), 'resource', 'essentials', 'Pending one', 'Here', 'test', 34.1, -118.1),
                (gen_random_uuid(), 'resource', 'essentials', 'Pending two', 'There', 'test', 34.2, -118.2) returning id`,
      );
      const [report] = await stack.admin.query<{ id: string }>(
        "insert into public.place_reports (idempotency_key, place_id, reason, note) values (gen_random_uuid(), $1, 'full', 'Private note') returning id",
        [seedId(1)],
      );
      const [collaboration] = await stack.admin.query<{ id: string }>(
        `insert into public.collaboration_requests (idempotency_key, name, email, kind, message, consent)
         values (gen_random_uuid(), 'Ana', 'ana@example.org', 'supplies', 'Private message', true) returning id`,
      );
      await stack.admin.exec(`
        select public.import_places('[]'::jsonb, 'https://secret.example.org/private/feed.csv');
        insert into public.translations (text, translated, source) values ('Open now', '{"es": "Abierto ahora"}', 'curated');
        select public.hit_rate_limit('someone', 5, 60);
        insert into public.reviewers (id, email, name, role, password_hash)
          values ('${REVIEWER_ID}', 'admin@example.org', 'Admin', 'admin', 'scrypt$secret');
        insert into public.reviewer_sessions (token_hash, reviewer_id, expires_at)
          values ('${"e".repeat(64)}', '${REVIEWER_ID}', now() + interval '1 hour');
        select public.save_hazard_layer('perimeter', 'NIFC (WFIGS)', 'https://example.org/perimeters', now(), '[]'::jsonb);
        select public.note_hazard_failure('perimeter', 'https://secret.example.org/private/feed answered 500.');
        select public.add_alert_follow('{"id": "${FOLLOW_ID}", "channel": "email", "email": "follower@example.org", "latitude": 34.15, "longitude": -118.14,
          "radius_miles": 3, "topics": ["evacuation", "shelter"], "language": "es", "manage_token_hash": "${"8".repeat(64)}"}'::jsonb);
        insert into public.place_changes (id, place_id, reviewer_name, action, changes) values ('${CHANGE_ID}', '${seedId(3)}', 'Admin', 'verify', '{}');
        -- Off the queue again, so the service role's insert of the same change below is new.
        delete from public.alert_place_queue where change_id = '${CHANGE_ID}';
      `);
      // A recorded change (a reviewer's edit) to revert, and a whole place row for the row helpers.
      await stack.admin.query("select public.edit_place($1, $2, 'Admin', '{\"phone\": \"(626) 555-0100\"}', '{}', 'phone', null, '')", [seedId(2), REVIEWER_ID]);
      const [change] = await stack.admin.query<{ id: string }>("select id from public.place_changes where place_id = $1", [seedId(2)]);
      const [place] = await stack.admin.query<{ row: Record<string, unknown> }>("select to_jsonb(p) as row from public.places p where id = $1", [seedId(4)]);
      ids = { suggestion: suggestion!.id, otherSuggestion: otherSuggestion!.id, report: report!.id, collaboration: collaboration!.id, change: change!.id, place: place!.row };
    }, 60_000);
    afterAll(() => stack?.stop());

    it("covers every table and function in the database", async () => {
      const tables = await stack.admin.query<{ name: string }>(
        "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p') order by 1",
      );
      expect(tables.map((t) => t.name)).toEqual(Object.keys(TABLES).sort());
      const functions = await stack.admin.query<{ name: string }>(
        "select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1",
      );
      expect(functions.map((f) => f.name)).toEqual(Object.keys(FUNCTIONS).sort());
    });

    for (const role of ["anon", "authenticated"] as const) {
      describe(`with the ${role} role`, () => {
        const key = () => (role === "anon" ? stack.anonKey : stack.authenticatedKey);

        it("the API describes exactly the public tables and functions", async () => {
          const { status, body } = await api(key(), "GET", "/");
          expect(status).toBe(200);
          const paths = Object.keys((body as { paths: Record<string, unknown> }).paths).sort();
          const expected = [
            "/",
            ...Object.entries(TABLES).flatMap(([name, access]) => (access.read ? [`/${name}`] : [])),
            ...Object.entries(FUNCTIONS).flatMap(([name, f]) => (f !== "trigger" && f.public ? [`/rpc/${name}`] : [])),
          ].sort();
          expect(paths).toEqual(expected);
        });

        it("reads the 64 published places and never a draft", async () => {
          const { status, body } = await api(key(), "GET", "/places?select=id,published");
          expect(status).toBe(200);
          const rows = body as { id: string; published: boolean }[];
          expect(rows).toHaveLength(64);
          expect(rows.every((r) => r.published)).toBe(true);
          for (const id of [seedId(14), seedId(49)]) {
            expect((await api(key(), "GET", `/places?id=eq.${id}`)).body).toEqual([]);
          }
        });

        it("reads when the data was refreshed, never where it came from", async () => {
          const refreshed = await api(key(), "GET", "/import_runs?select=finished_at");
          expect(refreshed.status).toBe(200);
          expect(refreshed.body).toHaveLength(1);
          for (const select of ["source", "*", "rows_total", "id,finished_at"]) {
            const { status, body } = await api(key(), "GET", `/import_runs?select=${select}`);
            expect(status, select).toBeGreaterThanOrEqual(401);
            expect(status, select).toBeLessThanOrEqual(403);
            expect((body as { code: string }).code).toBe(DENIED);
            expect(JSON.stringify(body)).not.toContain("secret.example.org");
          }
        });

        it("reads the hazard layers, never the operators' last error", async () => {
          const layers = await api(key(), "GET", "/hazard_layers?select=layer,source,fetched_at,features");
          expect(layers.status).toBe(200);
          expect(layers.body).toEqual([expect.objectContaining({ layer: "perimeter", source: "NIFC (WFIGS)", features: [] })]);
          for (const select of ["last_error", "*", "layer,last_error_at"]) {
            const { status, body } = await api(key(), "GET", `/hazard_layers?select=${select}`);
            expect(status, select).toBeGreaterThanOrEqual(401);
            expect(status, select).toBeLessThanOrEqual(403);
            expect((body as { code: string }).code).toBe(DENIED);
            expect(JSON.stringify(body)).not.toContain("secret.example.org");
          }
        });

        for (const [table, access] of Object.entries(TABLES)) {
          it(`${table}: ${access.read ? "reads only the allowed columns" : "cannot read it"}, and cannot write to it`, async () => {
            const before = await snapshot();
            const columns = access.read === "all" || !access.read ? "*" : access.read.join(",");
            const read = await api(key(), "GET", `/${table}?select=${columns}`);
            if (access.read) {
              expect(read.status).toBe(200);
            } else {
              expect(read.status).toBeGreaterThanOrEqual(401);
              expect((read.body as { code: string }).code).toBe(DENIED);
            }
            const writes = [
              await api(key(), "POST", `/${table}`, access.insert),
              await api(key(), "PATCH", `/${table}?${keyColumn(table)}=not.is.null`, { [Object.keys(access.insert)[0]!]: null }),
              await api(key(), "DELETE", `/${table}?${keyColumn(table)}=not.is.null`),
            ];
            for (const write of writes) {
              expect(write.status).toBeGreaterThanOrEqual(401);
              expect(write.status).toBeLessThanOrEqual(403);
              expect((write.body as { code: string }).code).toBe(DENIED);
            }
            expect(await snapshot()).toEqual(before);
          });
        }

        for (const [name, fn] of Object.entries(FUNCTIONS)) {
          if (fn === "trigger") continue;
          it(`rpc/${name}: ${fn.public ? "may call it" : "is refused, and nothing changes"}`, async () => {
            const before = await snapshot();
            const { status, body } = await api(key(), "POST", `/rpc/${name}`, fn.args(ids));
            if (fn.public) {
              expect(status).toBe(200);
            } else {
              expect(status).toBeGreaterThanOrEqual(401);
              expect(status).toBeLessThanOrEqual(403);
              expect((body as { code: string }).code).toBe(DENIED);
              expect(await snapshot()).toEqual(before);
            }
          });
        }

        it("may execute exactly the public functions, trigger functions included (checked in the catalog)", async () => {
          const rows = await stack.admin.query<{ name: string; allowed: boolean }>(
            "select p.proname as name, has_function_privilege($1, p.oid, 'EXECUTE') as allowed from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1",
            [role],
          );
          expect(rows.filter((r) => r.allowed).map((r) => r.name)).toEqual(
            Object.entries(FUNCTIONS)
              .filter(([, f]) => f !== "trigger" && f.public)
              .map(([name]) => name)
              .sort(),
          );
        });

        it("cannot see or mark who handled a collaboration request", async () => {
          const before = await snapshot();
          const attempts = [
            await api(key(), "GET", "/collaboration_requests?select=handled_by,handled_at"),
            await api(key(), "PATCH", `/collaboration_requests?id=eq.${ids.collaboration}`, { handled_at: new Date().toISOString(), handled_by: "Visitor" }),
            await api(key(), "PATCH", "/collaboration_requests?handled_at=not.is.null", { handled_at: null, handled_by: null }),
            await api(key(), "POST", "/rpc/set_collaboration_handled", { request_id: ids.collaboration, reviewer_name: null }),
          ];
          for (const attempt of attempts) {
            expect(attempt.status).toBeGreaterThanOrEqual(401);
            expect(attempt.status).toBeLessThanOrEqual(403);
            expect((attempt.body as { code: string }).code).toBe(DENIED);
          }
          expect(await snapshot()).toEqual(before);
        });

        it("sees report counts, never the reports", async () => {
          const { body } = await api(key(), "POST", "/rpc/open_report_counts", {});
          expect(body).toEqual({ [seedId(1)]: 1 });
          expect(JSON.stringify(body)).not.toContain("Private note");
        });
      });
    }

    // The denials above are real denials: the same calls, with the service role, succeed.
    describe("with the service role", () => {
      it("calls every server function with the same arguments", async () => {
        for (const [name, fn] of Object.entries(FUNCTIONS)) {
          if (fn === "trigger") continue;
          const { status, body } = await api(stack.serviceRoleKey, "POST", `/rpc/${name}`, fn.args(ids));
          expect([200, 204], `${name}: ${JSON.stringify(body)}`).toContain(status);
        }
        const [published] = await stack.admin.query<{ n: number }>("select count(*)::int as n from public.places where external_id = 'http-import'");
        expect(published?.n).toBe(1);
      });

      it("writes to every table with the same rows", async () => {
        for (const [table, access] of Object.entries(TABLES)) {
          const { status, body } = await api(stack.serviceRoleKey, "POST", `/${table}`, access.insert);
          expect(status, `${table}: ${JSON.stringify(body)}`).toBe(201);
        }
      });
    });
  },
);
