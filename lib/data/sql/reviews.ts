import { pageArgs, pageFromJson, type PageJson } from "../page-rows";
import { PLACE_COLUMNS, placeFromRow } from "../rows";
import { changedSince, changeFromRow, REVERT_CONFLICT } from "../review-rows";
import { INVALID_PARAMETER, NO_DATA_FOUND } from "../submission-rows";
import { NotFoundError, ChangeRefusedError, UUID_RE, type PageRequest, type ReviewStore } from "../stores";
import { sqlState, type SqlClient } from "./client";

const refused = (error: Error) => new ChangeRefusedError(error.message, changedSince(error.message));

/** Re-verification, edits and history over plain SQL (the same functions the Supabase backend calls). */
export function createSqlReviewStore(db: SqlClient): ReviewStore {
  /** One entry's changes, or with a null target every person's. */
  async function history(target: string | null, page: PageRequest) {
    const { page_number, page_size } = pageArgs(page);
    const [row] = await db.query<{ page: PageJson<unknown> | null }>("select public.place_history($1, $2, $3) as page", [target, page_number, page_size]);
    return pageFromJson(row?.page ?? null, changeFromRow);
  }


  /** Runs one of the functions that answer a place's new check time; an unknown place is a NotFoundError. */
  async function checkedAt(statement: string, params: unknown[]): Promise<string> {
    try {
      const [row] = await db.query<{ at: string | Date }>(statement, params);
      return new Date(row!.at).toISOString();
    } catch (error) {
      if (sqlState(error) === NO_DATA_FOUND) throw new NotFoundError("place");
      throw error;
    }
  }

  return {
    async review({ placeId, reviewer, status, method, sourceUrl, note }) {
      if (!UUID_RE.test(placeId)) throw new NotFoundError("place");
      return checkedAt("select public.review_place($1, $2, $3, $4::public.place_status, $5, $6, $7) as at", [
        placeId, reviewer.id, reviewer.name, status, method, sourceUrl, note,
      ]);
    },

    async edit({ placeId, reviewer, fields, expected, method, sourceUrl, note }) {
      if (!UUID_RE.test(placeId)) throw new NotFoundError("place");
      try {
        return await checkedAt("select public.edit_place($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8) as at", [
          placeId, reviewer.id, reviewer.name, JSON.stringify(fields), JSON.stringify(expected), method, sourceUrl, note,
        ]);
      } catch (error) {
        if (sqlState(error) === REVERT_CONFLICT) throw refused(error as Error);
        throw error;
      }
    },

    async revert({ changeId, reviewer, note }) {
      if (!UUID_RE.test(changeId)) throw new NotFoundError("change");
      try {
        const [row] = await db.query<{ id: string }>("select public.revert_change($1, $2, $3, $4) as id", [changeId, reviewer.id, reviewer.name, note]);
        return row!.id;
      } catch (error) {
        const state = sqlState(error);
        if (state === NO_DATA_FOUND) throw new NotFoundError("change");
        if (state === REVERT_CONFLICT || state === INVALID_PARAMETER) throw refused(error as Error);
        throw error;
      }
    },

    async place(id) {
      if (!UUID_RE.test(id)) return null;
      const [row] = await db.query<{ published: boolean }>(`select ${PLACE_COLUMNS.join(", ")}, published from public.places where id = $1`, [id]);
      return row ? { ...placeFromRow(row), published: row.published } : null;
    },

    async staleQueue({ urgentDays, otherDays }, page) {
      const { page_number, page_size } = pageArgs(page);
      const [row] = await db.query<{ page: PageJson<unknown> | null }>("select public.stale_places($1, $2, $3, $4) as page", [urgentDays, otherDays, page_number, page_size]);
      return pageFromJson(row?.page ?? null, placeFromRow);
    },

    recentChanges: (page) => history(null, page),

    async history(placeId, page) {
      if (!UUID_RE.test(placeId)) return pageFromJson(null, changeFromRow);
      return history(placeId, page);
    },
  };
}
