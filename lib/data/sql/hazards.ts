import { byLayerName, HAZARD_COLUMNS, hazardLayerFromRow } from "../hazard-rows";
import type { HazardStore } from "../stores";
import type { SqlClient } from "./client";

/** Hazard layers over plain SQL (the same functions the Supabase backend calls); reads work as a visitor too. */
export function createSqlHazardStore(db: SqlClient): HazardStore {
  return {
    async layers(only) {
      const columns = HAZARD_COLUMNS.join(", ");
      const rows = only
        ? await db.query(`select ${columns} from public.hazard_layers where fetched_at is not null and layer = any($1::text[])`, [[...only]])
        : await db.query(`select ${columns} from public.hazard_layers where fetched_at is not null`);
      return rows.map(hazardLayerFromRow).sort(byLayerName);
    },

    async save({ layer, source, sourceUrl, fetchedAt, features }) {
      await db.query("select public.save_hazard_layer($1, $2, $3, $4::timestamptz, $5::jsonb)", [layer, source, sourceUrl, fetchedAt, JSON.stringify(features)]);
    },

    async failed(layer, reason) {
      await db.query("select public.note_hazard_failure($1, $2)", [layer, reason]);
    },
  };
}
