import "server-only";
import { connection } from "next/server";
import { placeStore, submissionStore } from "@/lib/data";
import type { Language } from "@/lib/i18n/languages";
import { cachedRead } from "./cache";
import { localizePlaces } from "./localize";
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

/**
 * Published places for a page, read at request time (never at build time: the embedded database
 * belongs to the running server process). A failing database gives `{ ok: false }` so the page
 * can say so instead of failing as a whole.
 */
export async function loadPlaces(language: Language, kinds?: PlaceKind[]): Promise<PlacesResult> {
  await connection();
  const key = kinds ? [...kinds].sort().join(",") : "*";
  // The places once per process and TTL, and their translations once per language.
  return cachedRead(
    `${key}:${language}`,
    async () => {
      const result = await cachedRead(key, () => readPlaces(kinds), (r) => r.ok);
      if (!result.ok) return result;
      const localized = await localizePlaces(result.places, language);
      return { ...result, ...localized };
    },
    (r) => r.ok,
  );
}

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
