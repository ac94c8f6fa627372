import { alertsJson, readJson } from "@/lib/alerts/request";
import { alertsEnabled } from "@/lib/services/alerts/runtime";
import { managedFollow } from "@/lib/services/alerts/managed";
import { manageRequest } from "@/lib/alerts/schemas";
import { tokenHash } from "@/lib/alerts/tokens";
import { alertStore } from "@/lib/data";

export const dynamic = "force-dynamic";

/**
 * POST /api/alerts/manage `{ token }`: the follow as its owner may see it; with `radiusMiles` or
 * `topics`, changed (and renewed for 90 days). POST, not GET, so the token stays out of logs.
 */
export async function POST(request: Request) {
  if (!alertsEnabled()) return alertsJson({ error: "Alerts are not set up on this site." }, 404);
  const read = await readJson(request, manageRequest);
  if (!read.ok) return read.response;
  const { token, radiusMiles, topics } = read.data;
  try {
    const alerts = await alertStore();
    const follow = radiusMiles !== undefined || topics !== undefined ? await alerts.updateFollow(tokenHash(token), { radiusMiles, topics }) : await alerts.followByToken(tokenHash(token));
    if (!follow) return alertsJson({ error: "These alerts no longer exist: they were stopped or ended." }, 404);
    return alertsJson(managedFollow(follow), 200);
  } catch (error) {
    console.error("Alerts: a follow could not be read or changed:", error);
    return alertsJson({ error: "Your alerts cannot be reached right now; try again in a few minutes." }, 503);
  }
}
