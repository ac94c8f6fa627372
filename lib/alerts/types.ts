import type { ZoneStatus } from "@/lib/hazards/types";
import type { Language } from "@/lib/i18n/languages";
import type { ChangeAction } from "@/lib/places/changes";
import type { Place, PlaceKind, PlaceStatus } from "@/lib/places/types";

/**
 * Area alerts (docs/alerts.md): a visitor follows a point with a radius and topics, and is told by
 * web push and/or e-mail when an evacuation order, warning or shelter-in-place covers the point,
 * changes or is lifted, or when help opens nearby. These are the shapes every part shares: the
 * HTTP interface (./schemas.ts), the stores (lib/data), the triggers (./triggers.ts), the messages
 * (./messages.ts) and the senders (./send/).
 */

/** What a follower may hear about. "evacuation" is always on. */
export const ALERT_TOPICS = ["evacuation", "shelter", "food_water", "medical", "animals", "supplies", "donations", "volunteer"] as const;
export type AlertTopic = (typeof ALERT_TOPICS)[number];
export const HELP_TOPICS = ALERT_TOPICS.filter((t): t is Exclude<AlertTopic, "evacuation"> => t !== "evacuation");
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** The radii a follower chooses from, in miles. */
export const ALERT_RADII_MILES = [1, 3, 5, 10] as const;
export type AlertRadius = (typeof ALERT_RADII_MILES)[number];

/** "sms": a follow by text (docs/sms.md), of an area the resident named, evacuation alerts only. */
export type AlertChannel = "push" | "email" | "sms";

/** A browser's push subscription as PushSubscription.toJSON() gives it. */
export type PushSubscriptionJson = { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };

/** The zone status at a followed point that alerts are about (a "clear" zone is no status). */
export type PointStatus = Exclude<ZoneStatus, "clear">;

/**
 * One evacuation-zone event at a follower's point: it came under a status (`before` null), the
 * status changed, or it was lifted (`after` null). Sent at once.
 */
export type ZoneEvent = {
  type: "zone";
  zoneId: string;
  zoneName: string;
  before: PointStatus | null;
  after: PointStatus | null;
  /** Who publishes the zones ("Los Angeles County OEM"), and when this copy was read (ISO 8601). */
  source: string;
  sourceUrl: string;
  fetchedAt: string;
  /** The followed point (rounded to ~100 m), for the map link. */
  latitude: number;
  longitude: number;
};

/** Why a place is in a "help nearby" message. */
export type HelpReason = "opened" | "available" | "new_need" | "new_shift" | "new_place";

export type HelpPlace = {
  placeId: string;
  name: string;
  kind: PlaceKind;
  status: PlaceStatus;
  reason: HelpReason;
  /** From the followed point, in miles (one decimal). */
  distanceMiles: number;
};

/** Places that opened or need help near a follower: batched, at most one message an hour. */
export type HelpEvent = { type: "help"; places: HelpPlace[]; latitude: number; longitude: number };

/** Mails about the follow itself. */
export type ConfirmEvent = { type: "confirm"; confirmUrl: string };
export type ReminderEvent = { type: "reminder"; expiresAt: string; renewUrl: string };

export type AlertEvent = ZoneEvent | HelpEvent | ConfirmEvent | ReminderEvent;

/**
 * A message rendered in the follower's language (./messages.ts), for either channel: e-mail takes
 * subject, text and html; push takes title, body and url. Links are absolute (the site's origin).
 */
export type RenderedAlert = {
  subject: string;
  text: string;
  html: string;
  push: { title: string; body: string };
  /** Where the message leads: the map at the point, or the page the mail is about. */
  url: string;
};

/** What the renderer needs beside the event. */
export type RenderContext = {
  language: Language;
  /** The site's origin, "https://example.org" (no trailing slash). */
  siteUrl: string;
  /** The follow's change-or-delete page (absolute), for the footer of every mail. */
  manageUrl: string;
};

/** A follow as its owner may see it (never the tokens or the push keys). */
export type FollowRecord = {
  id: string;
  channel: AlertChannel;
  email: string | null;
  latitude: number;
  longitude: number;
  radiusMiles: number;
  topics: AlertTopic[];
  language: Language;
  confirmedAt: string | null;
  createdAt: string;
  expiresAt: string;
};

/** A confirmed, unexpired follow as the detection reads it. */
export type ActiveFollow = Pick<FollowRecord, "id" | "latitude" | "longitude" | "radiusMiles" | "topics" | "language"> & { zoneState: string | null };

/** A zone change at one follower's point: recorded only if its state is still `expected`. */
export type ZoneAlert = { followId: string; expected: string | null; next: string | null; key: string; event: ZoneEvent };

/** A recorded change to a place (place_changes), with the place as it is now. */
export type ChangedPlace = {
  changeId: string;
  action: ChangeAction;
  changes: Record<string, { before: unknown; after: unknown }>;
  createdAt: string;
  place: Place & { published: boolean };
};

export type PendingHelp = { followId: string; placeId: string; reason: HelpReason; distanceMiles: number };
