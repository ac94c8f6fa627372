import { createHash } from "node:crypto";
import type { CollaborationInput, ReportInput, SuggestionInput } from "@/lib/forms/schemas";
import { amenitiesFromColumns, amenityColumns, SUGGESTED_AMENITIES, type SuggestedAmenityColumn } from "@/lib/places/amenities";
import type { Category, PlaceKind } from "@/lib/places/types";
import { pageFromJson, type PageJson } from "./page-rows";
import {
  KeyReusedError,
  type CollaborationQueue,
  type CollaborationRequest,
  type KeyState,
  type OpenReport,
  type PendingSuggestion,
  type Saved,
  type SubmissionInput,
  type SubmissionKind,
} from "./stores";

/** Submissions in the database's snake_case, shared by every backend. */

/** SQLSTATEs public.approve_suggestion, reject_suggestion, resolve_report and set_collaboration_handled raise. */
export const NO_DATA_FOUND = "P0002";
export const INVALID_PARAMETER = "22023";

export const SUBMISSION_TABLES: Record<SubmissionKind, string> = {
  collaboration: "collaboration_requests",
  suggestion: "place_suggestions",
  report: "place_reports",
};

/** Object keys sorted at every level, text in Unicode NFC: one JSON text per content, however it was built. */
function canonical(value: unknown): unknown {
  if (typeof value === "string") return value.normalize("NFC");
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, canonical(object[key])]),
  );
}

/**
 * The fingerprint of a submission's content, stored with it (content_hash): SHA-256 (hex) of the
 * validated input, which the schema has already normalized (trimmed text, defaults, booleans). A
 * hash rather than comparing columns, because a moderator may change a stored row later (a
 * suggestion's point), and a retry of what the visitor sent must still count as the same.
 */
export function contentHash(input: SubmissionInput): string {
  return createHash("sha256").update(JSON.stringify(canonical(input))).digest("hex");
}

/** What a key holds, from the content hashes stored under it (none, or one: the key is unique). */
export function keyStateOf(stored: readonly { content_hash: string | null }[], hash: string): KeyState {
  if (stored.length === 0) return "new";
  // null: saved before content was recorded, so it cannot be shown to be the same.
  return stored[0]!.content_hash === hash ? "same" : "different";
}

/** An add that found its key taken: the first record when the content is the same, else KeyReusedError. */
export function duplicateOf(existing: { id: string; content_hash: string | null }, hash: string): Saved {
  if (existing.content_hash !== hash) throw new KeyReusedError();
  return { id: existing.id, duplicate: true };
}

/** Timestamps arrive as Dates (node-postgres, PGlite) or strings (JSON, PostgREST). */
export const iso = (v: string | Date) => new Date(v).toISOString();

export type SuggestionRow = {
  id: string;
  kind: PlaceKind;
  category: Category;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  hours: string;
  phone: string;
  website: string | null;
  description: string;
  source: string;
  contact_email: string;
  created_at: string | Date;
} & Record<SuggestedAmenityColumn, boolean>;

export function suggestionFromRow(r: SuggestionRow): PendingSuggestion {
  return {
    id: r.id,
    kind: r.kind,
    category: r.category,
    name: r.name,
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
    hours: r.hours,
    phone: r.phone,
    website: r.website,
    ...amenitiesFromColumns(r, SUGGESTED_AMENITIES),
    description: r.description,
    source: r.source,
    contactEmail: r.contact_email,
    createdAt: iso(r.created_at),
  };
}

export function suggestionRow(s: SuggestionInput) {
  return {
    kind: s.kind,
    category: s.category,
    name: s.name,
    address: s.address,
    latitude: s.latitude,
    longitude: s.longitude,
    hours: s.hours,
    phone: s.phone,
    website: s.website,
    ...amenityColumns(s, SUGGESTED_AMENITIES),
    description: s.description,
    source: s.source,
    contact_email: s.contactEmail,
  };
}

export const collaborationRow = (c: CollaborationInput) => ({
  name: c.name,
  organization: c.organization,
  email: c.email,
  phone: c.phone,
  kind: c.kind,
  message: c.message,
  consent: c.consent,
});

export type CollaborationRow = ReturnType<typeof collaborationRow> & {
  id: string;
  created_at: string | Date;
  handled_at: string | Date | null;
  handled_by: string | null;
};

export const collaborationFromRow = (r: CollaborationRow): CollaborationRequest => ({
  id: r.id,
  name: r.name,
  organization: r.organization,
  email: r.email,
  phone: r.phone,
  kind: r.kind,
  message: r.message,
  consent: r.consent,
  createdAt: iso(r.created_at),
  handledAt: r.handled_at === null ? null : iso(r.handled_at),
  handledBy: r.handled_by,
});

/** public.collaboration_queue()'s JSON value: a page, and how many requests are unhandled in all. */
export type CollaborationQueueJson = PageJson<CollaborationRow> & { unhandled: number };

export const collaborationQueueFromJson = (json: CollaborationQueueJson | null): CollaborationQueue => ({
  ...pageFromJson(json, collaborationFromRow),
  unhandled: Number(json?.unhandled ?? 0),
});

export const reportRow = (r: ReportInput) => ({ place_id: r.placeId, reason: r.reason, note: r.note });

/** A row of public.open_reports()'s JSON page. */
export type OpenReportRow = { id: string; place_id: string; place_name: string; reason: OpenReport["reason"]; note: string; created_at: string };

export const openReportFromRow = (r: OpenReportRow): OpenReport => ({
  id: r.id,
  placeId: r.place_id,
  placeName: r.place_name,
  reason: r.reason,
  note: r.note,
  createdAt: iso(r.created_at),
});

/** public.open_report_counts()'s JSON object: place id → count. */
export const reportCountsFromJson = (counts: Record<string, number> | null) =>
  new Map(Object.entries(counts ?? {}).map(([placeId, n]) => [placeId, Number(n)]));
