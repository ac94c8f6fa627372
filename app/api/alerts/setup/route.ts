import { alertsJson } from "@/lib/alerts/request";
import { alertSetup } from "@/lib/services/alerts/runtime";

export const dynamic = "force-dynamic";

/** GET /api/alerts/setup: which channels this site sends on (the panel asks before offering them). */
export function GET() {
  return alertsJson(alertSetup(), 200);
}
