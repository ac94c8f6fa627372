import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * A reviewer session is a random token in an httpOnly cookie; the database keeps only its SHA-256
 * (lib/data ReviewerStore), so reading the sessions table signs no one in.
 */

export const REVIEWER_COOKIE = "reviewer_session";
/** The reviewers' page. */
export const MODERATOR_PATH = "/moderate";
export const REVIEWER_SESSION_SECONDS = 12 * 60 * 60;

export const newSessionToken = () => randomBytes(32).toString("base64url");
export const tokenHash = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
/** A token as newSessionToken writes it; anything else is not looked up. */
export const isSessionToken = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * The cookie: httpOnly, same-site only (strict), secure in production, and sent back only to the
 * reviewers' page and its actions — never with a public page, which every visitor and CDN shares.
 */
export function reviewerCookieOptions(maxAge = REVIEWER_SESSION_SECONDS) {
  return { httpOnly: true, sameSite: "strict" as const, path: MODERATOR_PATH, secure: process.env.NODE_ENV === "production", maxAge };
}
