import { placeResponse } from "@/lib/services/places/api-responses";

// Runs per request (a failure must never be kept); the place comes from Next's data cache,
// expired by the `places` tag (lib/services/places/queries.ts, docs/caching.md).
export const dynamic = "force-dynamic";

/** One published place with every field, in the language: an entry's details on the map. */
export function GET(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  return placeResponse(request, params);
}
