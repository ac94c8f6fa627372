import "server-only";
import { alertStore, hazardStore, limitStore } from "@/lib/data";
import { serverEnv } from "@/lib/env/server";
import { alertChannels } from "@/lib/alerts/channels";
import { deliverDue, type Delivered, type Senders } from "@/lib/services/alerts/deliver";
import { detectAlerts, type Detected } from "@/lib/services/alerts/detect";
import { manageLink } from "@/lib/alerts/links";
import { renderAlert } from "@/lib/alerts/messages";
import { isAllowedPushEndpoint } from "@/lib/alerts/push-hosts";
import { createEmailSender } from "@/lib/alerts/send/email";
import { createPushSender } from "@/lib/alerts/send/push";
import type { AlertSetup } from "@/lib/alerts/schemas";
import { ALERTS } from "@/lib/alerts/settings";
import { followToken } from "@/lib/alerts/tokens";
import { reminderText, zoneAlertText } from "@/lib/sms/alert-texts";
import { smsChannel } from "@/lib/sms/channel";
import { createTwilioSender } from "@/lib/sms/send";
import { rendering } from "@/lib/services/sms/inbound";

/**
 * The alerts as this server runs them, from its settings (checked at start: lib/settings). Off
 * when no channel is configured: the routes answer 404 and the panel says alerts are not set up.
 * Nothing here is per process but the senders' connections: followers, outbox and the queue of
 * place changes are in the database, shared by every instance (docs/alerts.md).
 */

const channels = () => alertChannels(serverEnv);

/** Alerts on the site (the panel, the follow and manage routes): push or e-mail configured. */
export function alertsEnabled(): boolean {
  const { push, email } = channels();
  return (push !== null || email !== null) && Boolean(serverEnv.ALERTS_SECRET);
}

/**
 * Alerts to detect and send: the site's channels, or texts alone (docs/sms.md "Alerts by text": a
 * site may offer alerts by text without push or e-mail; its panel then stays off).
 */
export function dispatchEnabled(): boolean {
  return alertsEnabled() || (smsChannel(serverEnv) !== null && Boolean(serverEnv.ALERTS_SECRET));
}

export function alertSetup(): AlertSetup {
  const { push, email } = channels();
  return alertsEnabled() ? { push: push ? { publicKey: push.publicKey } : null, email: email !== null } : { push: null, email: false };
}

export const allowedPushEndpoint = (endpoint: string) => isAllowedPushEndpoint(endpoint, channels().pushHosts);

export const alertsSecret = () => serverEnv.ALERTS_SECRET ?? "";

let senders: Senders | undefined;

/** The key of the texts' sending rate in public.rate_limits: one counter for every instance. */
export const SMS_SEND_RATE_KEY = "sms-send";

/**
 * One pooled SMTP connection, one push sender and one text sender per process. The texts' rate is
 * not this process's: each send first takes a slot of the current second from the database
 * (public.rate_limits, key "sms-send", SMS_MAX_PER_SECOND a second), so every dispatcher on every
 * instance together stays within the provider's rate.
 */
function alertSenders(): Senders {
  if (!senders) {
    const { push, email, pushHosts } = channels();
    const sms = smsChannel(serverEnv);
    senders = {
      push: push ? createPushSender({ ...push, allowedHosts: pushHosts }) : null,
      email: email ? createEmailSender(email) : null,
      sms: sms
        ? {
            sender: createTwilioSender(sms),
            text: (language, event, siteUrl) => zoneAlertText(rendering(language), event, siteUrl),
            reminder: (language, area, expiresAt) => reminderText(rendering(language), area, expiresAt),
            slot: async () => (await limitStore()).hit(SMS_SEND_RATE_KEY, sms.maxPerSecond, 1),
            maxPerSecond: sms.maxPerSecond,
          }
        : null,
    };
  }
  return senders;
}

/**
 * Keeps nothing longer than needed and queues the reminders, finds what is new, and sends what is
 * due (POST /api/alerts/dispatch, and after a refresh or an import on the same instance).
 */
export async function dispatchAlerts(siteUrl: string): Promise<{ detected: Detected & { reminders: number }; delivered: Delivered }> {
  const alerts = await alertStore();
  const reminders = await alerts.housekeeping(ALERTS.remindDays);
  for (const { followId, expiresAt, language } of reminders) {
    const renewUrl = manageLink(siteUrl, language, followToken(alertsSecret(), "manage", followId));
    await alerts.queue(followId, `reminder:${expiresAt}`, { type: "reminder", expiresAt, renewUrl }, false);
  }
  const detected = { ...(await detectAlerts(alerts, await hazardStore())), reminders: reminders.length };
  const delivered = await deliverDue(alerts, alertSenders(), { siteUrl, secret: alertsSecret(), render: renderAlert });
  return { detected, delivered };
}

/** Sends what is due without detecting (a confirmation mail right after the follow). */
export async function deliverNow(siteUrl: string): Promise<Delivered> {
  return deliverDue(await alertStore(), alertSenders(), { siteUrl, secret: alertsSecret(), render: renderAlert });
}

/** Runs after the response on the same instance; a failure is logged, the scheduler's next dispatch retries. */
export async function dispatchQuietly(siteUrl: string, what: string): Promise<void> {
  if (!dispatchEnabled()) return;
  try {
    await dispatchAlerts(siteUrl);
  } catch (error) {
    console.error(`Alerts: sending after ${what} failed (the next dispatch tries again):`, error);
  }
}
