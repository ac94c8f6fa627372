import { after, NextResponse } from "next/server";
import { dispatchEnabled, dispatchQuietly } from "@/lib/services/alerts/runtime";
import { hazardStore } from "@/lib/data";
import { serverEnv } from "@/lib/env/server";
import { hazardFeedsFromEnv } from "@/lib/hazards/config";
import { refreshHazards } from "@/lib/hazards/refresh";
import { describeRefresh, saveRefresh } from "@/lib/services/hazards/save-refresh";
import { hazardsChanged, hazardZonesChanged } from "@/lib/places/revalidate";
import { siteOrigin } from "@/lib/site/origin";
import { bearerAuthorized } from "@/lib/security/bearer";

export const dynamic = "force-dynamic";
// The feeds are read side by side, 20 s each at most (HAZARDS.fetchTimeoutMs), then stored.
export const maxDuration = 60;

const NO_STORE = { "cache-control": "no-store" };

function json(body: unknown, status: number, headers: Record<string, string> = {}) {
  return NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * Expires what serves the layers. The cache failing must not fail the refresh: what it serves
 * then follows within its revalidate time.
 */
function expireQuietly(expire: () => void, what: string) {
  try {
    expire();
  } catch (error) {
    console.error(`Hazards: ${what} could not be expired:`, error);
  }
}

/**
 * The hazard layers' refresh, for a scheduler every 5 minutes (docs/hazards.md):
 * `curl -X POST -H "Authorization: Bearer $HAZARD_REFRESH_SECRET"`. Reads every configured feed
 * and stores each new copy in the database; a feed that fails keeps its last good copy, and is
 * still a 200 (the refresh ran) with that layer's reason. Off (404) until HAZARD_REFRESH_SECRET
 * and at least one feed are set. Two refreshes at once are harmless: per layer the newest copy
 * wins (public.save_hazard_layer()).
 */
export async function POST(request: Request) {
  const secret = serverEnv.HAZARD_REFRESH_SECRET;
  const feeds = hazardFeedsFromEnv(serverEnv);
  if (!secret || Object.keys(feeds).length === 0) return json({ error: "Not found" }, 404);
  if (!bearerAuthorized(request.headers.get("authorization"), secret)) {
    return json({ error: "Unauthorized" }, 401, { "www-authenticate": 'Bearer realm="hazards"' });
  }

  const refreshed = await refreshHazards(feeds);
  // An order that now covers a follower's point is sent at once, not at the next dispatch.
  const siteUrl = siteOrigin();
  try {
    // The places carry their zone: when the zones changed, every view of places is made again.
    const layers = await saveRefresh(await hazardStore(), refreshed, () => expireQuietly(hazardZonesChanged, "the views of places"));
    return json({ message: describeRefresh(layers), layers }, 200);
  } catch (error) {
    console.error("Hazards: storing the refreshed layers failed:", error);
    return json({ error: "The database is unavailable: the hazard layers could not be stored (the last good copies stay). Try again later." }, 503);
  } finally {
    // Whatever was stored (before a failure too) is served at once.
    expireQuietly(hazardsChanged, "the served copy");
    if (dispatchEnabled()) after(() => dispatchQuietly(siteUrl, "the hazard refresh"));
  }
}
