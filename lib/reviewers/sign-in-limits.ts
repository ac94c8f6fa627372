import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { LimitStore, RateLimitResult } from "@/lib/data/stores";
import { MODERATOR_PATH } from "./session-token";
import { SIGN_IN_LIMITS } from "./sign-in-policy";

export { SIGN_IN_LIMITS };

/**
 * How sign-in attempts are limited so that guessing stays slow but nobody can lock a reviewer out
 * (OWASP Authentication Cheat Sheet, "Account lockout": lockout must not become a denial of
 * service; OWASP "Slow Down Online Guessing Attacks with Device Cookies", which this implements):
 *
 * - per client (any account): one address trying many accounts;
 * - per account and client: one address guessing one account — it blocks that address only;
 * - per account, from every client without a device cookie together: many addresses guessing one
 *   account. Its ceiling is high, and it never blocks a **device cookie**: a signed token the
 *   browser gets at each successful sign-in, valid for that account only, whose attempts count in
 *   a bucket of their own. So the account holder signs in from a device they used before whatever
 *   an attacker does elsewhere; only a new device waits out an attack.
 *
 * Every count lives in the database (public.rate_limits), shared by every server instance.
 */


export const DEVICE_COOKIE = "reviewer_device";
const DEVICE_COOKIE_SECONDS = 180 * 24 * 60 * 60;

export function deviceCookieOptions() {
  return { httpOnly: true, sameSite: "strict" as const, path: MODERATOR_PATH, secure: process.env.NODE_ENV === "production", maxAge: DEVICE_COOKIE_SECONDS };
}

type Account = { id: string; passwordHash: string };

/**
 * The device cookie's signature. Keyed with the account's password hash, a secret that never
 * leaves the server: no new setting to configure and share between instances, and a changed
 * password ends every device's standing as it ends every session.
 */
const signature = (account: Account, nonce: string) => createHmac("sha256", account.passwordHash).update(`${account.id}.${nonce}`).digest("base64url");

/** A new device cookie for this account, after a successful sign-in. */
export function newDeviceCookie(account: Account): string {
  const nonce = randomBytes(18).toString("base64url");
  return `${nonce}.${signature(account, nonce)}`;
}

/** The cookie's nonce when it is a device cookie issued for this account, else null. */
function deviceOf(cookie: string | undefined, account: Account | null): string | null {
  if (!cookie || !account || cookie.length > 100) return null;
  const [nonce, mac, extra] = cookie.split(".");
  if (!nonce || !mac || extra !== undefined) return null;
  const expected = Buffer.from(signature(account, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

const hashed = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex");

export type SignInAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number; unrecognised: boolean };

const refused = (result: RateLimitResult, unrecognised = false): SignInAdmission =>
  result.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: result.retryAfterSeconds, unrecognised };

/**
 * Counts this attempt and says whether it may be checked. `client`: the hashed client address
 * (lib/forms/client-key.ts); `account`: the account the e-mail names, or null (an unknown address
 * is counted like a known one, so the answers do not tell them apart).
 */
export async function admitSignIn(limits: LimitStore, input: { email: string; client: string; account: Account | null; deviceCookie: string | undefined }): Promise<SignInAdmission> {
  const { byClient, byAccountAndClient, byAccountUnrecognised, byDevice } = SIGN_IN_LIMITS;
  // A recognised device counts only against itself: not even its address's other attempts (an
  // office behind one address, or every visitor when TRUSTED_PROXY_HOPS=0) can hold it back.
  const device = deviceOf(input.deviceCookie, input.account);
  if (device) return refused(await limits.hit(`sign-in:device:${hashed(device)}`, byDevice.maxHits, byDevice.windowSeconds));
  const client = await limits.hit(`sign-in:client:${input.client}`, byClient.maxHits, byClient.windowSeconds);
  if (!client.allowed) return refused(client);
  const pair = await limits.hit(`sign-in:account-client:${hashed(input.email, input.client)}`, byAccountAndClient.maxHits, byAccountAndClient.windowSeconds);
  if (!pair.allowed) return refused(pair);
  const account = await limits.hit(`sign-in:account:${hashed(input.email)}`, byAccountUnrecognised.maxHits, byAccountUnrecognised.windowSeconds);
  return refused(account, true);
}
