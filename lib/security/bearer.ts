import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether an `Authorization` header carries `Bearer <secret>`, for the scheduler-only routes
 * (POST /api/import, POST /api/hazards/refresh). Compares SHA-256 digests, which always have equal
 * length, so the time taken reveals nothing about the secret, not even its length.
 */
export function bearerAuthorized(header: string | null, secret: string): boolean {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(token), digest(secret));
}
