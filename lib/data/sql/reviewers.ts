import { pageArgs, pageFromJson, type PageJson } from "../page-rows";
import { normalEmail, REVIEWER_COLUMNS, reviewerFromRow, UNIQUE_VIOLATION } from "../reviewer-rows";
import { DuplicateReviewerError, NotFoundError, UUID_RE, type ReviewerStore } from "../stores";
import { sqlState, type SqlClient } from "./client";

/** Reviewer accounts and sessions over plain SQL (PGlite, or PostgreSQL as the server's role). */
export function createSqlReviewerStore(db: SqlClient): ReviewerStore {
  const existing = async (id: string) => {
    if (!UUID_RE.test(id)) throw new NotFoundError("reviewer");
    const [row] = await db.query<{ id: string }>("select id from public.reviewers where id = $1", [id]);
    if (!row) throw new NotFoundError("reviewer");
  };
  return {
    async addReviewer({ email, name, role, passwordHash }) {
      try {
        const [row] = await db.query(
          `insert into public.reviewers (email, name, role, password_hash) values ($1, $2, $3, $4) returning ${REVIEWER_COLUMNS}`,
          [normalEmail(email), name, role, passwordHash],
        );
        return reviewerFromRow(row);
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) throw new DuplicateReviewerError();
        throw error;
      }
    },

    async credentials(email) {
      const [row] = await db.query<{ password_hash: string }>(`select ${REVIEWER_COLUMNS}, password_hash from public.reviewers where email = $1`, [normalEmail(email)]);
      return row ? { ...reviewerFromRow(row), passwordHash: row.password_hash } : null;
    },

    async listReviewers(page) {
      const { page_number, page_size } = pageArgs(page);
      const [row] = await db.query<{ page: PageJson<unknown> | null }>("select public.list_reviewers($1, $2) as page", [page_number, page_size]);
      return pageFromJson(row?.page ?? null, reviewerFromRow);
    },

    async setDisabled(id, disabled) {
      await existing(id);
      await db.query("update public.reviewers set disabled_at = case when $2 then coalesce(disabled_at, now()) end where id = $1", [id, disabled]);
      if (disabled) await db.query("delete from public.reviewer_sessions where reviewer_id = $1", [id]);
    },

    async setPassword(id, passwordHash) {
      await existing(id);
      await db.query("update public.reviewers set password_hash = $2 where id = $1", [id, passwordHash]);
      await db.query("delete from public.reviewer_sessions where reviewer_id = $1", [id]);
    },

    async startSession(reviewerId, tokenHash, expiresAt) {
      await db.query("delete from public.reviewer_sessions where expires_at < now()");
      await db.query("insert into public.reviewer_sessions (token_hash, reviewer_id, expires_at) values ($1, $2, $3)", [tokenHash, reviewerId, expiresAt.toISOString()]);
    },

    async sessionReviewer(tokenHash) {
      const [row] = await db.query(
        `select r.id, r.email, r.name, r.role, r.disabled_at, r.created_at
         from public.reviewer_sessions s join public.reviewers r on r.id = s.reviewer_id
         where s.token_hash = $1 and s.expires_at > now() and r.disabled_at is null`,
        [tokenHash],
      );
      return row ? reviewerFromRow(row) : null;
    },

    async endSession(tokenHash) {
      await db.query("delete from public.reviewer_sessions where token_hash = $1", [tokenHash]);
    },

    async endAllSessions(reviewerId) {
      if (!UUID_RE.test(reviewerId)) return;
      await db.query("delete from public.reviewer_sessions where reviewer_id = $1", [reviewerId]);
    },
  };
}
