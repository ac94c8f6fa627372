import { alertsJson, readJson } from "@/lib/alerts/request";
import { alertsEnabled } from "@/lib/services/alerts/runtime";
import { confirmRequest, token as tokenSchema } from "@/lib/alerts/schemas";
import { tokenHash } from "@/lib/alerts/tokens";
import { alertStore } from "@/lib/data";
import { readCappedBody } from "@/lib/http/read-capped";

export const dynamic = "force-dynamic";

/**
 * Ends a follow; its e-mail address or push subscription is deleted with it.
 * - RFC 8058 one-click: the mail's `List-Unsubscribe: <…/api/alerts/unsubscribe?token=…>` is
 *   POSTed by the mail program with the form body `List-Unsubscribe=One-Click`.
 * - The site's own pages: JSON `{ token }`.
 * Stopping alerts that are already stopped is not an error (a mail program may post twice).
 * GET (someone opening the address) changes nothing: it leads to the page with a button.
 */
export async function POST(request: Request) {
  if (!alertsEnabled()) return alertsJson({ error: "Alerts are not set up on this site." }, 404);
  let token: string;
  if (/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    const read = await readJson(request, confirmRequest);
    if (!read.ok) return read.response;
    token = read.data.token;
  } else {
    const body = await readCappedBody(request, 1024);
    const form = new URLSearchParams(body ? new TextDecoder().decode(body) : "");
    if (form.get("List-Unsubscribe") !== "One-Click") {
      return alertsJson({ error: 'Send JSON { "token": … }, or the one-click form body List-Unsubscribe=One-Click (RFC 8058)' }, 400);
    }
    const parsed = tokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
    if (!parsed.success) return alertsJson({ error: "token is not a token this site gives" }, 400);
    token = parsed.data;
  }
  try {
    await (await alertStore()).deleteFollow(tokenHash(token));
    return alertsJson({ unsubscribed: true }, 200);
  } catch (error) {
    console.error("Alerts: an unsubscribe failed:", error);
    return alertsJson({ error: "Your alerts cannot be stopped right now; try again in a few minutes." }, 503);
  }
}

/** Opening the one-click address in a browser: the manage page, where a button stops the alerts. */
export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const location = tokenSchema.safeParse(token).success ? `/alerts/manage?token=${token}` : "/alerts";
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer" } });
}
