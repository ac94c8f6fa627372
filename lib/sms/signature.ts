import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's request signature (X-Twilio-Signature), as its SDKs compute it (twilio-node
 * src/webhooks/webhooks.ts `getExpectedTwilioSignature`): base64 of HMAC-SHA1, keyed with the
 * account's auth token, over the full URL Twilio called followed by every POST parameter's name and
 * value, sorted by name, with nothing between them. Written here rather than importing the `twilio`
 * package (its whole REST client for two functions). The URL is the site's configured public
 * address + the route (lib/site/origin.ts), never the request's Host, which the caller chooses.
 */

export type FormParams = ReadonlyArray<readonly [string, string]>;

export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  // Sorted by name (code unit order, as the SDKs' Object.keys().sort()), a repeated name's values
  // sorted too, and a value repeated under one name counted once (twilio-python's
  // sorted(set(values)); the SDKs' shared test vector for repeated names expects it).
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const unique = [...new Map(params.map(([name, value]) => [`${name}\u0000${value}`, [name, value] as const])).values()];
  const sorted = unique.sort(([a, av], [b, bv]) => order(a, b) || order(av, bv));
  const data = url + sorted.map(([name, value]) => name + value).join("");
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf8")).digest("base64");
}

/** Constant-time comparison of the header with the expected signature. */
export function validTwilioSignature(authToken: string, header: string | null, url: string, params: FormParams): boolean {
  if (!header) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
