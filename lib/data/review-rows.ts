import { z } from "zod";
import { CHANGE_ACTIONS, CHECK_METHODS, type PlaceChange } from "./stores";

/** Rows of place_history() (place_changes with the entry's name) in the database's snake_case, shared by every backend. */

const row = z.object({
  id: z.string(),
  place_id: z.string(),
  place_name: z.string(),
  reviewer_name: z.string(),
  action: z.enum(CHANGE_ACTIONS),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  method: z.enum(CHECK_METHODS).nullable(),
  source_url: z.string().nullable(),
  note: z.string(),
  created_at: z.union([z.string(), z.date()]).transform((v) => new Date(v).toISOString()),
  reverts: z.string().nullable(),
  reverted: z.boolean(),
});

export function changeFromRow(raw: unknown): PlaceChange {
  const r = row.parse(raw);
  return {
    id: r.id,
    placeId: r.place_id,
    placeName: r.place_name,
    reviewerName: r.reviewer_name,
    action: r.action,
    changes: r.changes as PlaceChange["changes"],
    method: r.method,
    sourceUrl: r.source_url,
    note: r.note,
    createdAt: r.created_at,
    reverts: r.reverts,
    reverted: r.reverted,
  };
}

/** "Changed again since: phone, hours" from revert_change() → ["phone", "hours"]. */
export function changedSince(message: string): string[] {
  const list = /Changed again since: (.+)$/.exec(message)?.[1];
  return list ? list.split(", ") : [];
}

/** SQLSTATE edit_place() and revert_change() raise when a later change is in the way (PostgREST answers it as HTTP 409). */
export const REVERT_CONFLICT = "PT409";
