import { placeFromRow } from "../rows";
import { NO_DATA_FOUND } from "../submission-rows";
import { CHANGE_COLUMNS, changeFromRow } from "../review-rows";
import { NotFoundError, UUID_RE, type ReviewStore } from "../stores";
import { sqlState, type SqlClient } from "./client";

/** Re-verification and history over plain SQL (the same functions the Supabase backend calls). */
export function createSqlReviewStore(db: SqlClient): ReviewStore {
  return {
    async review({ placeId, reviewer, status, method, sourceUrl, note }) {
      if (!UUID_RE.test(placeId)) throw new NotFoundError("place");
      try {
        const [row] = await db.query<{ at: string | Date }>(
          "select public.review_place($1, $2, $3, $4::public.place_status, $5, $6, $7) as at",
          [placeId, reviewer.id, reviewer.name, status, method, sourceUrl, note],
        );
        return new Date(row!.at).toISOString();
      } catch (error) {
        if (sqlState(error) === NO_DATA_FOUND) throw new NotFoundError("place");
        throw error;
      }
    },

    async staleQueue({ urgentDays, otherDays, max }) {
      return (await db.query("select * from public.stale_places($1, $2, $3)", [urgentDays, otherDays, max])).map(placeFromRow);
    },

    async history(placeId, limit = 50) {
      if (!UUID_RE.test(placeId)) return [];
      return (await db.query(`select ${CHANGE_COLUMNS} from public.place_changes where place_id = $1 order by created_at desc, id limit $2`, [placeId, limit])).map(changeFromRow);
    },
  };
}
