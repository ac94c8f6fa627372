import { after } from "next/server";
import { followArea } from "@/lib/services/alerts/follow";
import { alertsJson, readJson } from "@/lib/alerts/request";
import { alertsEnabled, alertSetup, alertsSecret, allowedPushEndpoint, deliverNow } from "@/lib/services/alerts/runtime";
import { followRequest } from "@/lib/alerts/schemas";
import { alertStore, hazardStore, limitStore } from "@/lib/data";
import { clientKeyFor } from "@/lib/forms/client-key";
import { siteOrigin } from "@/lib/site/origin";

export const dynamic = "force-dynamic";

/**
 * POST /api/alerts/follow (docs/alerts.md): `{ latitude, longitude, radiusMiles, topics, language,
 * email?, push? }` → 202 with what happens next. 404 while no channel is configured.
 */
export async function POST(request: Request) {
  if (!alertsEnabled()) return alertsJson({ error: "Alerts are not set up on this site." }, 404);
  const read = await readJson(request, followRequest);
  if (!read.ok) return read.response;
  const setup = alertSetup();
  const siteUrl = siteOrigin();
  try {
    const outcome = await followArea(read.data, {
      alerts: await alertStore(),
      hazards: await hazardStore(),
      limits: await limitStore(),
      channels: { push: setup.push !== null, email: setup.email },
      allowedEndpoint: allowedPushEndpoint,
      secret: alertsSecret(),
      siteUrl,
      clientKey: clientKeyFor("alerts", request.headers),
    });
    if (outcome.status !== 202) {
      const headers: Record<string, string> = outcome.retryAfterSeconds ? { "retry-after": String(outcome.retryAfterSeconds) } : {};
      return alertsJson({ error: outcome.error, ...(outcome.field ? { fields: { [outcome.field]: outcome.error } } : {}) }, outcome.status, headers);
    }
    // The confirmation mail goes now, not at the scheduler's next minute.
    if (outcome.confirmationQueued) after(() => deliverNow(siteUrl).catch((error) => console.error("Alerts: the confirmation mail waits for the next dispatch:", error)));
    return alertsJson(outcome.answer, 202);
  } catch (error) {
    console.error("Alerts: a follow could not be stored:", error);
    return alertsJson({ error: "Alerts cannot be set up right now. Nothing was saved; try again in a few minutes." }, 503);
  }
}
