import type { AlertStore, HazardStore } from "@/lib/data/stores";
import type { ZoneLayer } from "@/lib/hazards/types";
import { ALERTS } from "@/lib/alerts/settings";
import { pendingHelp, zoneAlerts } from "@/lib/alerts/triggers";
import type { HelpEvent, HelpPlace } from "@/lib/alerts/types";

export type Detected = { zoneAlerts: number; placeChanges: number; helpMessages: number };

/**
 * Finds what followers must be told and queues it in the outbox (docs/alerts.md "Triggers"):
 * 1. zones: every active follow's point against the stored zones (never a sample layer: samples
 *    are drawn beside sample places only, not stored); each change recorded by whoever changes the
 *    follow's state first, so two instances queue it once;
 * 2. places: the recorded changes queued since, taken off the queue, kept for the hourly message;
 * 3. help messages due (one an hour per follower at most), each queued once.
 * Safe to run on any instance at any time, as often as wanted.
 */
export async function detectAlerts(alerts: AlertStore, hazards: HazardStore, now = new Date()): Promise<Detected> {
  const follows = await alerts.activeFollows();
  const [zones] = (await hazards.layers(["zone"])) as ZoneLayer[];
  // No stored zones (never fetched) is not "every order lifted": nothing is said.
  const queuedZones = zones && follows.length > 0 ? await alerts.recordZoneAlerts(zoneAlerts(follows, zones)) : 0;

  let placeChanges = 0;
  for (;;) {
    const changed = await alerts.takePlaceChanges(ALERTS.changeBatch);
    if (changed.length === 0) break;
    placeChanges += changed.length;
    await alerts.addPendingHelp(pendingHelp(follows, changed, now));
    if (changed.length < ALERTS.changeBatch) break;
  }

  let helpMessages = 0;
  for (const due of await alerts.dueHelp(ALERTS.helpIntervalSeconds)) {
    // A place closed or unpublished since it was noticed is no longer news; it is cleared all the same.
    const places: HelpPlace[] = due.items
      .filter((i) => i.published && i.status !== "closed" && i.status !== "temporarily_closed")
      .map(({ placeId, name, kind, status, reason, distanceMiles }) => ({ placeId, name, kind, status, reason, distanceMiles }));
    const event: HelpEvent = { type: "help", places, latitude: due.latitude, longitude: due.longitude };
    // With no place left, this only clears them (public.queue_help).
    if (await alerts.queueHelp(due.followId, due.lastHelpAt, `help:${now.toISOString()}`, event, due.items.map((i) => i.placeId))) helpMessages++;
  }
  return { zoneAlerts: queuedZones, placeChanges, helpMessages };
}
