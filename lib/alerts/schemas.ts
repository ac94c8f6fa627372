import { z } from "zod";
import { isLanguage, type Language } from "@/lib/i18n/languages";
import { FOLLOW_AREA } from "./area";
import { pushKeysSchema } from "./push-hosts";
import { ALERT_RADII_MILES, ALERT_TOPICS, type AlertTopic } from "./types";

/**
 * The alerts' HTTP interface (docs/alerts.md), one schema per request, used by the routes (the
 * check that counts) and by the follow panel. Messages are plain English for other relief
 * groups' programs; the panel shows its own translated words for each field.
 */

z.config({ jitless: true });

/** Where a follow may point (./area.ts, zod-free for the browser). */
export { FOLLOW_AREA };

const coordinate = (name: string, min: number, max: number) =>
  z.number({ error: `${name} must be a number` }).finite().min(min, `${name} is outside Los Angeles County`).max(max, `${name} is outside Los Angeles County`);

/** A browser's push subscription; the endpoint's host is checked against the push services separately (lib/alerts/push-hosts.ts). */
export const pushSubscriptionInput = z.object({
  endpoint: z.string().max(2048, "push.endpoint is too long").url("push.endpoint must be a URL"),
  expirationTime: z.number().nullable().optional(),
  keys: pushKeysSchema,
});

const topics = z
  .array(z.enum(ALERT_TOPICS, { error: `each topic must be one of ${ALERT_TOPICS.join(", ")}` }))
  .max(ALERT_TOPICS.length)
  .refine((list) => list.includes("evacuation"), 'topics must include "evacuation": evacuation alerts are always on')
  .transform((list) => [...new Set(list)].sort((a, b) => ALERT_TOPICS.indexOf(a) - ALERT_TOPICS.indexOf(b)) as AlertTopic[]);

const radiusMiles = z.union(
  ALERT_RADII_MILES.map((r) => z.literal(r)),
  { error: `radiusMiles must be one of ${ALERT_RADII_MILES.join(", ")}` },
);

const language = z.string().refine(isLanguage, "language must be one of the site's language codes").transform((l) => l as Language);

/** POST /api/alerts/follow: e-mail, push or both (at least one). */
export const followRequest = z
  .object({
    latitude: coordinate("latitude", FOLLOW_AREA.south, FOLLOW_AREA.north),
    longitude: coordinate("longitude", FOLLOW_AREA.west, FOLLOW_AREA.east),
    radiusMiles,
    topics,
    language,
    email: z.string().trim().max(254, "email is too long").pipe(z.email("email must be an e-mail address like name@example.org")).optional(),
    push: pushSubscriptionInput.optional(),
  })
  .strict()
  .refine((f) => f.email !== undefined || f.push !== undefined, { message: "Give an email address, a push subscription, or both", path: ["email"] });
export type FollowRequest = z.infer<typeof followRequest>;

/** A token from a link the site sent: 32 random bytes, base64url. */
export const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "token is not a token this site gives");

/** POST /api/alerts/confirm */
export const confirmRequest = z.object({ token }).strict();

/** POST /api/alerts/manage: read the follow (no changes), or change its radius and topics. */
export const manageRequest = z.object({ token, radiusMiles: radiusMiles.optional(), topics: topics.optional() }).strict();

/** What POST /api/alerts/follow answers with 202. */
export type FollowAnswer = {
  message: string;
  /** The e-mail follow waits for the link in the confirmation mail. */
  email?: { status: "confirmation_sent" };
  /** The push follow is active; the device keeps its token to change or stop it. */
  push?: { status: "active"; manageToken: string };
};

/** What POST /api/alerts/manage answers: the follow as its owner may see it. */
export type ManagedFollow = {
  channel: "push" | "email" | "sms";
  /** The e-mail address with most of it hidden ("a•••@example.org"). */
  email: string | null;
  latitude: number;
  longitude: number;
  radiusMiles: number;
  topics: AlertTopic[];
  language: Language;
  confirmed: boolean;
  expiresAt: string;
};

/** What GET /api/alerts/setup answers: which channels this site has. */
export type AlertSetup = { push: { publicKey: string } | null; email: boolean };
