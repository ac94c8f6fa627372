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
import { sqlState, type SqlClient } from "./client";

/** Submissions over plain SQL (embedded PGlite; PostgreSQL in the contract tests). */
export function createSqlSubmissionStore(db: SqlClient): SubmissionStore {
  async function insertOnce(table: string, row: Record<string, unknown>, key: string, input: SubmissionInput): Promise<Saved> {
    const hash = contentHash(input);
    const columns = ["idempotency_key", "content_hash", ...Object.keys(row)];
    const values = [key, hash, ...Object.values(row)];
    const placeholders = values.map((_, i) => `$${i + 1}`).join(", ");
    const inserted = await db.query<{ id: string }>(
      `insert into public.${table} (${columns.join(", ")}) values (${placeholders})
       on conflict (idempotency_key) do nothing returning id`,
      values,
    );
    if (inserted[0]) return { id: inserted[0].id, duplicate: false };
    const [existing] = await db.query<{ id: string; content_hash: string | null }>(
      `select id, content_hash from public.${table} where idempotency_key = $1`,
      [key],
    );
    return duplicateOf(existing!, hash);
  }

  /** Runs a moderator's decision; an unknown or malformed id is a NotFoundError, as on every backend. */
  async function decide<T>(what: "suggestion" | "report" | "collaboration request", id: string, run: () => Promise<T>): Promise<T> {
    if (!UUID_RE.test(id)) throw new NotFoundError(what);
    try {
      return await run();
    } catch (error) {
      if (sqlState(error) === NO_DATA_FOUND) throw new NotFoundError(what);
      if (what === "suggestion" && sqlState(error) === INVALID_PARAMETER) throw new MissingPointError();
      throw error;
    }
  }

  return {
    addCollaboration: (input, key) => insertOnce("collaboration_requests", collaborationRow(input), key, input),
    addSuggestion: (input, key) => insertOnce("place_suggestions", suggestionRow(input), key, input),
    async addReport(input, key) {
      const [place] = await db.query("select 1 from public.places where id = $1 and published", [input.placeId]);
      if (!place) throw new UnknownPlaceError();
      return insertOnce("place_reports", reportRow(input), key, input);
    },

    async keyState(kind, key, input) {
      const rows = await db.query<{ content_hash: string | null }>(`select content_hash from public.${SUBMISSION_TABLES[kind]} where idempotency_key = $1`, [key]);
      return keyStateOf(rows, contentHash(input));
    },

    async openReportCounts() {
      const [row] = await db.query<{ counts: Record<string, number> | null }>("select public.open_report_counts() as counts");
      return reportCountsFromJson(row?.counts ?? null);
    },

    async pendingSuggestions(page) {
      const { page_number, page_size } = pageArgs(page);
      const [row] = await db.query<{ page: PageJson<SuggestionRow> | null }>("select public.pending_suggestions($1, $2) as page", [page_number, page_size]);
      return pageFromJson(row?.page ?? null, suggestionFromRow);
    },

    async collaborationQueue(page) {
      const { page_number, page_size } = pageArgs(page);
      const [row] = await db.query<{ queue: CollaborationQueueJson | null }>("select public.collaboration_queue($1, $2) as queue", [page_number, page_size]);
      return collaborationQueueFromJson(row?.queue ?? null);
    },

    setCollaborationHandled: (id, reviewer) =>
      decide("collaboration request", id, async () => {
        await db.query("select public.set_collaboration_handled($1, $2)", [id, reviewer]);
      }),

    async openReports(page, placeId) {
      if (placeId !== undefined && !UUID_RE.test(placeId)) return pageFromJson(null, openReportFromRow);
      const { page_number, page_size } = pageArgs(page);
      const [row] = await db.query<{ page: PageJson<OpenReportRow> | null }>("select public.open_reports($1, $2, $3) as page", [page_number, page_size, placeId ?? null]);
      return pageFromJson(row?.page ?? null, openReportFromRow);
    },

    approveSuggestion: (id, reviewer, point) =>
      decide("suggestion", id, async () => {
        const [row] = await db.query<{ id: string }>("select public.approve_suggestion($1, $2, $3, $4) as id", [
          id,
          reviewer,
          point?.latitude ?? null,
          point?.longitude ?? null,
        ]);
        return row!.id;
      }),

    rejectSuggestion: (id) =>
      decide("suggestion", id, async () => {
        await db.query("select public.reject_suggestion($1)", [id]);
      }),

    resolveReport: (id) =>
      decide("report", id, async () => {
        await db.query("select public.resolve_report($1)", [id]);
      }),
  };
}
