import { z } from "zod";
import { ALERT_TOPICS } from "@/lib/alerts/types";
import type { AlertEvent, HelpEvent } from "@/lib/alerts/types";
import { isLanguage, type Language } from "@/lib/i18n/languages";
import { PLACE_KINDS, STATUSES } from "@/lib/places/types";
import { placeFromRow } from "./rows";
import { CHANGE_ACTIONS, type AlertStore, type ChangedPlace, type ClaimedAlert, type FollowRecord, type NewFollow } from "./stores";

/**
 * The alert store over the database functions of supabase/migrations/*_area_alerts.sql, written
 * once for both backends: each backend only says how to call a function (lib/data/sql/alerts.ts:
 * `select public.fn($1::type, …)`; lib/data/supabase/alerts.ts: an RPC with the service role).
 * Every answer is one value (JSON for lists), so PostgREST cannot cut a list short.
 */

/** A function argument: its name (for RPC), value and SQL type (for the cast). */
export type Arg = readonly [name: string, value: unknown, type: string];
export type CallFunction = (fn: string, args: readonly Arg[]) => Promise<unknown>;

const timestamp = z.union([z.date(), z.string()]).transform((v) => new Date(v).toISOString());
const language = z.string().transform((v): Language => (isLanguage(v) ? v : "en"));
const topics = z.array(z.enum(ALERT_TOPICS));

const followSchema = z.object({
  id: z.string(),
  channel: z.enum(["push", "email", "sms"]),
  email: z.string().nullable(),
  latitude: z.coerce.number(),
  longitude: z.coerce.number(),
  radius_miles: z.coerce.number(),
  topics,
  language,
  confirmed_at: timestamp.nullable(),
  created_at: timestamp,
  expires_at: timestamp,
});

function followFromRow(raw: unknown): FollowRecord | null {
  if (raw === null || raw === undefined) return null;
  const row = followSchema.parse(raw);
  return {
    id: row.id,
    channel: row.channel,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    radiusMiles: row.radius_miles,
    topics: row.topics,
    language: row.language,
    confirmedAt: row.confirmed_at,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

const activeSchema = z.array(
  z.object({ id: z.string(), latitude: z.coerce.number(), longitude: z.coerce.number(), radius_miles: z.coerce.number(), topics, language, zone_state: z.string().nullable() }),
);

const changedSchema = z.array(
  z.object({
    change_id: z.string(),
    action: z.enum(CHANGE_ACTIONS),
    changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
    created_at: timestamp,
    place: z.record(z.string(), z.unknown()),
  }),
);

const dueHelpSchema = z.array(
  z.object({
    follow_id: z.string(),
    last_help_at: timestamp.nullable(),
    latitude: z.coerce.number(),
    longitude: z.coerce.number(),
    items: z.array(
      z.object({
        place_id: z.string(),
        reason: z.enum(["opened", "available", "new_need", "new_shift", "new_place"]),
        distance_miles: z.coerce.number(),
        name: z.string(),
        kind: z.enum(PLACE_KINDS),
        status: z.enum(STATUSES),
        published: z.boolean(),
      }),
    ),
  }),
);

const claimedSchema = z.array(
  z.object({
    id: z.coerce.number(),
    key: z.string(),
    event: z.custom<AlertEvent>((v) => typeof v === "object" && v !== null && "type" in v),
    urgent: z.boolean(),
    attempts: z.coerce.number(),
    created_at: timestamp,
    follow_id: z.string(),
    channel: z.enum(["push", "email", "sms"]),
    email: z.string().nullable(),
    phone: z.string().nullable().optional(),
    area: z.string().nullable().optional(),
    language,
    push: z.object({ endpoint: z.string(), keys: z.object({ p256dh: z.string(), auth: z.string() }) }).nullable(),
  }),
);

const countsSchema = z.object({ follows: z.coerce.number(), unconfirmed: z.coerce.number(), queued: z.coerce.number(), failed: z.coerce.number() });

function claimed(raw: unknown): ClaimedAlert[] {
  return claimedSchema.parse(raw).map(
    (r): ClaimedAlert => ({
      id: r.id,
      key: r.key,
      event: r.event,
      urgent: r.urgent,
      attempts: r.attempts,
      createdAt: r.created_at,
      followId: r.follow_id,
      channel: r.channel,
      email: r.email,
      phone: r.phone ?? null,
      area: r.area ?? null,
      language: r.language,
      push: r.push,
    }),
  );
}

function followRow(f: NewFollow) {
  return {
    id: f.id,
    channel: f.channel,
    email: f.email ?? null,
    push_endpoint: f.push?.endpoint ?? null,
    push_p256dh: f.push?.keys.p256dh ?? null,
    push_auth: f.push?.keys.auth ?? null,
    latitude: f.latitude,
    longitude: f.longitude,
    radius_miles: f.radiusMiles,
    topics: f.topics,
    language: f.language,
    manage_token_hash: f.manageTokenHash,
    confirm_token_hash: f.confirmTokenHash ?? null,
    zone_state: f.zoneState,
  };
}

export function alertStoreOver(call: CallFunction): AlertStore {
  return {
    async addFollow(follow) {
      return z.string().nullable().parse((await call("add_alert_follow", [["follow", followRow(follow), "jsonb"]])) ?? null);
    },
    async confirm(tokenHash) {
      return z.string().nullable().parse((await call("confirm_alert_follow", [["token_hash", tokenHash, "text"]])) ?? null);
    },
    async followByToken(tokenHash) {
      return followFromRow(await call("alert_follow_by_token", [["token_hash", tokenHash, "text"]]));
    },
    async updateFollow(tokenHash, { radiusMiles, topics: newTopics }) {
      return followFromRow(
        await call("update_alert_follow", [
          ["token_hash", tokenHash, "text"],
          ["new_radius", radiusMiles ?? null, "smallint"],
          ["new_topics", newTopics ? [...newTopics] : null, "text[]"],
        ]),
      );
    },
    async deleteFollow(tokenHash) {
      return z.boolean().parse(await call("delete_alert_follow", [["token_hash", tokenHash, "text"]]));
    },
    async dropFollow(followId) {
      await call("drop_alert_follow", [["follow", followId, "uuid"]]);
    },
    async activeFollows() {
      return activeSchema
        .parse(await call("active_alert_follows", []))
        .map((r) => ({ id: r.id, latitude: r.latitude, longitude: r.longitude, radiusMiles: r.radius_miles, topics: r.topics, language: r.language, zoneState: r.zone_state }));
    },
    async recordZoneAlerts(alerts) {
      if (alerts.length === 0) return 0;
      const items = alerts.map((a) => ({ follow_id: a.followId, expected: a.expected, next: a.next, key: a.key, event: a.event }));
      return z.coerce.number().parse(await call("record_zone_alerts", [["items", items, "jsonb"]]));
    },
    async takePlaceChanges(maxRows) {
      return changedSchema.parse(await call("take_place_changes", [["max_rows", maxRows, "integer"]])).map(
        (r): ChangedPlace => ({
          changeId: r.change_id,
          action: r.action,
          changes: r.changes,
          createdAt: r.created_at,
          place: { ...placeFromRow(r.place), published: r.place.published === true },
        }),
      );
    },
    async addPendingHelp(items) {
      if (items.length === 0) return;
      const rows = items.map((i) => ({ follow_id: i.followId, place_id: i.placeId, reason: i.reason, distance_miles: i.distanceMiles }));
      await call("add_pending_help", [["items", rows, "jsonb"]]);
    },
    async dueHelp(minIntervalSeconds) {
      return dueHelpSchema.parse(await call("due_help", [["min_interval_seconds", minIntervalSeconds, "integer"]])).map((r) => ({
        followId: r.follow_id,
        lastHelpAt: r.last_help_at,
        latitude: r.latitude,
        longitude: r.longitude,
        items: r.items.map((i) => ({ placeId: i.place_id, reason: i.reason, distanceMiles: i.distance_miles, name: i.name, kind: i.kind, status: i.status, published: i.published })),
      }));
    },
    async queueHelp(followId, expectedLast, key, event: HelpEvent, placeIds) {
      return z.boolean().parse(
        await call("queue_help", [
          ["follow", followId, "uuid"],
          ["expected_last", expectedLast, "timestamptz"],
          ["message_key", key, "text"],
          ["message", event, "jsonb"],
          ["place_ids", [...placeIds], "uuid[]"],
        ]),
      );
    },
    async queue(followId, key, event, urgent) {
      return z.boolean().parse(
        await call("queue_alert", [
          ["follow", followId, "uuid"],
          ["message_key", key, "text"],
          ["message", event, "jsonb"],
          ["is_urgent", urgent, "boolean"],
        ]),
      );
    },
    async claim(maxRows, leaseSeconds) {
      return claimed(await call("claim_alerts", [["max_rows", maxRows, "integer"], ["lease_seconds", leaseSeconds, "integer"]]));
    },
    async claimTexts(maxRows, leaseSeconds) {
      return claimed(await call("claim_text_alerts", [["max_rows", maxRows, "integer"], ["lease_seconds", leaseSeconds, "integer"]]));
    },
    async settle(messageId, settlement) {
      await call("settle_alert", [
        ["message", messageId, "bigint"],
        ["outcome", settlement.outcome, "text"],
        ["error", settlement.outcome === "sent" ? null : settlement.error, "text"],
        ["retry_at", settlement.outcome === "retry" ? settlement.retryAt.toISOString() : null, "timestamptz"],
      ]);
    },
    async release(messageId) {
      await call("release_alert", [["message", messageId, "bigint"]]);
    },
    async addSmsFollow(follow, maxAreas) {
      const row = { id: follow.id, phone: follow.phone, area: follow.area, latitude: follow.latitude, longitude: follow.longitude, language: follow.language, manage_token_hash: follow.manageTokenHash };
      return z.enum(["pending", "already", "limit"]).parse(await call("add_sms_follow", [["follow", row, "jsonb"], ["max_areas", maxAreas, "integer"]]));
    },
    async confirmSmsFollow(phone) {
      const row = z.object({ area: z.string(), language }).nullable().parse((await call("confirm_sms_follow", [["phone_number", phone, "text"]])) ?? null);
      return row;
    },
    async housekeeping(remindDays) {
      const rows = z.array(z.object({ follow_id: z.string(), expires_at: timestamp, language })).parse(await call("alert_housekeeping", [["remind_days", remindDays, "integer"]]));
      return rows.map((r) => ({ followId: r.follow_id, expiresAt: r.expires_at, language: r.language }));
    },
    async counts() {
      return countsSchema.parse(await call("alert_counts", []));
    },
  };
}
