import type { ImportSummary, Place, PlaceInput } from "@/lib/places/types";
import { PLACE_COLUMNS, placeFromRow, rowFromInput } from "../rows";
import { UUID_RE, type ListOptions, type PlaceStore } from "../stores";
import type { SqlClient } from "./client";

const SELECT = `select ${PLACE_COLUMNS.join(", ")} from public.places`;

/** Places over plain SQL: the embedded PGlite backend, and PostgreSQL in the contract tests. */
export function createSqlPlaceStore(db: SqlClient): PlaceStore {
  return {
    async listPlaces({ kinds }: ListOptions = {}): Promise<Place[]> {
      // The same function the Supabase backend calls: one statement, every backend.
      const [row] = await db.query<{ places: unknown[] }>("select public.published_places($1::text[]) as places", [
        kinds?.length ? [...kinds] : null,
      ]);
      return (row?.places ?? []).map(placeFromRow);
    },

    async getPlace(id: string): Promise<Place | null> {
      if (!UUID_RE.test(id)) return null;
      const rows = await db.query(`${SELECT} where published and id = $1`, [id]);
      return rows[0] ? placeFromRow(rows[0]) : null;
    },

    async lastUpdated(): Promise<string | null> {
      const [row] = await db.query<{ at: Date | string | null }>(
        `select greatest(
           (select max(finished_at) from public.import_runs),
           (select max(updated_at) from public.places where published)
         ) as at`,
      );
      return row?.at ? new Date(row.at).toISOString() : null;
    },

    async upsertPlaces(places: PlaceInput[], source: string): Promise<ImportSummary> {
      const [row] = await db.query<{ inserted: number; updated: number; total: number }>(
        "select inserted, updated, total from public.import_places($1::jsonb, $2)",
        [JSON.stringify(places.map(rowFromInput)), source],
      );
      const inserted = Number(row?.inserted ?? 0);
      const updated = Number(row?.updated ?? 0);
      return { total: places.length, inserted, updated, unchanged: places.length - inserted - updated };
    },
  };
}
