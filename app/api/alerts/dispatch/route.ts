import { alertsJson } from "@/lib/alerts/request";
import { dispatchEnabled, alertsSecret, dispatchAlerts } from "@/lib/services/alerts/runtime";
import { alertStore } from "@/lib/data";
import { siteOrigin } from "@/lib/site/origin";
import { bearerAuthorized } from "@/lib/security/bearer";

export const dynamic = "force-dynamic";
// Detection, then sending for up to ALERTS.dispatchBudgetMs; the rest goes at the next call.
export const maxDuration = 60;

/**
 * POST /api/alerts/dispatch, for a scheduler every minute (docs/alerts.md):
 * `curl -X POST -H "Authorization: Bearer $ALERTS_SECRET"`. Finds what followers must be told,
 * sends what is due, keeps nothing longer than needed, and answers the counts. Off (404) while no
 * channel is configured. Any number of instances may call it at once (the outbox decides who sends what).
 */
export async function POST(request: Request) {
  if (!dispatchEnabled()) return alertsJson({ error: "Not found" }, 404);
  if (!bearerAuthorized(request.headers.get("authorization"), alertsSecret())) {
    return alertsJson({ error: "Unauthorized" }, 401, { "www-authenticate": 'Bearer realm="alerts"' });
  }
  try {
    const { detected, delivered } = await dispatchAlerts(siteOrigin());
    return alertsJson({ ...detected, ...delivered, ...(await (await alertStore()).counts()) }, 200);
  } catch (error) {
    console.error("Alerts: the dispatch failed:", error);
    return alertsJson({ error: "The database is unavailable: nothing was sent. The next dispatch tries again." }, 503);
  }
}
