import type { PlaceStore } from "@/lib/data/stores";
import type { ImportSummary, PlaceInput } from "@/lib/places/types";
import { parsePlacesCsv, type CsvResult, type ImportError } from "./csv";
import { looksLikeJson, parseHsdsJson } from "./hsds";
import { placesChanged } from "@/lib/places/revalidate";

export type ImportResult = { ok: true; summary: ImportSummary; places: PlaceInput[] } | { ok: false; errors: ImportError[] };

/** A file's places: an HSDS 3.0 JSON file (it starts with { or [) or the import CSV (docs/import.md). */
export function parseImportFile(text: string, options: { now?: Date } = {}): CsvResult {
  return looksLikeJson(text) ? parseHsdsJson(text, options) : parsePlacesCsv(text, options);
}

/**
 * Validates the whole file first and writes only when every row is valid, in one upsert (one
 * transaction): a file with a single bad row changes nothing. The store may be passed lazily, so
 * an invalid file never opens the database (the CLI can then report errors even while the site
 * holds the embedded database).
 */
export async function runImport(
  store: PlaceStore | (() => Promise<PlaceStore>),
  source: string,
  fileText: string,
  options: { now?: Date } = {},
): Promise<ImportResult> {
  const parsed = parseImportFile(fileText, options);
  if (!parsed.ok) return parsed;
  const target = typeof store === "function" ? await store() : store;
  const summary = await target.upsertPlaces(parsed.places, source);
  placesChanged();
  return { ok: true, summary, places: parsed.places };
}

/** "Imported 64 rows: 3 new, 2 updated, 59 unchanged." */
export function describeSummary({ total, inserted, updated, unchanged }: ImportSummary): string {
  return `Imported ${total} ${total === 1 ? "row" : "rows"}: ${inserted} new, ${updated} updated, ${unchanged} unchanged.`;
}
