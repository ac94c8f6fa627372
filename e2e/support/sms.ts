import { SMS_INBOUND_PATH } from "../../lib/sms/channel";
import { twilioSignature } from "../../lib/sms/signature";

/** The alerts site's Twilio account (e2e/support/alerts.ts), made for these tests only. */
export const TWILIO_ACCOUNT = {
  sid: `AC${"e2e0".repeat(8)}`,
  authToken: "e2eTwilioAuthToken0123456789abcd",
  /** The number residents text, as the site shows it: (213) 555-0100 (555-01xx: reserved for fiction). */
  from: "+12135550100",
} as const;

/**
 * A text as Twilio's webhook posts it to `site` (form-encoded), signed with the account's token
 * over the site's public address + the route, as Twilio signs: the request's fields and headers.
 */
export function signedText(site: string, from: string, body: string, authToken: string = TWILIO_ACCOUNT.authToken) {
  const params: [string, string][] = [
    ["MessageSid", `SM${"0".repeat(31)}1`],
    ["AccountSid", TWILIO_ACCOUNT.sid],
    ["From", from],
    ["To", TWILIO_ACCOUNT.from],
    ["Body", body],
    ["NumMedia", "0"],
  ];
  return {
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": twilioSignature(authToken, `${site}${SMS_INBOUND_PATH}`, params) },
    data: new URLSearchParams(params).toString(),
  };
}
