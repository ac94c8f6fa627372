import type { PushSubscriptionJson } from "../types";

/**
 * What a sender answers for one message. `gone`: the address no longer exists (a push service's
 * 404 or 410), or the subscription's keys can never be encrypted for, and the follow is removed; `retry`: a transient failure (network, 429, 5xx,
 * an SMTP 4xx), tried again later with backoff; `failed`: permanent for this message (an SMTP 5xx
 * on the recipient), not retried.
 */
export type SendResult = { outcome: "sent" } | { outcome: "gone"; reason: string } | { outcome: "retry"; reason: string; retryAfterSeconds?: number } | { outcome: "failed"; reason: string };

export type PushMessage = {
  subscription: PushSubscriptionJson;
  /** Shown by the service worker's push handler (already in the follower's language). */
  title: string;
  body: string;
  /** Opened when the notification is tapped (absolute, on this site). */
  url: string;
  /**
   * The outbox key of the alert: the notification's tag (a repeat replaces, never doubles) and,
   * hashed, the push service's Topic (RFC 8030 §5.4: an undelivered repeat replaces the first).
   */
  key: string;
  /** "high" for evacuation alerts (RFC 8030 §5.3), "normal" for help nearby. */
  urgency: "high" | "normal";
  /** How long the push service keeps it for an offline device. */
  ttlSeconds: number;
  /** BCP 47 and direction of the text (the payload's `lang` and `dir`). */
  lang: string;
  dir: "ltr" | "rtl";
};

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** BCP 47 (Content-Language). */
  language: string;
  /**
   * The outbox key: the Message-ID is derived from it, so a mail sent twice after a crash is the
   * same message to the receiving servers and mail programs, which keep one.
   */
  key: string;
  /** RFC 8058 one-click unsubscribe (https, this site); absent on the confirmation mail. */
  unsubscribeUrl?: string;
};

export interface PushSender {
  send(message: PushMessage): Promise<SendResult>;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<SendResult>;
  close?(): Promise<void>;
}

/**
 * The push message's payload as the service worker's `push` handler reads it (JSON, encrypted
 * with the subscription's keys, RFC 8291): everything already in the follower's language.
 */
export type PushPayload = {
  title: string;
  body: string;
  url: string;
  /** The notification's tag: a repeat of the same alert replaces it. */
  tag: string;
  /** BCP 47 and direction of the text, for Notification options `lang` and `dir`. */
  lang: string;
  dir: "ltr" | "rtl";
};
