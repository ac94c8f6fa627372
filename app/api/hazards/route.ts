import { mapHazardsResponse } from "@/lib/services/hazards/responses";

// Runs per request to choose the encoding; the bytes come from Next's data cache, expired by the
// `hazards` tag at every refresh (lib/services/hazards/responses.ts).
export const dynamic = "force-dynamic";

/** The hazard layers as the map draws them (lib/hazards/payload.ts): every stored layer, with its source and time. */
export function GET(request: Request) {
  return mapHazardsResponse(request);
}
