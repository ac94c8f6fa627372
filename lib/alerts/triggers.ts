import type { ActiveFollow, ChangedPlace, PendingHelp, ZoneAlert } from "./types";
import { isWarning } from "@/lib/hazards/payload";
import { flagPlaces } from "@/lib/hazards/place-flags";
import type { ZoneLayer } from "@/lib/hazards/types";
import { sheltersAnimalsOnly } from "@/lib/places/audience";
import { distanceKm } from "@/lib/places/geo";
import type { Place } from "@/lib/places/types";
import type { HelpReason, HelpTopic, PointStatus } from "./types";

/**
 * What is worth telling a follower: the trigger rules, pure (no database, no clock), so every
 * rule is tested on its own (tests/lib/alerts/triggers.test.ts) and the detection (./detect.ts)
 * only reads, applies these, and records.
 */

const KM_PER_MILE = 1.609344;

/**
 * A follower's point as the alerts remember it: "<status>|<zone name>", or null outside every
 * zone under an order, warning or shelter-in-place. Alerts are about changes of the status; the
 * name says which zone (and which one was lifted).
 */
export const zoneState = (status: PointStatus, zone: string) => `${status}|${zone}`.slice(0, 300);

function parseState(state: string | null): { status: PointStatus; zone: string } | null {
  if (!state) return null;
  const [status = "", ...name] = state.split("|");
  return isWarning(status) ? { status, zone: name.join("|") } : null;
}

/** The state of every point in this copy of the zones (follows absent: in no zone). */
export function pointStates(points: readonly { id: string; latitude: number; longitude: number }[], layer: Pick<ZoneLayer, "features" | "source">): Map<string, string> {
  const flags = flagPlaces(points, layer);
  return new Map(Object.entries(flags).map(([id, flag]) => [id, zoneState(flag.status, flag.zone)]));
}

/**
 * The zone alerts a new copy of the zones makes: for each follow whose point's status differs
 * from the one it was last told about, one alert — it came under a status, the status changed
 * (warning → order), or it was lifted. A zone that reshapes or is renamed while the point's
 * status stays the same is not news. The key names the zone, the new status and this copy of the
 * zones, so the same change found twice is queued once.
 */
export function zoneAlerts(follows: readonly ActiveFollow[], layer: ZoneLayer): ZoneAlert[] {
  const states = pointStates(follows, layer);
  const alerts: ZoneAlert[] = [];
  for (const follow of follows) {
    const before = parseState(follow.zoneState);
    const nextState = states.get(follow.id) ?? null;
    const after = parseState(nextState);
    if ((before?.status ?? null) === (after?.status ?? null)) continue;
    const zoneName = after?.zone ?? before?.zone ?? "";
    alerts.push({
      followId: follow.id,
      expected: follow.zoneState,
      next: nextState,
      key: `zone:${zoneName}:${after?.status ?? "lifted"}:${layer.fetchedAt}`.slice(0, 300),
      event: {
        type: "zone",
        zoneId: zoneName,
        zoneName,
        before: before?.status ?? null,
        after: after?.status ?? null,
        source: layer.source,
        sourceUrl: layer.sourceUrl,
        fetchedAt: layer.fetchedAt,
        latitude: follow.latitude,
        longitude: follow.longitude,
      },
    });
  }
  return alerts;
}

/** The help topics a place is news for. */
export function placeTopics(place: Pick<Place, "kind" | "category">): HelpTopic[] {
  if (place.kind === "donation_need") return ["donations"];
  if (place.kind === "volunteer_opportunity") return ["volunteer"];
  // A shelter for animals only is no news for someone who needs a place to stay: it is animals' help.
  const topics: HelpTopic[] = place.kind === "shelter" && !sheltersAnimalsOnly(place) ? ["shelter"] : [];
  if (place.category === "essentials") topics.push("food_water", "supplies");
  if (place.category === "shelter_support" && place.kind !== "shelter") topics.push("shelter");
  if (place.category === "medical_health") topics.push("medical");
  if (place.category === "animal_support") topics.push("animals");
  return topics;
}

const CLOSED_STATUSES: readonly unknown[] = ["closed", "temporarily_closed"];
const itemNames = (value: unknown) => new Set(Array.isArray(value) ? value.map((i) => (i as { item?: unknown })?.item).filter((i) => typeof i === "string") : []);
const shiftKeys = (value: unknown) => new Set(Array.isArray(value) ? value.map((s) => JSON.stringify(s)) : []);
const gained = (before: Set<unknown>, after: Set<unknown>) => [...after].some((x) => !before.has(x));

/**
 * Why a recorded change is help nearby, or null: a place that opens or reopens, a full one with
 * space again, a new place (an approved suggestion, a new row of an import), a new donation need or
 * item, a new volunteer shift. Never a sample place, an unpublished one, or one closed now (a
 * later change may have undone this one before it was read).
 */
export function helpReason({ action, changes, place }: ChangedPlace): HelpReason | null {
  if (place.isSample || !place.published || place.status === "closed" || place.status === "temporarily_closed") return null;
  if (action === "create") {
    if (place.kind === "donation_need") return "new_need";
    if (place.kind === "volunteer_opportunity") return "new_shift";
    return place.status === "open" ? "new_place" : null;
  }
  const status = changes.status;
  if (status && status.after === "open" && place.status === "open") {
    if (CLOSED_STATUSES.includes(status.before)) return "opened";
    if (status.before === "full") return "available";
  }
  if (place.kind === "donation_need" && changes.items_needed && gained(itemNames(changes.items_needed.before), itemNames(changes.items_needed.after))) return "new_need";
  if (place.kind === "volunteer_opportunity" && changes.shifts && gained(shiftKeys(changes.shifts.before), shiftKeys(changes.shifts.after))) return "new_shift";
  return null;
}

/** Older changes are not news (changes queued while alerts were off, or a dispatch long down). */
export const HELP_NEWS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** For each change that is help nearby, every follow it is news for: within the radius, on a chosen topic. */
export function pendingHelp(follows: readonly ActiveFollow[], changed: readonly ChangedPlace[], now = new Date()): PendingHelp[] {
  const pending: PendingHelp[] = [];
  for (const change of changed) {
    if (now.getTime() - new Date(change.createdAt).getTime() > HELP_NEWS_MAX_AGE_MS) continue;
    const reason = helpReason(change);
    if (!reason) continue;
    const topics = placeTopics(change.place);
    const at = { lat: change.place.latitude, lng: change.place.longitude };
    for (const follow of follows) {
      if (!topics.some((t) => follow.topics.includes(t))) continue;
      const miles = distanceKm({ lat: follow.latitude, lng: follow.longitude }, at) / KM_PER_MILE;
      if (miles > follow.radiusMiles) continue;
      pending.push({ followId: follow.id, placeId: change.place.id, reason, distanceMiles: Math.round(miles * 10) / 10 });
    }
  }
  return pending;
}
