import { manageLink } from "@/lib/alerts/links";
import { siteOrigin } from "@/lib/site/origin";
import { alertsJson, readJson } from "@/lib/alerts/request";
import { alertsEnabled, alertsSecret } from "@/lib/services/alerts/runtime";
import { confirmRequest } from "@/lib/alerts/schemas";
import { followToken, tokenHash } from "@/lib/alerts/tokens";
import { alertStore } from "@/lib/data";

export const dynamic = "force-dynamic";

/**
 * POST /api/alerts/confirm `{ token }`: starts an e-mail follow. Only a POST confirms (the page the
 * mail links to has a button that sends it), so a mail scanner opening the link confirms nothing.
 */
export async function POST(request: Request) {
  if (!alertsEnabled()) return alertsJson({ error: "Alerts are not set up on this site." }, 404);
  const read = await readJson(request, confirmRequest);
  if (!read.ok) return read.response;
  try {
    const alerts = await alertStore();
    const id = await alerts.confirm(tokenHash(read.data.token));
    if (!id) return alertsJson({ error: "This link is used or more than 24 hours old. Set up your alerts again." }, 404);
    const manageToken = followToken(alertsSecret(), "manage", id);
    const follow = await alerts.followByToken(tokenHash(manageToken));
    return alertsJson({ confirmed: true, manageUrl: manageLink(siteOrigin(), follow?.language ?? "en", manageToken) }, 200);
  } catch (error) {
    console.error("Alerts: a confirmation failed:", error);
    return alertsJson({ error: "Your alerts cannot be confirmed right now; try the link again in a few minutes." }, 503);
  }
}
