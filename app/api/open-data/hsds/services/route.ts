import { openDataResponse, preflightResponse } from "@/lib/open-data/responses";

// Runs per request to check the query and choose the encoding; the bytes come from Next's data
// cache, expired by the `places` tag (lib/open-data/responses.ts, docs/open-data.md).
export const dynamic = "force-dynamic";

/** Published places as HSDS 3.0 services, paged (page, per_page, full, kind). */
export function GET(request: Request) {
  return openDataResponse(request, "hsds");
}

export function OPTIONS() {
  return preflightResponse();
}
