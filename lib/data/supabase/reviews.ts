import { pageArgs, pageFromJson, type PageJson } from "../page-rows";
import { PLACE_COLUMNS, placeFromRow } from "../rows";
import { changedSince, changeFromRow, REVERT_CONFLICT } from "../review-rows";
import { INVALID_PARAMETER, NO_DATA_FOUND } from "../submission-rows";
import { NotFoundError, ChangeRefusedError, UUID_RE, type PageRequest, type ReviewStore } from "../stores";
import { check, supabaseClients, type SupabaseConfig } from "./client";

/** Re-verification, edits and history on Supabase: the service role calls the same functions as the SQL backend. */
export function createSupabaseReviewStore(config: SupabaseConfig): ReviewStore {
  const { writer } = supabaseClients(config);

  /** Calls one of the functions that answer a place's new check time; an unknown place is a NotFoundError. */
  async function checkedAt(fn: string, args: Record<string, unknown>, what: string): Promise<string> {
    const result = await writer.rpc(fn, args);
    if (result.error?.code === NO_DATA_FOUND) throw new NotFoundError("place");
    if (result.error?.code === REVERT_CONFLICT) throw new ChangeRefusedError(result.error.message, changedSince(result.error.message));
    return new Date(check(result, what) as string).toISOString();
  }

  /** One entry's changes, or with a null target every person's. */
  const history = async (target: string | null, page: PageRequest, what: string) =>
    pageFromJson(check(await writer.rpc("place_history", { target, ...pageArgs(page) }), what) as PageJson<unknown> | null, changeFromRow);

  return {
    async review({ placeId, reviewer, status, method, sourceUrl, note }) {
      if (!UUID_RE.test(placeId)) throw new NotFoundError("place");
      const args = { target: placeId, reviewer: reviewer.id, reviewer_name: reviewer.name, new_status: status, check_method: method, check_source: sourceUrl, check_note: note };
      return checkedAt("review_place", args, "reviewing a place");
    },

    async edit({ placeId, reviewer, fields, expected, method, sourceUrl, note }) {
      if (!UUID_RE.test(placeId)) throw new NotFoundError("place");
      const args = { target: placeId, reviewer: reviewer.id, reviewer_name: reviewer.name, patch: fields, expected, check_method: method, check_source: sourceUrl, check_note: note };
      return checkedAt("edit_place", args, "editing a place");
    },

    async revert({ changeId, reviewer, note }) {
      if (!UUID_RE.test(changeId)) throw new NotFoundError("change");
      const result = await writer.rpc("revert_change", { change_id: changeId, reviewer: reviewer.id, reviewer_name: reviewer.name, revert_note: note });
      const code = result.error?.code;
      if (code === NO_DATA_FOUND) throw new NotFoundError("change");
      if (code === REVERT_CONFLICT || code === INVALID_PARAMETER) throw new ChangeRefusedError(result.error!.message, changedSince(result.error!.message));
      return check(result, "reverting a change") as string;
    },

    async place(id) {
      if (!UUID_RE.test(id)) return null;
      const row = check(await writer.from("places").select(`${PLACE_COLUMNS.join(",")},published`).eq("id", id).maybeSingle(), "a place for review") as
        | ({ published: boolean } & Record<string, unknown>)
        | null;
      return row ? { ...placeFromRow(row), published: row.published } : null;
    },

    async staleQueue({ urgentDays, otherDays }, page) {
      const queue = check(await writer.rpc("stale_places", { urgent_days: urgentDays, other_days: otherDays, ...pageArgs(page) }), "the stale queue");
      return pageFromJson(queue as PageJson<unknown> | null, placeFromRow);
    },

    recentChanges: (page) => history(null, page, "recent changes"),

    async history(placeId, page) {
      if (!UUID_RE.test(placeId)) return pageFromJson(null, changeFromRow);
      return history(placeId, page, "a place's history");
    },
  };
}
