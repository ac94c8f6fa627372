import { ECDH } from "node:crypto";
import { z } from "zod";

/**
 * A push subscription's endpoint is an address a visitor gives the server to send requests to:
 * only the browsers' push services are accepted, so the site cannot be made to post anywhere
 * else (an internal address, a third party). The hosts the browsers use today (2026):
 * - Chrome, Edge on Android, Opera, Samsung Internet: Firebase Cloud Messaging, fcm.googleapis.com;
 * - Firefox: Mozilla's autopush, updates.push.services.mozilla.com;
 * - Safari (macOS, and iOS/iPadOS 16.4+ from the Home Screen): *.push.apple.com (web.push.apple.com);
 * - Edge on Windows: Windows Push Notification Services, *.notify.windows.com.
 * ALERTS_PUSH_HOSTS adds hosts (a private deployment's push service, the tests' stand-in).
 */
const EXACT_HOSTS: ReadonlySet<string> = new Set(["fcm.googleapis.com", "updates.push.services.mozilla.com"]);
const HOST_SUFFIXES: readonly string[] = [".push.apple.com", ".notify.windows.com"];
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/;

/** A host name, or host:port, as ALERTS_PUSH_HOSTS lists them. */
export const PUSH_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$|^\[::1\](?::\d{1,5})?$/;

export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  if (endpoint.length > 2048 || !URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === "https:" && !url.port) {
    if (EXACT_HOSTS.has(host) || HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)) return true;
  }
  // Added hosts match with their port; one named without a port admits only the default port
  // (never every port of that host). Plain http only for this machine (the tests' stand-in).
  const withPort = url.host.toLowerCase();
  if (!extraHosts.some((h) => h.toLowerCase() === withPort || (h.toLowerCase() === host && !url.port))) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.test(host));
}

/** base64url → bytes, or null. */
function decoded(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value.replace(/=+$/, ""), "base64url") : null;
}

/**
 * A P-256 public key as the browser gives it: 65 bytes, uncompressed (0x04 first), and a point on
 * the curve. `0x04` and 64 random bytes has the shape but is no point: web-push then throws before
 * it sends anything ("Public key is not valid for specified curve"), so no push service ever
 * answers 404 or 410 for it, and a follow with it would be tried at every alert for 90 days.
 * OpenSSL decodes the point (ECDH.convertKey), which checks that it lies on the curve.
 */
export const isP256PublicKey = (value: string) => {
  const bytes = decoded(value);
  if (bytes === null || bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, "prime256v1");
    return true;
  } catch {
    return false;
  }
};
export const isAuthSecret = (value: string) => decoded(value)?.length === 16;

/** The keys' shape only (strings of a sane length): what they are worth is pushKeysProblem's question, answered with a 422. */
export const pushKeysSchema = z.object({
  p256dh: z.string({ error: "push.keys.p256dh must be a string" }).max(100, "push.keys.p256dh is too long for a P-256 public key"),
  auth: z.string({ error: "push.keys.auth must be a string" }).max(30, "push.keys.auth is too long for a 16-byte secret"),
});

/**
 * Why no message could ever be encrypted for these keys (RFC 8291 needs the browser's P-256 public
 * key and its 16-byte auth secret), or null. Checked when a follow is made (a 422) and again before
 * each send (lib/alerts/send/push.ts: the follow is dropped, as for a push service's 410).
 */
export function pushKeysProblem(keys: { p256dh: string; auth: string }): string | null {
  if (!isP256PublicKey(keys.p256dh)) return "push.keys.p256dh is not a P-256 public key: 65 bytes in base64url, a point on the curve, as the browser's push subscription gives it.";
  if (!isAuthSecret(keys.auth)) return "push.keys.auth must be 16 bytes in base64url, as the browser's push subscription gives it.";
  return null;
}
