import type { CollaborationInput, ReportInput, SuggestionInput } from "@/lib/forms/schemas";
import type { Category, PlaceKind } from "@/lib/places/types";
import { pageFromJson, type PageJson } from "./page-rows";
import type { CollaborationQueue, CollaborationRequest, OpenReport, PendingSuggestion, SubmissionKind } from "./stores";

/** Submissions in the database's snake_case, shared by every backend. */

/** SQLSTATEs public.approve_suggestion, reject_suggestion, resolve_report and set_collaboration_handled raise. */
export const NO_DATA_FOUND = "P0002";
export const INVALID_PARAMETER = "22023";

export const SUBMISSION_TABLES: Record<SubmissionKind, string> = {
  collaboration: "collaboration_requests",
  suggestion: "place_suggestions",
  report: "place_reports",
};

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
  no_id_required: boolean;
  pets_allowed: boolean;
  wheelchair_accessible: boolean;
  description: string;
  source: string;
  contact_email: string;
  created_at: string | Date;
};

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
    noIdRequired: r.no_id_required,
    petsAllowed: r.pets_allowed,
    wheelchairAccessible: r.wheelchair_accessible,
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
    no_id_required: s.noIdRequired,
    pets_allowed: s.petsAllowed,
    wheelchair_accessible: s.wheelchairAccessible,
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
