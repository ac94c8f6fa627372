import { placeFromRow } from "../rows";
import { NO_DATA_FOUND } from "../submission-rows";
import { CHANGE_COLUMNS, changeFromRow } from "../review-rows";
import { NotFoundError, UUID_RE, type ReviewStore } from "../stores";
import { check, supabaseClients, type SupabaseConfig } from "./client";

/** Re-verification and history on Supabase: the service role calls the same functions as the SQL backend. */
export function createSupabaseReviewStore(config: SupabaseConfig): ReviewStore {
  const { writer } = supabaseClients(config);
  return {
    async review({ placeId, reviewer, status, method, sourceUrl, note }) {
      if (!UUID_RE.test(placeId)) throw new NotFoundError("place");
      const result = await writer.rpc("review_place", {
        target: placeId,
        reviewer: reviewer.id,
        reviewer_name: reviewer.name,
        new_status: status,
        check_method: method,
        check_source: sourceUrl,
        check_note: note,
      });
      if (result.error?.code === NO_DATA_FOUND) throw new NotFoundError("place");
      return new Date(check(result, "reviewing a place") as string).toISOString();
    },

    async staleQueue({ urgentDays, otherDays, max }) {
      const rows = check(await writer.rpc("stale_places", { urgent_days: urgentDays, other_days: otherDays, max_rows: max }), "the stale queue") as unknown[] | null;
      return (rows ?? []).map(placeFromRow);
    },

    async recentChanges(limit) {
      const rows = check(
        await writer.from("place_changes").select(`${CHANGE_COLUMNS}, places(name)`).order("created_at", { ascending: false }).order("id").limit(limit),
        "recent changes",
      ) as ({ places: { name: string } | null } & Record<string, unknown>)[] | null;
      return (rows ?? []).map((row) => ({ ...changeFromRow(row), placeName: row.places?.name ?? "" }));
    },

    async history(placeId, limit = 50) {
      if (!UUID_RE.test(placeId)) return [];
      const rows = check(
        await writer.from("place_changes").select(CHANGE_COLUMNS).eq("place_id", placeId).order("created_at", { ascending: false }).order("id").limit(limit),
        "a place's history",
      );
      return (rows ?? []).map(changeFromRow);
    },
  };
}
