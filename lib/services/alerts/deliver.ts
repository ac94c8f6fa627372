import type { AlertStore, ClaimedAlert, Settlement } from "@/lib/data/stores";
import { languageFacts } from "@/lib/i18n/catalog";
import { manageLink, unsubscribeLink } from "@/lib/alerts/links";
import type { EmailSender, PushSender, SendResult } from "@/lib/alerts/send/types";
import { ALERTS } from "@/lib/alerts/settings";
import { followToken } from "@/lib/alerts/tokens";
import type { AlertEvent, RenderContext, RenderedAlert, ZoneEvent } from "@/lib/alerts/types";
import type { Language } from "@/lib/i18n/languages";
import type { SmsSender } from "@/lib/sms/send";

/**
 * Texts (docs/sms.md "Alerts by text"): the sender, the text of an alert in a language, and the
 * sending rate's slot. `slot` is shared by every dispatcher of every instance: it is a counter in
 * the database (LimitStore.hit on "sms-send", a window of one second: public.rate_limits), never
 * this process's memory, so two dispatchers together send at most SMS_MAX_PER_SECOND.
 */
export type SmsDelivery = {
  sender: SmsSender;
  text: (language: Language, event: ZoneEvent, siteUrl: string) => string;
  /** The reminder a week before the follow ends, with how to keep it. */
  reminder: (language: Language, area: string, expiresAt: string) => string;
  slot: () => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** SMS_MAX_PER_SECOND: sizes a claim of texts. */
  maxPerSecond: number;
  /** Waits (tests pass a faster clock's). */
  sleep?: (ms: number) => Promise<void>;
};

export type Senders = { push: PushSender | null; email: EmailSender | null; sms?: SmsDelivery | null };

/** A text not sent because the shared rate left no room before the message's claim ends: back to the queue, untried. */
type Released = { outcome: "released" };
/** Time kept at the end of a claim for the provider's answer (lib/sms/send.ts waits 15 s at most). */
const SMS_SEND_MARGIN_MS = 20_000;
/** A text batch: what the full rate sends in this many seconds (a claim lasts ALERTS.leaseSeconds: room for 3 dispatchers sharing the rate). */
const SMS_TEXT_BATCH_SECONDS = 30;
export type Render = (event: AlertEvent, context: RenderContext) => RenderedAlert;
export type DeliveryContext = { siteUrl: string; secret: string; render: Render; now?: () => number };
export type Delivered = { sent: number; retried: number; failed: number; gone: number };

/** When a transient failure is tried again: 1 min, doubling to an hour, or when the service asked. */
export function retryDelaySeconds(attempts: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(ALERTS.retryBaseSeconds * 2 ** Math.max(0, attempts - 1), ALERTS.retryMaxSeconds);
  return retryAfterSeconds !== undefined && retryAfterSeconds > backoff ? Math.min(retryAfterSeconds, ALERTS.retryMaxSeconds) : backoff;
}

async function sendText(message: ClaimedAlert, sms: SmsDelivery | null | undefined, context: DeliveryContext, claimEnds: number): Promise<SendResult | Released> {
  if (!sms || !message.phone) return { outcome: "failed", reason: "Texts are not configured on this server" };
  // A follow by text hears evacuation alerts (its only topic) and the reminder before it ends; nothing else is queued for it.
  const event = message.event;
  if (event.type !== "zone" && event.type !== "reminder") return { outcome: "failed", reason: `A ${event.type} message is not sent by text` };
  const body = event.type === "zone" ? sms.text(message.language, event, context.siteUrl) : sms.reminder(message.language, message.area ?? "", event.expiresAt);
  const now = context.now ?? Date.now;
  const sleep = sms.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (;;) {
    const slot = await sms.slot();
    if (slot.allowed) break;
    // Never past the claim: another dispatcher may claim the message when it ends, and it would be sent twice.
    if (now() + Math.min(slot.retryAfterSeconds * 1000, 250) > claimEnds) return { outcome: "released" };
    // The window is a second; looked at again soon, with a little jitter so waiting senders spread out.
    await sleep(Math.min(slot.retryAfterSeconds * 1000, 200) + Math.floor(Math.random() * 50));
  }
  return sms.sender.send({ to: message.phone, body });
}

async function sendOne(message: ClaimedAlert, senders: Senders, context: DeliveryContext, claimEnds: number): Promise<SendResult | Released> {
  if (message.channel === "sms") return sendText(message, senders.sms, context, claimEnds);
  const manageToken = followToken(context.secret, "manage", message.followId);
  const rendered = context.render(message.event, { language: message.language, siteUrl: context.siteUrl, manageUrl: manageLink(context.siteUrl, message.language, manageToken) });
  if (message.channel === "push") {
    if (!senders.push || !message.push) return { outcome: "failed", reason: "Web push is not configured on this server" };
    return senders.push.send({
      subscription: message.push,
      title: rendered.push.title,
      body: rendered.push.body,
      url: rendered.url,
      key: message.key,
      urgency: message.urgent ? "high" : "normal",
      ttlSeconds: message.urgent ? ALERTS.pushTtlSeconds.urgent : ALERTS.pushTtlSeconds.normal,
      lang: message.language,
      dir: languageFacts(message.language).dir,
    });
  }
  if (!senders.email || !message.email) return { outcome: "failed", reason: "E-mail is not configured on this server" };
  return senders.email.send({
    to: message.email,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    language: message.language,
    key: `${message.followId}/${message.key}`,
    // Not on the confirmation mail: there is nothing to unsubscribe from yet.
    unsubscribeUrl: message.event.type === "confirm" ? undefined : unsubscribeLink(context.siteUrl, manageToken),
  });
}

/** What the outbox records for a sender's answer (a push subscription that is gone: the follow goes). */
function settlementOf(result: SendResult, attempts: number, now: number): Settlement | "gone" {
  switch (result.outcome) {
    case "sent":
      return { outcome: "sent" };
    case "gone":
      return "gone";
    case "failed":
      return { outcome: "failed", error: result.reason };
    case "retry":
      if (attempts >= ALERTS.maxAttempts) return { outcome: "failed", error: `Given up after ${attempts} attempts: ${result.reason}` };
      return { outcome: "retry", error: result.reason, retryAt: new Date(now + retryDelaySeconds(attempts, result.retryAfterSeconds) * 1000) };
  }
}

/**
 * Sends what is due: claims a batch (FOR UPDATE SKIP LOCKED, leased: instances never take the same
 * message), sends it side by side, records each outcome, and claims again until nothing is due or
 * the time budget is spent. At least once: a message sent and not recorded (a crash) is claimed
 * again when its lease ends and sent with the same key, which the push service (Topic), the phone
 * (notification tag) and mail programs (Message-ID) each keep once. (A text has no such key at
 * Twilio: only a crash between its send and its record can repeat it; two dispatchers never do.)
 *
 * Texts are claimed and sent in their own loop beside the mails and notifications (claimTexts):
 * they wait for the shared sending rate, and must never hold back the others. A text batch is what
 * the rate can send well within a claim (SMS_TEXT_BATCH_SECONDS at the full rate); one the rate
 * leaves no room for before its claim ends is released untried, for the next claim.
 */
export async function deliverDue(store: AlertStore, senders: Senders, context: DeliveryContext): Promise<Delivered> {
  const now = context.now ?? Date.now;
  const started = now();
  const counts: Delivered = { sent: 0, retried: 0, failed: 0, gone: 0 };

  const settleOne = async (message: ClaimedAlert, claimEnds: number) => {
    let result: SendResult | Released;
    try {
      result = await sendOne(message, senders, context, claimEnds);
    } catch (error) {
      // A bug or an unexpected answer: tried again later, never lost.
      result = { outcome: "retry", reason: error instanceof Error ? error.message : String(error) };
    }
    if (result.outcome === "released") {
      await store.release(message.id);
      return;
    }
    const settlement = settlementOf(result, message.attempts, now());
    if (settlement === "gone") {
      await store.dropFollow(message.followId);
      counts.gone++;
      return;
    }
    await store.settle(message.id, settlement);
    counts[settlement.outcome === "sent" ? "sent" : settlement.outcome === "retry" ? "retried" : "failed"]++;
  };

  const loop = async (claim: () => Promise<ClaimedAlert[]>, size: number) => {
    while (now() - started < ALERTS.dispatchBudgetMs) {
      const batch = await claim();
      if (batch.length === 0) break;
      const claimEnds = now() + ALERTS.leaseSeconds * 1000 - SMS_SEND_MARGIN_MS;
      for (let i = 0; i < batch.length; i += ALERTS.concurrency) {
        await Promise.all(batch.slice(i, i + ALERTS.concurrency).map((message) => settleOne(message, claimEnds)));
      }
      if (batch.length < size) break;
    }
  };

  const textBatch = senders.sms ? Math.max(1, Math.min(ALERTS.claimBatch, Math.floor(senders.sms.maxPerSecond * SMS_TEXT_BATCH_SECONDS))) : 0;
  await Promise.all([
    loop(() => store.claim(ALERTS.claimBatch, ALERTS.leaseSeconds), ALERTS.claimBatch),
    senders.sms ? loop(() => store.claimTexts(textBatch, ALERTS.leaseSeconds), textBatch) : null,
  ]);
  return counts;
}
