import { byLayerName, HAZARD_COLUMNS, hazardLayerFromRow } from "../hazard-rows";
import type { HazardStore } from "../stores";
import { check, supabaseClients, type SupabaseConfig } from "./client";

/**
 * Hazard layers on Supabase: visitors' reads with the anon key (three rows at most, so no paging);
 * writes through the service role's functions, as on the SQL backend.
 */
export function createSupabaseHazardStore(config: SupabaseConfig): HazardStore {
  const { reader, writer } = supabaseClients(config);

  return {
    async layers(only) {
      const query = reader.from("hazard_layers").select(HAZARD_COLUMNS.join(",")).not("fetched_at", "is", null);
      const rows = check(await (only ? query.in("layer", [...only]) : query), "reading the hazard layers") as unknown[] | null;
      return (rows ?? []).map(hazardLayerFromRow).sort(byLayerName);
    },

    async save({ layer, source, sourceUrl, fetchedAt, features }) {
      const args = { layer_name: layer, layer_source: source, layer_source_url: sourceUrl, layer_fetched_at: fetchedAt, layer_features: features };
      check(await writer.rpc("save_hazard_layer", args), `saving the ${layer} layer`);
    },

    async failed(layer, reason) {
      check(await writer.rpc("note_hazard_failure", { layer_name: layer, reason }), `recording the ${layer} layer's failure`);
    },
  };
}
