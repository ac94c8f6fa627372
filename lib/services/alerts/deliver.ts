import type { AlertStore, ClaimedAlert, Settlement } from "@/lib/data/stores";
import { languageFacts } from "@/lib/i18n/catalog";
import { manageLink, unsubscribeLink } from "@/lib/alerts/links";
import type { EmailSender, PushSender, SendResult } from "@/lib/alerts/send/types";
import { ALERTS } from "@/lib/alerts/settings";
import { followToken } from "@/lib/alerts/tokens";
import type { AlertEvent, RenderContext, RenderedAlert } from "@/lib/alerts/types";

export type Senders = { push: PushSender | null; email: EmailSender | null };
export type Render = (event: AlertEvent, context: RenderContext) => RenderedAlert;
export type DeliveryContext = { siteUrl: string; secret: string; render: Render; now?: () => number };
export type Delivered = { sent: number; retried: number; failed: number; gone: number };

/** When a transient failure is tried again: 1 min, doubling to an hour, or when the service asked. */
export function retryDelaySeconds(attempts: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(ALERTS.retryBaseSeconds * 2 ** Math.max(0, attempts - 1), ALERTS.retryMaxSeconds);
  return retryAfterSeconds !== undefined && retryAfterSeconds > backoff ? Math.min(retryAfterSeconds, ALERTS.retryMaxSeconds) : backoff;
}

async function sendOne(message: ClaimedAlert, senders: Senders, context: DeliveryContext): Promise<SendResult> {
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
 * (notification tag) and mail programs (Message-ID) each keep once.
 */
export async function deliverDue(store: AlertStore, senders: Senders, context: DeliveryContext): Promise<Delivered> {
  const now = context.now ?? Date.now;
  const started = now();
  const counts: Delivered = { sent: 0, retried: 0, failed: 0, gone: 0 };
  while (now() - started < ALERTS.dispatchBudgetMs) {
    const batch = await store.claim(ALERTS.claimBatch, ALERTS.leaseSeconds);
    if (batch.length === 0) break;
    for (let i = 0; i < batch.length; i += ALERTS.concurrency) {
      await Promise.all(
        batch.slice(i, i + ALERTS.concurrency).map(async (message) => {
          let result: SendResult;
          try {
            result = await sendOne(message, senders, context);
          } catch (error) {
            // A bug or an unexpected answer: tried again later, never lost.
            result = { outcome: "retry", reason: error instanceof Error ? error.message : String(error) };
          }
          const settlement = settlementOf(result, message.attempts, now());
          if (settlement === "gone") {
            await store.dropFollow(message.followId);
            counts.gone++;
            return;
          }
          await store.settle(message.id, settlement);
          counts[settlement.outcome === "sent" ? "sent" : settlement.outcome === "retry" ? "retried" : "failed"]++;
        }),
      );
    }
    if (batch.length < ALERTS.claimBatch) break;
  }
  return counts;
}
