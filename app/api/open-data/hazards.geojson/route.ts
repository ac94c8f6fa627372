import { hazardsResponse } from "@/lib/open-data/hazard-responses";
import { preflightResponse } from "@/lib/open-data/responses";

// Runs per request to check the query and choose the encoding; the bytes come from Next's data
// cache, expired by the `hazards` tag at every refresh (lib/open-data/hazard-responses.ts).
export const dynamic = "force-dynamic";

/** The official hazard layers (incidents, perimeters, evacuation zones) as one GeoJSON FeatureCollection. */
export function GET(request: Request) {
  return hazardsResponse(request);
}

export function OPTIONS() {
  return preflightResponse();
}
