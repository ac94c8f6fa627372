import type { ImportSummary, Place, PlaceInput } from "@/lib/places/types";
import { PLACE_COLUMNS, placeFromRow, rowFromInput } from "./rows";
import { serverSupabaseClient as client } from "./supabase-client";
import { UUID_RE, type ListOptions, type PlaceStore } from "./store";

type Config = {
  url: string;
  anonKey: string;
  /** Server only; needed for writes. Reads always use the anon key, so RLS applies to them. */
  serviceRoleKey?: string;
  fetch?: typeof fetch;
};

const COLUMNS = PLACE_COLUMNS.join(",");

function fail(what: string, error: { message: string } | null): never {
  throw new Error(`Supabase ${what} failed: ${error?.message ?? "unknown error"}`);
}

export function createSupabaseStore({ url, anonKey, serviceRoleKey, fetch: customFetch }: Config): PlaceStore {
  const reader = client(url, anonKey, customFetch);

  return {
    async listPlaces({ kinds }: ListOptions = {}): Promise<Place[]> {
      let query = reader.from("places").select(COLUMNS).eq("published", true).order("name");
      if (kinds?.length) query = query.in("kind", [...kinds]);
      const { data, error } = await query;
      if (error) fail("listPlaces", error);
      return (data ?? []).map(placeFromRow);
    },

    async getPlace(id: string): Promise<Place | null> {
      if (!UUID_RE.test(id)) return null;
      const { data, error } = await reader.from("places").select(COLUMNS).eq("published", true).eq("id", id).maybeSingle();
      if (error) fail("getPlace", error);
      return data ? placeFromRow(data) : null;
    },

    async lastUpdated(): Promise<string | null> {
      const [runs, places] = await Promise.all([
        reader.from("import_runs").select("finished_at").order("finished_at", { ascending: false }).limit(1),
        reader.from("places").select("updated_at").eq("published", true).order("updated_at", { ascending: false }).limit(1),
      ]);
      if (runs.error) fail("lastUpdated", runs.error);
      if (places.error) fail("lastUpdated", places.error);
      const times = [runs.data?.[0]?.finished_at, places.data?.[0]?.updated_at].filter((t): t is string => !!t);
      if (times.length === 0) return null;
      return new Date(Math.max(...times.map((t) => Date.parse(t)))).toISOString();
    },

    async upsertPlaces(places: PlaceInput[], source: string): Promise<ImportSummary> {
      if (!serviceRoleKey) throw new Error("SUPABASE_SERVICE_ROLE_KEY is required to import data into Supabase.");
      const writer = client(url, serviceRoleKey, customFetch);
      // One RPC call: import_places() runs in one transaction, so a failure imports nothing.
      const { data, error } = await writer.rpc("import_places", { rows: places.map(rowFromInput), source });
      if (error) fail("import", error);
      const row = (Array.isArray(data) ? data[0] : data) as { inserted: number; updated: number } | undefined;
      const inserted = Number(row?.inserted ?? 0);
      const updated = Number(row?.updated ?? 0);
      return { total: places.length, inserted, updated, unchanged: places.length - inserted - updated };
    },
  };
}
