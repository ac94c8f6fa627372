import { encodedPlacesResponse } from "@/lib/services/places/api-responses";

// Runs per request to choose the encoding; the bytes come from Next's data cache, expired by the
// `places` tag (lib/services/places/api-responses.ts, docs/caching.md).
export const dynamic = "force-dynamic";

/** Every published place, in the language, with the fields the map and its list need (lib/places/summary.ts). */
export function GET(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return encodedPlacesResponse(request, params, "list");
}
