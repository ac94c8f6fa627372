import type { ImportSummary, Place, PlaceInput, PlaceKind } from "@/lib/places/types";

export type ListOptions = {
  /** Only these kinds (all when omitted). */
  kinds?: readonly PlaceKind[];
};

/**
 * The one interface every backend implements (Supabase; SQL on embedded PGlite or PostgreSQL).
 * Reads return only published places. Writes run as the server, never as a visitor.
 */
export interface PlaceStore {
  listPlaces(options?: ListOptions): Promise<Place[]>;
  /** A published place by id, or null (unknown, malformed or unpublished id). */
  getPlace(id: string): Promise<Place | null>;
  /** When the data was last refreshed: the latest import, else the latest change; null when empty. */
  lastUpdated(): Promise<string | null>;
  /** Inserts or updates by external id, all or nothing, and records the run. */
  upsertPlaces(places: PlaceInput[], source: string): Promise<ImportSummary>;
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
