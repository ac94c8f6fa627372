import "server-only";
import { unstable_cache } from "next/cache";
import { placeStore, submissionStore } from "@/lib/data";
import type { Language } from "@/lib/i18n/languages";
import { localizePlaces } from "./localize";
import { FAILED_READ_REVALIDATE_SECONDS, PLACES_REVALIDATE_SECONDS, PLACES_TAG } from "./revalidate";
import type { LocalizedPlace, PlaceKind } from "./types";

export type PlacesResult =
  | {
      ok: true;
      places: LocalizedPlace[];
      lastUpdated: string | null;
      hasSample: boolean;
      reportedIds: string[];
      /** Some place text is not translated into the page's language yet. */
      untranslated: boolean;
    }
  | { ok: false };

class ReadFailed extends Error {}

/**
 * Published places for a page, in its language, from Next's data cache (tag PLACES_TAG): read
 * from the database once, then shared by every request and every cached page until a write
 * expires the tag (lib/places/revalidate.ts) or PLACES_REVALIDATE_SECONDS pass. Never at build
 * time: the pages are rendered on their first request (app/[lang]/layout.tsx), because the
 * embedded database belongs to the running server process.
 *
 * A failing database gives `{ ok: false }` so the page can say so instead of failing as a whole.
 * A failure is never cached, and the page that says so is kept only
 * FAILED_READ_REVALIDATE_SECONDS (a shorter `revalidate` in a render lowers the page's own).
 */
export async function loadPlaces(language: Language, kinds?: PlaceKind[]): Promise<PlacesResult> {
  const key = kinds ? [...kinds].sort().join(",") : "*";
  try {
    return await cachedPlaces(key, language);
  } catch (error) {
    if (!(error instanceof ReadFailed)) throw error;
    await unstable_cache(async () => null, ["places-read-failed"], { revalidate: FAILED_READ_REVALIDATE_SECONDS })();
    return { ok: false };
  }
}

const cachedPlaces = unstable_cache(
  async (key: string, language: Language): Promise<PlacesResult> => {
    const result = await readPlaces(key === "*" ? undefined : (key.split(",") as PlaceKind[]));
    if (!result.ok) throw new ReadFailed("places could not be read");
    return { ...result, ...(await localizePlaces(result.places, language)) };
  },
  ["places-v1"],
  { tags: [PLACES_TAG], revalidate: PLACES_REVALIDATE_SECONDS },
);

async function readPlaces(kinds?: PlaceKind[]): Promise<PlacesResult> {
  try {
    const [store, submissions] = await Promise.all([placeStore(), submissionStore()]);
    const [places, lastUpdated, reports] = await Promise.all([
      store.listPlaces({ kinds }),
      store.lastUpdated(),
      // Report counts are a courtesy: if they fail, the places still show.
      submissions.openReportCounts().catch(() => new Map<string, number>()),
    ]);
    return { ok: true, places, lastUpdated, hasSample: places.some((p) => p.isSample), reportedIds: [...reports.keys()], untranslated: false };
  } catch (error) {
    console.error("Could not load places:", error);
    return { ok: false };
  }
}
