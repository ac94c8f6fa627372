import { z } from "zod";
import { CHECK_METHODS, type PlaceChange } from "./stores";

/** place_changes rows in the database's snake_case, shared by every backend. */

const row = z.object({
  id: z.string(),
  place_id: z.string(),
  reviewer_name: z.string(),
  action: z.enum(["verify", "status"]),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  method: z.enum(CHECK_METHODS).nullable(),
  source_url: z.string().nullable(),
  note: z.string(),
  created_at: z.union([z.string(), z.date()]).transform((v) => new Date(v).toISOString()),
});

export const CHANGE_COLUMNS = "id, place_id, reviewer_name, action, changes, method, source_url, note, created_at";

export function changeFromRow(raw: unknown): PlaceChange {
  const r = row.parse(raw);
  return {
    id: r.id,
    placeId: r.place_id,
    reviewerName: r.reviewer_name,
    action: r.action,
    changes: r.changes as PlaceChange["changes"],
    method: r.method,
    sourceUrl: r.source_url,
    note: r.note,
    createdAt: r.created_at,
  };
}
