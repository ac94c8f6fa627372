import { NextResponse } from "next/server";
import { isLanguage } from "@/lib/i18n/languages";
import { jsonError, NO_SUCH_LANGUAGE, PLACES_UNAVAILABLE } from "@/lib/places/api-responses";
import { loadPlace } from "@/lib/places/queries";

// Cached per language and place like the pages, expired by the `places` tag (docs/caching.md).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** One published place with every field, in the language: an entry's details on the map. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  if (!isLanguage(lang)) return jsonError(404, NO_SUCH_LANGUAGE);
  const place = await loadPlace(lang, id);
  if (place === null) return jsonError(503, PLACES_UNAVAILABLE);
  if (place === "missing") return jsonError(404, "This place is no longer listed.");
  return NextResponse.json(place);
}
