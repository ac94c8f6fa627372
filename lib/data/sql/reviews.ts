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

    async recentChanges(limit) {
      const rows = await db.query<{ place_name: string }>(
        `select ${CHANGE_COLUMNS.split(", ").map((c) => `c.${c}`).join(", ")}, p.name as place_name
         from public.place_changes c join public.places p on p.id = c.place_id
         order by c.created_at desc, c.id limit $1`,
        [limit],
      );
      return rows.map((row) => ({ ...changeFromRow(row), placeName: row.place_name }));
    },

    async history(placeId, limit = 50) {
      if (!UUID_RE.test(placeId)) return [];
      return (await db.query(`select ${CHANGE_COLUMNS} from public.place_changes where place_id = $1 order by created_at desc, id limit $2`, [placeId, limit])).map(changeFromRow);
    },
  };
}
