/**
 * How the alerts run (docs/alerts.md). Product rules, kept with the feature; the channels' settings
 * come from the environment (./channels.ts).
 */
export const ALERTS = {
  /** At most one "help nearby" message per follower in this time. */
  helpIntervalSeconds: 60 * 60,
  /** Places listed in one help message (the rest: "and N more"). */
  helpMaxPlaces: 10,
  /** Messages claimed per round, and how long a claim holds before another sender may take it. */
  claimBatch: 50,
  leaseSeconds: 120,
  /** Sent side by side in a round. */
  concurrency: 8,
  /** A dispatch stops claiming after this long; the rest goes next minute. */
  dispatchBudgetMs: 40_000,
  /** Place changes read per round. */
  changeBatch: 500,
  /** Retries: after 1 min, then doubling up to an hour; given up after this many attempts. */
  retryBaseSeconds: 60,
  retryMaxSeconds: 60 * 60,
  maxAttempts: 10,
  /** How long a push service keeps an undelivered message: evacuation alerts a day, help 6 hours. */
  pushTtlSeconds: { urgent: 24 * 60 * 60, normal: 6 * 60 * 60 },
  /** The reminder goes this many days before a follow ends. */
  remindDays: 7,
  /**
   * Confirmation mails per mailbox per day, whoever asks (./mailbox.ts: every spelling of one
   * inbox counts together), and follows per client per hour (an IPv6 client is its /64): the site
   * is no way to flood an inbox. Per client generously: a shelter's Wi-Fi or a carrier's address
   * is shared by many. docs/security.md, "Who counts as one client".
   */
  confirmationsPerMailboxPerDay: 3,
  followsPerClientPerHour: 30,
  /** Request bodies (a push subscription is under 1 KB). */
  maxBodyBytes: 8 * 1024,
} as const;
