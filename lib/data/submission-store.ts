import type { CollaborationInput, ReportInput, SuggestionInput } from "@/lib/forms/schemas";
import type { Category, PlaceKind } from "@/lib/places/types";
import type { SqlClient } from "./sql-store";
import { UUID_RE } from "./store";
import { serverSupabaseClient } from "./supabase-client";

export type Saved = { id: string; duplicate: boolean };
export type SubmissionKind = "collaboration" | "suggestion" | "report";

/** A report about a place that does not exist or is not published. */
export class UnknownPlaceError extends Error {
  constructor() {
    super("Unknown place");
  }
}

const TABLES: Record<SubmissionKind, string> = {
  collaboration: "collaboration_requests",
  suggestion: "place_suggestions",
  report: "place_reports",
};
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export type PendingSuggestion = SuggestionInput & { id: string; createdAt: string };
export type CollaborationRequest = CollaborationInput & { id: string; createdAt: string };
export type OpenReport = { id: string; placeId: string; placeName: string; reason: ReportInput["reason"]; note: string; createdAt: string };

/**
 * What visitors send, and what moderators do with it. Written only by the server (service role);
 * visitors can neither read nor write these tables. Every add is idempotent on its key.
 */
export interface SubmissionStore {
  addCollaboration(input: CollaborationInput, idempotencyKey: string): Promise<Saved>;
  addSuggestion(input: SuggestionInput, idempotencyKey: string): Promise<Saved>;
  /** Throws UnknownPlaceError when the place is unknown or unpublished. */
  addReport(input: ReportInput, idempotencyKey: string): Promise<Saved>;
  /** Whether a submission with this key is already stored (a retry: nothing to do, nothing to count). */
  isSaved(kind: SubmissionKind, idempotencyKey: string): Promise<boolean>;
  hitRateLimit(key: string, maxHits: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Published place id → number of open reports (what visitors may know). */
  openReportCounts(): Promise<Map<string, number>>;
  pendingSuggestions(): Promise<PendingSuggestion[]>;
  /** The latest collaboration requests, newest first, for the team to answer. */
  recentCollaborations(limit: number): Promise<CollaborationRequest[]>;
  openReports(): Promise<OpenReport[]>;
  /** Publishes the suggestion as a place (after setting its point, when given); returns the place id. */
  approveSuggestion(id: string, reviewer: string, point?: { latitude: number; longitude: number }): Promise<string>;
  rejectSuggestion(id: string): Promise<void>;
  resolveReport(id: string): Promise<void>;
}

type SuggestionRow = {
  id: string;
  kind: PlaceKind;
  category: Category;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  hours: string;
  phone: string;
  website: string | null;
  no_id_required: boolean;
  pets_allowed: boolean;
  wheelchair_accessible: boolean;
  description: string;
  source: string;
  contact_email: string;
  created_at: string | Date;
};

const iso = (v: string | Date) => new Date(v).toISOString();

function suggestionFromRow(r: SuggestionRow): PendingSuggestion {
  return {
    id: r.id,
    kind: r.kind,
    category: r.category,
    name: r.name,
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
    hours: r.hours,
    phone: r.phone,
    website: r.website,
    noIdRequired: r.no_id_required,
    petsAllowed: r.pets_allowed,
    wheelchairAccessible: r.wheelchair_accessible,
    description: r.description,
    source: r.source,
    contactEmail: r.contact_email,
    createdAt: iso(r.created_at),
  };
}

function suggestionRow(s: SuggestionInput) {
  return {
    kind: s.kind,
    category: s.category,
    name: s.name,
    address: s.address,
    latitude: s.latitude,
    longitude: s.longitude,
    hours: s.hours,
    phone: s.phone,
    website: s.website,
    no_id_required: s.noIdRequired,
    pets_allowed: s.petsAllowed,
    wheelchair_accessible: s.wheelchairAccessible,
    description: s.description,
    source: s.source,
    contact_email: s.contactEmail,
  };
}

const collaborationRow = (c: CollaborationInput) => ({
  name: c.name,
  organization: c.organization,
  email: c.email,
  phone: c.phone,
  kind: c.kind,
  message: c.message,
  consent: c.consent,
});

type CollaborationRow = ReturnType<typeof collaborationRow> & { id: string; created_at: string | Date };

const collaborationFromRow = (r: CollaborationRow): CollaborationRequest => ({
  id: r.id,
  name: r.name,
  organization: r.organization,
  email: r.email,
  phone: r.phone,
  kind: r.kind,
  message: r.message,
  consent: r.consent,
  createdAt: iso(r.created_at),
});

const reportRow = (r: ReportInput) => ({ place_id: r.placeId, reason: r.reason, note: r.note });

/** The SQL backend (embedded PGlite; PostgreSQL in the contract tests). */
export function createSqlSubmissionStore(db: SqlClient): SubmissionStore {
  async function insertOnce(table: string, row: Record<string, unknown>, key: string): Promise<Saved> {
    const columns = ["idempotency_key", ...Object.keys(row)];
    const values = [key, ...Object.values(row)];
    const placeholders = values.map((_, i) => `$${i + 1}`).join(", ");
    const inserted = await db.query<{ id: string }>(
      `insert into public.${table} (${columns.join(", ")}) values (${placeholders})
       on conflict (idempotency_key) do nothing returning id`,
      values,
    );
    if (inserted[0]) return { id: inserted[0].id, duplicate: false };
    const [existing] = await db.query<{ id: string }>(`select id from public.${table} where idempotency_key = $1`, [key]);
    return { id: existing!.id, duplicate: true };
  }

  return {
    addCollaboration: (input, key) => insertOnce("collaboration_requests", collaborationRow(input), key),
    addSuggestion: (input, key) => insertOnce("place_suggestions", suggestionRow(input), key),
    async addReport(input, key) {
      const [place] = await db.query("select 1 from public.places where id = $1 and published", [input.placeId]);
      if (!place) throw new UnknownPlaceError();
      return insertOnce("place_reports", reportRow(input), key);
    },

    async isSaved(kind, key) {
      const rows = await db.query(`select 1 from public.${TABLES[kind]} where idempotency_key = $1`, [key]);
      return rows.length > 0;
    },

    async hitRateLimit(key, maxHits, windowSeconds) {
      const [row] = await db.query<{ allowed: boolean; retry_after_seconds: number }>(
        "select allowed, retry_after_seconds from public.hit_rate_limit($1, $2, $3)",
        [key, maxHits, windowSeconds],
      );
      return { allowed: !!row?.allowed, retryAfterSeconds: Number(row?.retry_after_seconds ?? windowSeconds) };
    },

    async openReportCounts() {
      const rows = await db.query<{ place_id: string; open_reports: number }>("select * from public.open_report_counts()");
      return new Map(rows.map((r) => [r.place_id, Number(r.open_reports)]));
    },

    async pendingSuggestions() {
      const rows = await db.query<SuggestionRow>(
        "select * from public.place_suggestions where status = 'pending' order by created_at",
      );
      return rows.map(suggestionFromRow);
    },

    async recentCollaborations(limit) {
      const rows = await db.query<CollaborationRow>(
        "select * from public.collaboration_requests order by created_at desc limit $1",
        [Math.max(1, Math.min(200, Math.floor(limit)))],
      );
      return rows.map(collaborationFromRow);
    },

    async openReports() {
      const rows = await db.query<{ id: string; place_id: string; name: string; reason: OpenReport["reason"]; note: string; created_at: Date | string }>(
        `select r.id, r.place_id, p.name, r.reason, r.note, r.created_at
         from public.place_reports r join public.places p on p.id = r.place_id
         where r.resolved_at is null order by r.created_at`,
      );
      return rows.map((r) => ({ id: r.id, placeId: r.place_id, placeName: r.name, reason: r.reason, note: r.note, createdAt: iso(r.created_at) }));
    },

    async approveSuggestion(id, reviewer, point) {
      if (!UUID_RE.test(id)) throw new Error("Unknown suggestion");
      const [row] = await db.query<{ id: string }>("select public.approve_suggestion($1, $2, $3, $4) as id", [
        id,
        reviewer,
        point?.latitude ?? null,
        point?.longitude ?? null,
      ]);
      return row!.id;
    },

    async rejectSuggestion(id) {
      if (!UUID_RE.test(id)) return;
      await db.query("update public.place_suggestions set status = 'rejected', reviewed_at = now() where id = $1 and status = 'pending'", [id]);
    },

    async resolveReport(id) {
      if (!UUID_RE.test(id)) return;
      await db.query("update public.place_reports set resolved_at = now() where id = $1 and resolved_at is null", [id]);
    },
  };
}

type SupabaseConfig = { url: string; anonKey: string; serviceRoleKey?: string; fetch?: typeof fetch };

/** The Supabase backend: every call but the public report counts needs the service-role key. */
export function createSupabaseSubmissionStore({ url, anonKey, serviceRoleKey, fetch: customFetch }: SupabaseConfig): SubmissionStore {
  const reader = serverSupabaseClient(url, anonKey, customFetch);
  const writer = () => {
    if (!serviceRoleKey) throw new Error("SUPABASE_SERVICE_ROLE_KEY is required to store submissions.");
    return serverSupabaseClient(url, serviceRoleKey, customFetch);
  };
  const check = <T>({ data, error }: { data: T; error: { message: string } | null }, what: string): T => {
    if (error) throw new Error(`Supabase ${what} failed: ${error.message}`);
    return data;
  };

  async function insertOnce(table: string, row: Record<string, unknown>, key: string): Promise<Saved> {
    const client = writer();
    const inserted = check(
      await client.from(table).upsert({ idempotency_key: key, ...row }, { onConflict: "idempotency_key", ignoreDuplicates: true }).select("id"),
      `insert into ${table}`,
    ) as { id: string }[] | null;
    if (inserted?.[0]) return { id: inserted[0].id, duplicate: false };
    const existing = check(await client.from(table).select("id").eq("idempotency_key", key).single(), `read ${table}`) as { id: string };
    return { id: existing.id, duplicate: true };
  }

  return {
    addCollaboration: (input, key) => insertOnce("collaboration_requests", collaborationRow(input), key),
    addSuggestion: (input, key) => insertOnce("place_suggestions", suggestionRow(input), key),
    async addReport(input, key) {
      // The anon reader sees published places only, exactly the ones that may be reported.
      const place = check(await reader.from("places").select("id").eq("id", input.placeId).maybeSingle(), "read place");
      if (!place) throw new UnknownPlaceError();
      return insertOnce("place_reports", reportRow(input), key);
    },
    async isSaved(kind, key) {
      const rows = check(await writer().from(TABLES[kind]).select("id").eq("idempotency_key", key).limit(1), "read submission") as unknown[] | null;
      return (rows?.length ?? 0) > 0;
    },
    async hitRateLimit(key, maxHits, windowSeconds) {
      const rows = check(
        await writer().rpc("hit_rate_limit", { limit_key: key, max_hits: maxHits, window_seconds: windowSeconds }),
        "rate limit",
      ) as { allowed: boolean; retry_after_seconds: number }[];
      return { allowed: !!rows?.[0]?.allowed, retryAfterSeconds: Number(rows?.[0]?.retry_after_seconds ?? windowSeconds) };
    },
    async openReportCounts() {
      const rows = check(await reader.rpc("open_report_counts"), "report counts") as { place_id: string; open_reports: number }[];
      return new Map((rows ?? []).map((r) => [r.place_id, Number(r.open_reports)]));
    },
    async pendingSuggestions() {
      const rows = check(await writer().from("place_suggestions").select("*").eq("status", "pending").order("created_at"), "suggestions");
      return ((rows ?? []) as SuggestionRow[]).map(suggestionFromRow);
    },
    async recentCollaborations(limit) {
      const rows = check(
        await writer().from("collaboration_requests").select("*").order("created_at", { ascending: false }).limit(Math.max(1, Math.min(200, limit))),
        "collaboration requests",
      ) as CollaborationRow[] | null;
      return (rows ?? []).map(collaborationFromRow);
    },
    async openReports() {
      const rows = check(
        await writer().from("place_reports").select("id, place_id, reason, note, created_at, places(name)").is("resolved_at", null).order("created_at"),
        "reports",
      ) as unknown as { id: string; place_id: string; reason: OpenReport["reason"]; note: string; created_at: string; places: { name: string } | null }[];
      return (rows ?? []).map((r) => ({ id: r.id, placeId: r.place_id, placeName: r.places?.name ?? "", reason: r.reason, note: r.note, createdAt: iso(r.created_at) }));
    },
    async approveSuggestion(id, reviewer, point) {
      const args = { suggestion_id: id, reviewer, point_latitude: point?.latitude ?? null, point_longitude: point?.longitude ?? null };
      return check(await writer().rpc("approve_suggestion", args), "approve") as string;
    },
    async rejectSuggestion(id) {
      check(await writer().from("place_suggestions").update({ status: "rejected", reviewed_at: new Date().toISOString() }).eq("id", id).eq("status", "pending"), "reject");
    },
    async resolveReport(id) {
      check(await writer().from("place_reports").update({ resolved_at: new Date().toISOString() }).eq("id", id).is("resolved_at", null), "resolve");
    },
  };
}
