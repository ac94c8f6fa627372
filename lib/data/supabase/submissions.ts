import { pageArgs, pageFromJson, type PageJson } from "../page-rows";
import {
  collaborationQueueFromJson,
  collaborationRow,
  contentHash,
  duplicateOf,
  INVALID_PARAMETER,
  keyStateOf,
  NO_DATA_FOUND,
  openReportFromRow,
  reportCountsFromJson,
  reportRow,
  SUBMISSION_TABLES,
  suggestionFromRow,
  suggestionRow,
  type CollaborationQueueJson,
  type OpenReportRow,
  type SuggestionRow,
} from "../submission-rows";
import { MissingPointError, NotFoundError, UnknownPlaceError, UUID_RE, type Saved, type SubmissionInput, type SubmissionStore } from "../stores";
import { check, SupabaseError, supabaseClients, type SupabaseConfig } from "./client";

/** Submissions on Supabase: everything but the public report counts runs with the service role. */
export function createSupabaseSubmissionStore(config: SupabaseConfig): SubmissionStore {
  const { reader, writer } = supabaseClients(config);

  async function insertOnce(table: string, row: Record<string, unknown>, key: string, input: SubmissionInput): Promise<Saved> {
    const hash = contentHash(input);
    const inserted = check(
      await writer
        .from(table)
        .upsert({ idempotency_key: key, content_hash: hash, ...row }, { onConflict: "idempotency_key", ignoreDuplicates: true })
        .select("id"),
      `insert into ${table}`,
    ) as { id: string }[] | null;
    if (inserted?.[0]) return { id: inserted[0].id, duplicate: false };
    const existing = check(await writer.from(table).select("id, content_hash").eq("idempotency_key", key).single(), `read ${table}`) as {
      id: string;
      content_hash: string | null;
    };
    return duplicateOf(existing, hash);
  }

  /** A moderator's decision through its function; unknown or malformed ids are a NotFoundError, as on every backend. */
  async function decide<T>(what: "suggestion" | "report" | "collaboration request", id: string, fn: string, args: Record<string, unknown>): Promise<T> {
    if (!UUID_RE.test(id)) throw new NotFoundError(what);
    try {
      return check(await writer.rpc(fn, args), fn) as T;
    } catch (error) {
      const code = error instanceof SupabaseError ? error.code : undefined;
      if (code === NO_DATA_FOUND) throw new NotFoundError(what);
      if (what === "suggestion" && code === INVALID_PARAMETER) throw new MissingPointError();
      throw error;
    }
  }

  return {
    addCollaboration: (input, key) => insertOnce("collaboration_requests", collaborationRow(input), key, input),
    addSuggestion: (input, key) => insertOnce("place_suggestions", suggestionRow(input), key, input),
    async addReport(input, key) {
      // The anon reader sees published places only, exactly the ones that may be reported.
      const place = check(await reader.from("places").select("id").eq("id", input.placeId).maybeSingle(), "read place");
      if (!place) throw new UnknownPlaceError();
      return insertOnce("place_reports", reportRow(input), key, input);
    },
    async keyState(kind, key, input) {
      const rows = check(await writer.from(SUBMISSION_TABLES[kind]).select("content_hash").eq("idempotency_key", key).limit(1), "read submission") as
        | { content_hash: string | null }[]
        | null;
      return keyStateOf(rows ?? [], contentHash(input));
    },
    async openReportCounts() {
      return reportCountsFromJson(check(await reader.rpc("open_report_counts"), "report counts") as Record<string, number> | null);
    },
    async pendingSuggestions(page) {
      return pageFromJson(check(await writer.rpc("pending_suggestions", pageArgs(page)), "suggestions") as PageJson<SuggestionRow> | null, suggestionFromRow);
    },
    async collaborationQueue(page) {
      const queue = check(await writer.rpc("collaboration_queue", pageArgs(page)), "collaboration requests") as CollaborationQueueJson | null;
      return collaborationQueueFromJson(queue);
    },
    async setCollaborationHandled(id, reviewer) {
      await decide("collaboration request", id, "set_collaboration_handled", { request_id: id, reviewer_name: reviewer });
    },
    async openReports(page, placeId) {
      if (placeId !== undefined && !UUID_RE.test(placeId)) return pageFromJson(null, openReportFromRow);
      const reports = check(await writer.rpc("open_reports", { ...pageArgs(page), target: placeId ?? null }), "reports") as PageJson<OpenReportRow> | null;
      return pageFromJson(reports, openReportFromRow);
    },
    approveSuggestion: (id, reviewer, point) =>
      decide<string>("suggestion", id, "approve_suggestion", {
        suggestion_id: id,
        reviewer,
        point_latitude: point?.latitude ?? null,
        point_longitude: point?.longitude ?? null,
      }),
    async rejectSuggestion(id) {
      await decide("suggestion", id, "reject_suggestion", { suggestion_id: id });
    },
    async resolveReport(id) {
      await decide("report", id, "resolve_report", { report_id: id });
    },
  };
}
