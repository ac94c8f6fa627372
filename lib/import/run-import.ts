import type { PlaceStore } from "@/lib/data/stores";
import type { ImportSummary, PlaceInput } from "@/lib/places/types";
import { parsePlacesCsv, type CsvResult, type ImportError } from "./csv";
import { looksLikeJson, parseHsdsJson } from "./hsds";
import type { ColumnMapping } from "./mapping";
import { sheetHeader } from "./sheet";
import { placesChanged } from "@/lib/places/revalidate";

export type ImportResult = { ok: true; summary: ImportSummary; places: PlaceInput[] } | { ok: false; errors: ImportError[] };

/** `mapping`: the sheet's own columns and values (a column mapping file), for a CSV file only. */
export type ImportOptions = { now?: Date; mapping?: ColumnMapping };

const MAPPING_NOT_FOR_JSON =
  "This file is HSDS JSON, but a column mapping (--columns, IMPORT_COLUMNS) applies only to a CSV file; import it without the mapping.";

/** A file's places: an HSDS 3.0 JSON file (it starts with { or [) or the import CSV (docs/import.md). */
export function parseImportFile(text: string, { now, mapping }: ImportOptions = {}): CsvResult {
  if (!looksLikeJson(text)) return parsePlacesCsv(text, { now, header: mapping && sheetHeader(mapping) });
  // HSDS has its own field names (hsds.ts maps them); a mapping meant for a sheet would mean nothing here.
  return mapping ? { ok: false, errors: [{ row: 0, message: MAPPING_NOT_FOR_JSON }] } : parseHsdsJson(text, { now });
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
  options: ImportOptions = {},
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
