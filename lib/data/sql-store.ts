import type { ImportSummary, Place, PlaceInput } from "@/lib/places/types";
import { PLACE_COLUMNS, placeFromRow, rowFromInput } from "./rows";
import { UUID_RE, type ListOptions, type PlaceStore } from "./store";

/** The little a SQL backend must offer: PGlite and node-postgres both fit behind it. */
export interface SqlClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

const SELECT = `select ${PLACE_COLUMNS.join(", ")} from public.places`;

/** The store over plain SQL: the embedded PGlite backend, and PostgreSQL in the contract tests. */
export function createSqlStore(db: SqlClient): PlaceStore {
  return {
    async listPlaces({ kinds }: ListOptions = {}): Promise<Place[]> {
      const rows = kinds?.length
        ? // Passed as one comma-separated text: drivers disagree on how to send arrays of enums.
          await db.query(`${SELECT} where published and kind::text = any(string_to_array($1, ',')) order by name`, [kinds.join(",")])
        : await db.query(`${SELECT} where published order by name`);
      return rows.map(placeFromRow);
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
