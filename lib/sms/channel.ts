/** The settings text messages are made of (checked whole at start by lib/settings/server-schema.ts). */
type SmsSettings = {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_MESSAGING_SERVICE_SID?: string;
  TWILIO_API_URL?: string;
  SMS_MAX_PER_SECOND?: number;
};

export type SmsChannel = {
  accountSid: string;
  authToken: string;
  /** Who texts come from: a number (E.164) or a Messaging Service. */
  from: { number: string } | { messagingServiceSid: string };
  apiUrl: string;
  maxPerSecond: number;
};

/** Text messages, or null while they are not configured (the webhook answers 404, the site says nothing of them). */
export function smsChannel(env: SmsSettings): SmsChannel | null {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) return null;
  const from = env.TWILIO_FROM ? { number: env.TWILIO_FROM } : env.TWILIO_MESSAGING_SERVICE_SID ? { messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID } : null;
  if (!from) return null;
  return { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from, apiUrl: env.TWILIO_API_URL ?? "https://api.twilio.com", maxPerSecond: env.SMS_MAX_PER_SECOND ?? 1 };
}

/** The inbound webhook's path: the signature covers the site's public address + this. */
export const SMS_INBOUND_PATH = "/api/sms/inbound";

/** A phone number as carriers write it: + and up to 15 digits (E.164). */
export const E164 = /^\+[1-9]\d{6,14}$/;

/** "(213) 555-0100" for a US number: how the site shows the number people text. */
export function displayNumber(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}
