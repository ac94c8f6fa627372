import type { AlertChannel, AlertEvent, AlertTopic, HelpEvent, HelpPlace, PushSubscriptionJson } from "@/lib/alerts/types";
import type { CollaborationInput, ReportInput, SuggestionInput } from "@/lib/forms/schemas";
import type { HazardLayer, HazardLayerName } from "@/lib/hazards/types";
import type { Language } from "@/lib/i18n/languages";
import type { TargetLanguage } from "@/lib/i18n/types";
import type { ImportSummary, Place, PlaceInput, PlaceKind, PlaceStatus } from "@/lib/places/types";
import { CHANGE_ACTIONS, CHECK_METHODS, type ChangeAction, type CheckMethod, type PlaceChange } from "@/lib/places/changes";
import type { ActiveFollow, ChangedPlace, FollowRecord, PendingHelp, ZoneAlert } from "@/lib/alerts/types";

// The domain's records the stores read and write, defined below the data layer (lib/places/changes.ts,
// lib/alerts/types.ts) and named here too, with the interfaces that use them.
export { CHANGE_ACTIONS, CHECK_METHODS };
export type { ActiveFollow, ChangeAction, ChangedPlace, CheckMethod, FollowRecord, PendingHelp, PlaceChange, ZoneAlert };

/**
 * The stores every backend implements (lib/data/sql/ over PGlite or PostgreSQL,
 * lib/data/supabase/ over PostgREST), and the errors they share. One contract test suite runs
 * against all three (tests/lib/data/), so a behaviour differs nowhere.
 */

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A report about a place that does not exist or is not published. */
export class UnknownPlaceError extends Error {
  constructor() {
    super("Unknown place");
  }
}

/**
 * An add whose idempotency key already holds a submission with other content: the visitor edited
 * the form after an answer was lost and sent it with the same key. Not a retry, so not a success.
 */
export class KeyReusedError extends Error {
  constructor() {
    super("This idempotency key was already used for different content");
    this.name = "KeyReusedError";
  }
}

/** A moderator acted on an item that does not exist (unknown or malformed id) or is no longer pending. */
export class NotFoundError extends Error {
  constructor(what: "suggestion" | "report" | "reviewer" | "place" | "change" | "collaboration request") {
    super(what === "suggestion" ? "No pending suggestion with this id" : what === "report" ? "No report with this id" : `No ${what} with this id`);
  }
}

/** A suggestion cannot be published without a point on the map. */
export class MissingPointError extends Error {
  constructor() {
    super("This suggestion has no point on the map");
  }
}

/** Which page of a list to read: pages counted from 1, `size` rows each (1 to 200 on every backend). */
export type PageRequest = { page: number; size: number };

/**
 * One page of a list, read in one statement: its rows, how many rows the whole list holds, and
 * which page this is. A page past the last answers the last page (an empty list: page 1, no rows).
 */
export type Page<T> = { total: number; page: number; rows: T[] };

export type ListOptions = {
  /** Only these kinds (all when omitted). */
  kinds?: readonly PlaceKind[];
};

/** Places. Reads return only published places, all of them. Writes run as the server. */
export interface PlaceStore {
  listPlaces(options?: ListOptions): Promise<Place[]>;
  /** A published place by id, or null (unknown, malformed or unpublished id). */
  getPlace(id: string): Promise<Place | null>;
  /** When the data was last refreshed: the latest import, else the latest change; null when empty. */
  lastUpdated(): Promise<string | null>;
  /** Inserts or updates by external id, all or nothing, and records the run. */
  upsertPlaces(places: PlaceInput[], source: string): Promise<ImportSummary>;
}

export type Saved = { id: string; duplicate: boolean };
export type SubmissionKind = "collaboration" | "suggestion" | "report";
export type SubmissionInput = CollaborationInput | SuggestionInput | ReportInput;
/** What an idempotency key holds: nothing yet, the same content (a retry), or different content (an edit). */
export type KeyState = "new" | "same" | "different";
export type PendingSuggestion = SuggestionInput & { id: string; createdAt: string };
/** A collaboration request; handledBy (a reviewer's name) and handledAt are both set once it is handled. */
export type CollaborationRequest = CollaborationInput & { id: string; createdAt: string; handledAt: string | null; handledBy: string | null };
export type CollaborationQueue = Page<CollaborationRequest> & {
  /** How many requests are unhandled in the whole list. */
  unhandled: number;
};
export type OpenReport = { id: string; placeId: string; placeName: string; reason: ReportInput["reason"]; note: string; createdAt: string };

/**
 * What visitors send, and what moderators do with it. Written only by the server (service role);
 * visitors can neither read nor write these tables. Every add is idempotent on its key and content
 * (the SHA-256 of the validated input, submission-rows.ts contentHash): the same key with the same
 * content answers the first record as a duplicate; with other content, KeyReusedError.
 */
export interface SubmissionStore {
  addCollaboration(input: CollaborationInput, idempotencyKey: string): Promise<Saved>;
  addSuggestion(input: SuggestionInput, idempotencyKey: string): Promise<Saved>;
  /** Throws UnknownPlaceError when the place is unknown or unpublished. */
  addReport(input: ReportInput, idempotencyKey: string): Promise<Saved>;
  /**
   * What this key already holds, compared with `input` (validated as the add would take it): "same"
   * is a retry (nothing to do, nothing to count), "different" an edit sent with a used key. A row
   * saved before content was recorded cannot be compared: "different", so no edit is ever dropped.
   */
  keyState(kind: SubmissionKind, idempotencyKey: string, input: SubmissionInput): Promise<KeyState>;
  /** Published place id → number of open reports (what visitors may know). */
  openReportCounts(): Promise<Map<string, number>>;
  /** A page of the pending suggestions, oldest first. */
  pendingSuggestions(page: PageRequest): Promise<Page<PendingSuggestion>>;
  /**
   * A page of the collaboration requests for the team to answer: the unhandled ones first, oldest
   * first (so none is forgotten), then the handled ones, most recently handled first.
   */
  collaborationQueue(page: PageRequest): Promise<CollaborationQueue>;
  /**
   * Marks a request handled by the reviewer (by name), or not handled again (null). Marking it
   * handled again keeps the first reviewer and time. NotFoundError for an unknown or malformed id.
   */
  setCollaborationHandled(id: string, reviewer: string | null): Promise<void>;
  /** A page of the open reports, oldest first: on every place, or on one (an unknown or malformed id has none). */
  openReports(page: PageRequest, placeId?: string): Promise<Page<OpenReport>>;
  /**
   * Publishes the suggestion as a place (after setting its point, when given); returns the place
   * id. NotFoundError when it is unknown or no longer pending; MissingPointError without a point.
   */
  approveSuggestion(id: string, reviewer: string, point?: { latitude: number; longitude: number }): Promise<string>;
  /** NotFoundError when unknown or already approved; rejecting twice is not an error. */
  rejectSuggestion(id: string): Promise<void>;
  /** NotFoundError when unknown; resolving twice keeps the first time. */
  resolveReport(id: string): Promise<void>;
}

export type MachineTranslation = { text: string; translation: string };

/**
 * The translation cache (public.translations): per text, its translations keyed by language code.
 * Texts are normalized (normalizeText) on every read and write, so a text matches whatever
 * whitespace it arrived with. A `target` outside the site's languages is refused on both
 * operations ("Unsupported target language"), before any round trip.
 */
export interface TranslationStore {
  /**
   * One query for the whole batch, however large: normalized text → its translation into
   * `target`, for the texts that have one (curated or machine). Texts without one are absent.
   */
  lookup(target: TargetLanguage, texts: string[]): Promise<Map<string, string>>;
  /**
   * Writes validated machine translations (server only): inserts new texts as machine rows and
   * fills or corrects the `target` language of machine rows, leaving their other languages as
   * they are. Curated rows are never changed.
   */
  saveMachine(target: TargetLanguage, pairs: MachineTranslation[]): Promise<void>;
}

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };
export type BudgetResult = {
  /** One per cost, in order: whether it was admitted (and spent). */
  admitted: boolean[];
  /** null when everything was admitted; else seconds until the window starts afresh. */
  retryAfterSeconds: number | null;
};

/**
 * Limits kept in the database (public.rate_limits), so every server instance shares them. Fixed
 * windows aligned to the clock (a 10-minute window starts at :00, :10, …). Keys are hashes.
 */
export interface LimitStore {
  /** Counts one hit for `key`; allowed while the window's hits are at most `maxHits`. */
  hit(key: string, maxHits: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Spends `costs` (in order, each while it fits) from `key`'s `budget` for the window, atomically. */
  spend(key: string, costs: readonly number[], budget: number, windowSeconds: number): Promise<BudgetResult>;
}

/**
 * Text messages (docs/sms.md): the numbers that opted out. Shared by every instance (in the
 * database); the server's service role only. Numbers are E.164 ("+12135550100").
 */
export interface SmsStore {
  /** Opts the number out and ends its follows; the language of its most recent follow, if it had one (STOP is answered in it). */
  optOut(phone: string): Promise<string | null>;
  optIn(phone: string): Promise<void>;
  isOptedOut(phone: string): Promise<boolean>;
}

export const REVIEWER_ROLES = ["reviewer", "admin"] as const;
export type ReviewerRole = (typeof REVIEWER_ROLES)[number];
/** A named reviewer's account, as every screen and action sees it (never the password hash). */
export type Reviewer = { id: string; email: string; name: string; role: ReviewerRole; disabled: boolean; createdAt: string };
export type NewReviewer = { email: string; name: string; role: ReviewerRole; passwordHash: string };

export class DuplicateReviewerError extends Error {
  constructor() {
    super("A reviewer with this email address already exists");
  }
}

/**
 * Reviewer accounts and their sessions, in the database so every server instance agrees at the
 * next request: a session ended or an account disabled on one is over on all. Server only
 * (service role); visitors can neither read nor write these tables. Emails are stored lowercased.
 */
export interface ReviewerStore {
  /** Adds an account; DuplicateReviewerError when the email is taken. */
  addReviewer(input: NewReviewer): Promise<Reviewer>;
  /** An account with its password hash, by email (enabled or not), or null. */
  credentials(email: string): Promise<(Reviewer & { passwordHash: string }) | null>;
  /** A page of the accounts, by name (case aside), then email. */
  listReviewers(page: PageRequest): Promise<Page<Reviewer>>;
  /** Disables (and signs out everywhere) or enables an account; NotFoundError for an unknown id. */
  setDisabled(id: string, disabled: boolean): Promise<void>;
  /** Replaces the password and signs the account out everywhere; NotFoundError for an unknown id. */
  setPassword(id: string, passwordHash: string): Promise<void>;
  /** Records a session (by the SHA-256 of its token) until `expiresAt`; drops expired ones. */
  startSession(reviewerId: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /** Whose session this is, if it has not expired, was not ended and the account is enabled; else null. */
  sessionReviewer(tokenHash: string): Promise<Reviewer | null>;
  endSession(tokenHash: string): Promise<void>;
  /** "Sign out everywhere". */
  endAllSessions(reviewerId: string): Promise<void>;
}

export type Review = {
  placeId: string;
  reviewer: Pick<Reviewer, "id" | "name">;
  /** A new status, or null to confirm the entry as it is. */
  status: PlaceStatus | null;
  method: CheckMethod;
  sourceUrl: string | null;
  note: string;
};
/** A reviewer's edit: the fields to set, as the import writes them (lib/data/rows.ts rowFromInput). */
export type Edit = Omit<Review, "status"> & {
  /** The fields the reviewer changed, and the same fields as the form showed them (a field changed since is refused). */
  fields: Record<string, unknown>;
  expected: Record<string, unknown>;
};
export type Revert = { changeId: string; reviewer: Pick<Reviewer, "id" | "name">; note: string };
/** A place as a reviewer sees it: published or not. */
export type ReviewedPlace = Place & { published: boolean };

/**
 * An edit or a revert the database refused, with its reason: a field was changed again since the
 * reviewer looked (named in changedSince), a change already undone, or an entry's creation.
 */
export class ChangeRefusedError extends Error {
  constructor(
    message: string,
    /** The fields changed again since, when that is the reason. */
    readonly changedSince: string[] = [],
  ) {
    super(message);
    this.name = "ChangeRefusedError";
  }
}

/** Ages after which an entry needs checking again, in days (docs/reviewers.md). */
export type StaleAges = { urgentDays: number; otherDays: number };

/**
 * Re-verifying places and the history of those changes. Server only (service role); visitors read
 * the places themselves, never the history.
 */
export interface ReviewStore {
  /** Marks a place verified now by the reviewer (and sets its status); records it. Answers the time. NotFoundError for an unknown id. */
  review(review: Review): Promise<string>;
  /** A page of the published, not closed places due for a check: shelters first, then donation needs, …; never checked, then oldest. */
  staleQueue(ages: StaleAges, page: PageRequest): Promise<Page<Place>>;
  /** Sets any fields of a place, marks it checked now by the reviewer; records it. Answers the time. NotFoundError, ChangeRefusedError. */
  edit(edit: Edit): Promise<string>;
  /** Undoes one recorded change and records that. Answers the new change's id. NotFoundError, ChangeRefusedError. */
  revert(revert: Revert): Promise<string>;
  /** One place, published or not, for the reviewer screens; null when there is none. */
  place(id: string): Promise<ReviewedPlace | null>;
  /** A page of a place's recorded changes, newest first (an unknown or malformed id has none). */
  history(placeId: string, page: PageRequest): Promise<Page<PlaceChange>>;
  /** A page of the changes people made to any place (imports left out), newest first. */
  recentChanges(page: PageRequest): Promise<Page<PlaceChange>>;
}

/**
 * The official hazard layers' last good copies (lib/hazards/), one per layer, in the database so
 * every server instance serves the same. Visitors read the copies (never the operators' last
 * error); the refresh writes them with the service role.
 */
export interface HazardStore {
  /**
   * Every layer with a good copy, by name (incident, perimeter, zone); [] when none was ever
   * fetched. `only`: just these layers (the place flags need the zones, not megabytes of perimeters).
   */
  layers(only?: readonly HazardLayerName[]): Promise<HazardLayer[]>;
  /** Replaces the layer's copy and clears its error; a copy older than the stored one changes nothing. */
  save(layer: HazardLayer): Promise<void>;
  /** Records why the layer's refresh failed, and when; its last good copy stays. */
  failed(layer: HazardLayerName, reason: string): Promise<void>;
}

/** A new follow as the server stores it: tokens only as their SHA-256 (hex). */
export type NewFollow = {
  /** Made by the server (the tokens in its links are derived from it: lib/alerts/tokens.ts). */
  id: string;
  channel: AlertChannel;
  email?: string;
  push?: PushSubscriptionJson;
  latitude: number;
  longitude: number;
  radiusMiles: number;
  topics: readonly AlertTopic[];
  language: Language;
  manageTokenHash: string;
  /** E-mail follows: the confirmation link's token hash. */
  confirmTokenHash?: string;
  /** The zone at the point now ("<zone id>|<status>"), or null: alerts are about changes from it. */
  zoneState: string | null;
};

/** A follower whose "help nearby" message is due, with what waits for it. */
export type DueHelp = {
  followId: string;
  lastHelpAt: string | null;
  latitude: number;
  longitude: number;
  items: (Omit<HelpPlace, "distanceMiles"> & { distanceMiles: number; published: boolean })[];
};

/** A message claimed for sending, with where it goes. */
export type ClaimedAlert = {
  id: number;
  key: string;
  event: AlertEvent;
  urgent: boolean;
  /** Including this one. */
  attempts: number;
  createdAt: string;
  followId: string;
  channel: AlertChannel;
  email: string | null;
  /** Texts: the number (E.164) and the area as the resident named it. */
  phone: string | null;
  area: string | null;
  language: Language;
  push: PushSubscriptionJson | null;
};

/** ALERTS <area> by text, waiting for YES (docs/sms.md). */
export type NewSmsFollow = { id: string; phone: string; area: string; latitude: number; longitude: number; language: Language; manageTokenHash: string };
export type SmsFollowOutcome = "pending" | "already" | "limit";

export type Settlement = { outcome: "sent" } | { outcome: "retry"; error: string; retryAt: Date } | { outcome: "failed"; error: string };
export type AlertCounts = { follows: number; unconfirmed: number; queued: number; failed: number };

/**
 * Area alerts' followers and outbox (docs/alerts.md). Server only (service role): visitors can read
 * or write none of it; an owner reaches their follow only through the server, by token. Every
 * step that two instances could take at once is decided in the database: a zone change is
 * recorded by whoever changes the follow's state first, place changes are taken off a queue, and
 * messages are claimed with FOR UPDATE SKIP LOCKED.
 */
export interface AlertStore {
  /**
   * Adds a follow and answers its id. A push subscription already following is replaced only by
   * the holder of its keys (the same endpoint and keys); with other keys: null, nothing changes.
   */
  addFollow(follow: NewFollow): Promise<string | null>;
  /** Confirms the e-mail follow of this confirmation token (within 24 h); its id, or null. */
  confirm(tokenHash: string): Promise<string | null>;
  followByToken(manageTokenHash: string): Promise<FollowRecord | null>;
  /** Changes radius or topics and renews for 90 days; null when there is no such follow. */
  updateFollow(manageTokenHash: string, changes: { radiusMiles?: number; topics?: readonly AlertTopic[] }): Promise<FollowRecord | null>;
  /** Ends the follow (its address or subscription with it); whether there was one. */
  deleteFollow(manageTokenHash: string): Promise<boolean>;
  /** Removes a follow whose push subscription is gone. */
  dropFollow(followId: string): Promise<void>;
  activeFollows(): Promise<ActiveFollow[]>;
  /** Records zone changes, each only if still expected, queueing their alerts; answers how many were queued. */
  recordZoneAlerts(alerts: readonly ZoneAlert[]): Promise<number>;
  /** Takes queued place changes off the queue (another instance never gets the same ones). */
  takePlaceChanges(maxRows: number): Promise<ChangedPlace[]>;
  addPendingHelp(items: readonly PendingHelp[]): Promise<void>;
  dueHelp(minIntervalSeconds: number): Promise<DueHelp[]>;
  /** Queues a follower's help message if its last one is still `expectedLast`; clears those places. */
  queueHelp(followId: string, expectedLast: string | null, key: string, event: HelpEvent, placeIds: readonly string[]): Promise<boolean>;
  /** Queues a message about the follow itself; false when its key was already queued. */
  queue(followId: string, key: string, event: AlertEvent, urgent: boolean): Promise<boolean>;
  /** Claims due mails and push messages for `leaseSeconds`, urgent first. */
  claim(maxRows: number, leaseSeconds: number): Promise<ClaimedAlert[]>;
  /** Claims due texts apart (they go at the provider's rate and must never hold back the others). */
  claimTexts(maxRows: number, leaseSeconds: number): Promise<ClaimedAlert[]>;
  settle(messageId: number, settlement: Settlement): Promise<void>;
  /** A claimed message not tried (no room in the shared sending rate before its lease ends): queued again, the attempt not counted. */
  release(messageId: number): Promise<void>;
  /** ALERTS <area> by text: stores the follow waiting for YES, unless the number follows it already or has `maxAreas`. */
  addSmsFollow(follow: NewSmsFollow, maxAreas: number): Promise<SmsFollowOutcome>;
  /** YES by text: confirms the number's most recent follow waiting (within 24 h); its area and language, or null. */
  confirmSmsFollow(phone: string): Promise<{ area: string; language: Language } | null>;
  /** Deletes what is kept too long; answers e-mail follows due for the reminder (now marked reminded). */
  housekeeping(remindDays: number): Promise<{ followId: string; expiresAt: string; language: Language }[]>;
  counts(): Promise<AlertCounts>;
}
