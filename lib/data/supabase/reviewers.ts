import { pageArgs, pageFromJson, type PageJson } from "../page-rows";
import { normalEmail, REVIEWER_COLUMNS, reviewerFromRow, UNIQUE_VIOLATION } from "../reviewer-rows";
import { DuplicateReviewerError, NotFoundError, UUID_RE, type ReviewerStore } from "../stores";
import { check, supabaseClients, type SupabaseConfig } from "./client";

/** Reviewer accounts and sessions on Supabase: the service role only (RLS shuts visitors out). */
export function createSupabaseReviewerStore(config: SupabaseConfig): ReviewerStore {
  const { writer } = supabaseClients(config);
  const existing = async (id: string) => {
    if (!UUID_RE.test(id)) throw new NotFoundError("reviewer");
    const row = check(await writer.from("reviewers").select("id").eq("id", id).maybeSingle(), "reviewer lookup");
    if (!row) throw new NotFoundError("reviewer");
  };
  const endAll = async (reviewerId: string) => {
    check(await writer.from("reviewer_sessions").delete().eq("reviewer_id", reviewerId), "sign-out everywhere");
  };
  return {
    async addReviewer({ email, name, role, passwordHash }) {
      const result = await writer
        .from("reviewers")
        .insert({ email: normalEmail(email), name, role, password_hash: passwordHash })
        .select(REVIEWER_COLUMNS)
        .single();
      if (result.error?.code === UNIQUE_VIOLATION) throw new DuplicateReviewerError();
      return reviewerFromRow(check(result, "adding a reviewer"));
    },

    async credentials(email) {
      const row = check(
        await writer.from("reviewers").select(`${REVIEWER_COLUMNS}, password_hash`).eq("email", normalEmail(email)).maybeSingle(),
        "reviewer sign-in",
      ) as { password_hash: string } | null;
      return row ? { ...reviewerFromRow(row), passwordHash: row.password_hash } : null;
    },

    async listReviewers(page) {
      // Through the function, not the table: one JSON value, which db-max-rows cannot cut, in the database's order.
      return pageFromJson(check(await writer.rpc("list_reviewers", pageArgs(page)), "listing reviewers") as PageJson<unknown> | null, reviewerFromRow);
    },

    async setDisabled(id, disabled) {
      await existing(id);
      if (disabled) {
        check(await writer.from("reviewers").update({ disabled_at: new Date().toISOString() }).eq("id", id).is("disabled_at", null), "disabling a reviewer");
        await endAll(id);
      } else {
        check(await writer.from("reviewers").update({ disabled_at: null }).eq("id", id), "enabling a reviewer");
      }
    },

    async setPassword(id, passwordHash) {
      await existing(id);
      check(await writer.from("reviewers").update({ password_hash: passwordHash }).eq("id", id), "changing a password");
      await endAll(id);
    },

    async startSession(reviewerId, tokenHash, expiresAt) {
      check(await writer.from("reviewer_sessions").delete().lt("expires_at", new Date().toISOString()), "dropping expired sessions");
      check(await writer.from("reviewer_sessions").insert({ token_hash: tokenHash, reviewer_id: reviewerId, expires_at: expiresAt.toISOString() }), "starting a session");
    },

    async sessionReviewer(tokenHash) {
      const row = check(
        await writer
          .from("reviewer_sessions")
          .select(`reviewers!inner(${REVIEWER_COLUMNS})`)
          .eq("token_hash", tokenHash)
          .gt("expires_at", new Date().toISOString())
          .is("reviewers.disabled_at", null)
          .maybeSingle(),
        "session lookup",
      ) as { reviewers: unknown } | null;
      return row ? reviewerFromRow(row.reviewers) : null;
    },

    async endSession(tokenHash) {
      check(await writer.from("reviewer_sessions").delete().eq("token_hash", tokenHash), "signing out");
    },

    async endAllSessions(reviewerId) {
      if (!UUID_RE.test(reviewerId)) return;
      await endAll(reviewerId);
    },
  };
}

