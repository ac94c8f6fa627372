import { openDataResponse, preflightResponse } from "@/lib/open-data/responses";

// Runs per request to check the query and choose the encoding; the bytes come from Next's data
// cache, expired by the `places` tag (lib/open-data/responses.ts, docs/open-data.md).
export const dynamic = "force-dynamic";

/** Published places as a GeoJSON FeatureCollection of Points (kind). */
export function GET(request: Request) {
  return openDataResponse(request, "geojson");
}

export function OPTIONS() {
  return preflightResponse();
}
