import type { ImportSummary, Place, PlaceInput } from "@/lib/places/types";
import { PLACE_COLUMNS, placeFromRow, rowFromInput } from "../rows";
import { UUID_RE, type ListOptions, type PlaceStore } from "../stores";
import { check, supabaseClients, type SupabaseConfig } from "./client";

const COLUMNS = PLACE_COLUMNS.join(",");

/**
 * Places on Supabase. Lists come from public.published_places(), which answers one JSON value:
 * PostgREST cuts row results at db-max-rows (1,000 on hosted Supabase) without an error.
 */
export function createSupabasePlaceStore(config: SupabaseConfig): PlaceStore {
  const { reader, writer } = supabaseClients(config);

  return {
    async listPlaces({ kinds }: ListOptions = {}): Promise<Place[]> {
      const rows = check(await reader.rpc("published_places", { kinds: kinds?.length ? [...kinds] : null }), "listPlaces") as unknown[] | null;
      return (rows ?? []).map(placeFromRow);
    },

    async getPlace(id: string): Promise<Place | null> {
      if (!UUID_RE.test(id)) return null;
      const data = check(await reader.from("places").select(COLUMNS).eq("published", true).eq("id", id).maybeSingle(), "getPlace");
      return data ? placeFromRow(data) : null;
    },

    async lastUpdated(): Promise<string | null> {
      const [runs, places] = await Promise.all([
        reader.from("import_runs").select("finished_at").order("finished_at", { ascending: false }).limit(1),
        reader.from("places").select("updated_at").eq("published", true).order("updated_at", { ascending: false }).limit(1),
      ]);
      const times = [check(runs, "lastUpdated")?.[0]?.finished_at, check(places, "lastUpdated")?.[0]?.updated_at].filter(
        (t): t is string => !!t,
      );
      if (times.length === 0) return null;
      return new Date(Math.max(...times.map((t) => Date.parse(t)))).toISOString();
    },

    async upsertPlaces(places: PlaceInput[], source: string): Promise<ImportSummary> {
      // One RPC call: import_places() runs in one transaction, so a failure imports nothing.
      const data = check(await writer.rpc("import_places", { rows: places.map(rowFromInput), source }), "import");
      const row = (Array.isArray(data) ? data[0] : data) as { inserted: number; updated: number } | undefined;
      const inserted = Number(row?.inserted ?? 0);
      const updated = Number(row?.updated ?? 0);
      return { total: places.length, inserted, updated, unchanged: places.length - inserted - updated };
    },
  };
}
