import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * The moderator sign-in, as pure functions (the page and its server actions read the cookie and
 * the MODERATOR_TOKEN setting and pass them in). There is one shared token: the browser never
 * keeps it, only a value derived from it, so a stolen cookie does not reveal the token, and
 * changing the token signs every moderator out.
 */

export const MODERATOR_COOKIE = "moderator_session";
export const MODERATOR_SESSION_SECONDS = 12 * 60 * 60;
/** The cookie is sent back only to the moderation page and its actions. */
export const MODERATOR_PATH = "/moderate";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Compares the SHA-256 digests of both strings, which always have the same length, so the time
 * taken reveals neither the token's length nor how much of it was right. Never true when no token
 * is configured.
 */
export function tokenMatches(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== "string" || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** What the session cookie holds: an HMAC keyed with the token, never the token itself. */
export function sessionValue(token: string): string {
  return createHmac("sha256", token).update("moderator-session:v1").digest("hex");
}

/** Whether a cookie value proves a sign-in with the configured token (constant time). */
export function isModerator(cookieValue: string | undefined, token: string | undefined): boolean {
  if (!token || !cookieValue) return false;
  return tokenMatches(cookieValue, sessionValue(token));
}

/** The session cookie's attributes: httpOnly, same-site only, this path, secure in production. */
export function sessionCookieOptions(maxAge = MODERATOR_SESSION_SECONDS) {
  return {
    httpOnly: true,
    sameSite: "strict" as const,
    path: MODERATOR_PATH,
    secure: process.env.NODE_ENV === "production",
    maxAge,
  };
}
