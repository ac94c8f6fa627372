import { createHash, createHmac } from "node:crypto";

/**
 * The tokens in the links the site sends (confirm, change or stop a follow), derived from the
 * follow's id with a server secret (HMAC-SHA-256, ALERTS_SECRET): any instance can put them in a
 * message at any time, and the database keeps only their SHA-256, so a copy of it holds no working
 * link. Changing ALERTS_SECRET ends every link already sent (docs/alerts.md).
 */

export type TokenPurpose = "manage" | "confirm";

/** 32 bytes, base64url (43 characters): lib/alerts/schemas.ts `token`. */
export function followToken(secret: string, purpose: TokenPurpose, followId: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${followId}`).digest("base64url");
}

/** What the database keeps of a token (hex SHA-256). */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
