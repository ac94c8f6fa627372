import "server-only";
import { connection } from "next/server";
import { placeStore, submissionStore } from "@/lib/data";
import { cachedRead } from "./cache";
import type { Place, PlaceKind } from "./types";

export type PlacesResult =
  | { ok: true; places: Place[]; lastUpdated: string | null; hasSample: boolean; reportedIds: string[] }
  | { ok: false };

/**
 * Published places for a page, read at request time (never at build time: the embedded database
 * belongs to the running server process). A failing database gives `{ ok: false }` so the page
 * can say so instead of failing as a whole.
 */
export async function loadPlaces(kinds?: PlaceKind[]): Promise<PlacesResult> {
  await connection();
  return cachedRead(kinds ? [...kinds].sort().join(",") : "*", () => readPlaces(kinds), (r) => r.ok);
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
    return { ok: true, places, lastUpdated, hasSample: places.some((p) => p.isSample), reportedIds: [...reports.keys()] };
  } catch (error) {
    console.error("Could not load places:", error);
    return { ok: false };
  }
}
