import { createHash, randomUUID } from "node:crypto";
import type { AlertStore, HazardStore, LimitStore } from "@/lib/data/stores";
import type { ZoneLayer } from "@/lib/hazards/types";
import { confirmLink } from "@/lib/alerts/links";
import { mailboxOf } from "@/lib/alerts/mailbox";
import type { FollowAnswer, FollowRequest } from "@/lib/alerts/schemas";
import { ALERTS } from "@/lib/alerts/settings";
import { pushKeysProblem } from "@/lib/alerts/push-hosts";
import { followToken, tokenHash } from "@/lib/alerts/tokens";
import { pointStates } from "@/lib/alerts/triggers";

export type FollowDeps = {
  alerts: AlertStore;
  hazards: HazardStore;
  limits: LimitStore;
  /** Which channels this site sends on. */
  channels: { push: boolean; email: boolean };
  /** lib/alerts/push-hosts.ts, with ALERTS_PUSH_HOSTS. */
  allowedEndpoint: (endpoint: string) => boolean;
  secret: string;
  siteUrl: string;
  /** A hash of the client's address (lib/forms/client-key.ts). */
  clientKey: string;
};

export type FollowOutcome =
  | { status: 202; answer: FollowAnswer; confirmationQueued: boolean }
  | { status: 400 | 409 | 422 | 429; error: string; field?: "email" | "push"; retryAfterSeconds?: number };

/** Only the device that set a follow up holds its keys; anyone else who names its endpoint gets this. */
const ENDPOINT_TAKEN =
  "This push subscription already has alerts, set up with other keys. Nothing was changed: only the device that set them up can change or stop them.";

const round = (degrees: number) => Math.round(degrees * 1000) / 1000;
/** Counted per mailbox, not per spelling (lib/alerts/mailbox.ts): `Ana+1@`, `a.na@gmail.com` and `ana@googlemail.com` are one inbox. */
const mailboxKey = (email: string) => createHash("sha256").update(`alerts-confirm:${mailboxOf(email)}`).digest("hex");

/** The zone at the point now: a follower is told of changes from it, not of what the panel showed them. */
async function zoneStateNow(hazards: HazardStore, latitude: number, longitude: number): Promise<string | null> {
  try {
    const [zones] = (await hazards.layers(["zone"])) as ZoneLayer[];
    return zones ? (pointStates([{ id: "point", latitude, longitude }], zones).get("point") ?? null) : null;
  } catch (error) {
    // Unknown: the next detection compares with "no zone", and an order there is then sent (better twice than never).
    console.error("Alerts: could not read the zones for a new follow:", error);
    return null;
  }
}

/**
 * POST /api/alerts/follow, after the request's shape was checked: a push follow starts at once; an
 * e-mail follow waits for the link in the confirmation mail, queued here. Refused (nothing stored):
 * a channel this site does not send on, a push endpoint that is not a known push service (the site
 * would otherwise post wherever a visitor says) or keys no message could be encrypted for, more
 * follows from one client than a person makes, more confirmation mails to one address than a
 * person asks for (the site is no way to flood someone's inbox), and a push endpoint that already
 * follows with other keys (whoever learnt a device's endpoint cannot replace its follow: 409).
 */
export async function followArea(request: FollowRequest, deps: FollowDeps): Promise<FollowOutcome> {
  if (request.email !== undefined && !deps.channels.email) return { status: 400, field: "email", error: "This site does not send e-mail alerts. Use notifications on this device." };
  if (request.push !== undefined && !deps.channels.push) return { status: 400, field: "push", error: "This site does not send notifications. Use e-mail." };
  if (request.push) {
    const problem = deps.allowedEndpoint(request.push.endpoint) ? pushKeysProblem(request.push.keys) : "push.endpoint is not the address of a known push service.";
    if (problem) return { status: 422, field: "push", error: problem };
  }

  const perClient = await deps.limits.hit(`alerts-follow:${deps.clientKey}`, ALERTS.followsPerClientPerHour, 3600);
  if (!perClient.allowed) return { status: 429, error: "Too many alerts were set up from this connection. Try again later.", retryAfterSeconds: perClient.retryAfterSeconds };
  if (request.email !== undefined) {
    const perMailbox = await deps.limits.hit(mailboxKey(request.email), ALERTS.confirmationsPerMailboxPerDay, 86_400);
    if (!perMailbox.allowed) {
      return {
        status: 429,
        field: "email",
        error: "Too many confirmation e-mails were sent to this address today. Use a link in one of them, or try again tomorrow.",
        retryAfterSeconds: perMailbox.retryAfterSeconds,
      };
    }
  }

  const latitude = round(request.latitude);
  const longitude = round(request.longitude);
  const zoneState = await zoneStateNow(deps.hazards, latitude, longitude);
  const base = { latitude, longitude, radiusMiles: request.radiusMiles, topics: request.topics, language: request.language, zoneState };
  const answer: FollowAnswer = { message: "" };
  let confirmationQueued = false;

  if (request.push) {
    const id = randomUUID();
    const manageToken = followToken(deps.secret, "manage", id);
    const added = await deps.alerts.addFollow({ ...base, id, channel: "push", push: request.push, manageTokenHash: tokenHash(manageToken) });
    if (added === null) return { status: 409, field: "push", error: ENDPOINT_TAKEN };
    answer.push = { status: "active", manageToken };
  }
  if (request.email !== undefined) {
    const id = randomUUID();
    const confirmToken = followToken(deps.secret, "confirm", id);
    await deps.alerts.addFollow({
      ...base,
      id,
      channel: "email",
      email: request.email,
      manageTokenHash: tokenHash(followToken(deps.secret, "manage", id)),
      confirmTokenHash: tokenHash(confirmToken),
    });
    confirmationQueued = await deps.alerts.queue(id, "confirm", { type: "confirm", confirmUrl: confirmLink(deps.siteUrl, request.language, confirmToken) }, true);
    answer.email = { status: "confirmation_sent" };
  }
  answer.message = [
    answer.push ? "Alerts are on for this device." : null,
    answer.email ? "We sent you an e-mail: open the link in it within 24 hours to start your alerts." : null,
  ]
    .filter(Boolean)
    .join(" ");
  return { status: 202, answer, confirmationQueued };
}
