import { NextResponse } from "next/server";
import { jsonError, placesFor } from "@/lib/places/api-responses";

// Cached per language and place, expired by the `places` tag (lib/places/api-responses.ts).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** One published place with every field, in the language: an entry's details on the map. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const found = await placesFor(params);
  if ("response" in found) return found.response;
  const { id } = await params;
  const place = found.result.places.find((p) => p.id === id);
  if (!place) return jsonError(404, "This place is no longer listed.");
  return NextResponse.json(place);
}
