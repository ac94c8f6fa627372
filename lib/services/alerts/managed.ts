import type { FollowRecord } from "@/lib/data/stores";
import type { ManagedFollow } from "@/lib/alerts/schemas";

/** "a•••@example.org": enough for its owner to recognise, little for someone who found their link. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** A follow as its owner sees it on the manage page: never the point's owner's full address or any token. */
export const managedFollow = (f: FollowRecord): ManagedFollow => ({
  channel: f.channel,
  email: f.email ? maskEmail(f.email) : null,
  latitude: f.latitude,
  longitude: f.longitude,
  radiusMiles: f.radiusMiles,
  topics: f.topics,
  language: f.language,
  confirmed: f.confirmedAt !== null,
  expiresAt: f.expiresAt,
});
