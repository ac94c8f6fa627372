import type { SendResult } from "@/lib/alerts/send/types";
import type { SmsChannel } from "./channel";

/**
 * Sending a text (alerts, and replies sent later): one small interface, one provider behind it.
 * Twilio's Messages API (`POST {api}/2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, Basic
 * auth with the account SID and auth token), which other providers speak too (docs/sms.md). The
 * answer is the alerts outbox's (lib/alerts/send/types.ts), so texts go through the same retries:
 * 21610 (the recipient texted STOP to the provider) and 21614 (not a mobile number) end the follow;
 * 429 and 5xx are tried again; any other 4xx is given up. Never logs the full number.
 */
export type SmsMessage = { to: string; body: string };

export interface SmsSender {
  send(message: SmsMessage): Promise<SendResult>;
}

/** The provider's codes that mean "never text this number again". */
const GONE_CODES = new Set([21610, 21614]);

/** "+1213***0100": enough to tell two numbers apart in a log, not enough to text one. */
export const maskNumber = (phone: string) => (phone.length > 8 ? `${phone.slice(0, 5)}***${phone.slice(-4)}` : "***");

export function createTwilioSender(channel: SmsChannel, fetchImpl: typeof fetch = fetch): SmsSender {
  const url = `${channel.apiUrl}/2010-04-01/Accounts/${channel.accountSid}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${channel.accountSid}:${channel.authToken}`).toString("base64")}`;
  return {
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to, Body: body });
      if ("number" in channel.from) form.set("From", channel.from.number);
      else form.set("MessagingServiceSid", channel.from.messagingServiceSid);
      let response: Response;
      try {
        response = await fetchImpl(url, { method: "POST", headers: { authorization: auth, "content-type": "application/x-www-form-urlencoded" }, body: form, redirect: "error", signal: AbortSignal.timeout(15_000) });
      } catch (error) {
        return { outcome: "retry", reason: `SMS provider unreachable: ${error instanceof Error ? error.message : String(error)}` };
      }
      if (response.ok) return { outcome: "sent" };
      const answer = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
      const why = `SMS provider answered ${response.status}${answer?.code ? ` (error ${answer.code})` : ""} for ${maskNumber(to)}`;
      if (answer?.code !== undefined && GONE_CODES.has(answer.code)) return { outcome: "gone", reason: why };
      if (response.status === 429 || response.status >= 500) {
        const after = Number(response.headers.get("retry-after"));
        return { outcome: "retry", reason: why, ...(Number.isFinite(after) && after > 0 ? { retryAfterSeconds: after } : {}) };
      }
      return { outcome: "failed", reason: why };
    },
  };
}
