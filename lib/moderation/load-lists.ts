import "server-only";
import { cache } from "react";
import { reviewerStore, reviewStore, submissionStore } from "@/lib/data";
import type { CollaborationQueue, OpenReport, Page, PendingSuggestion, PlaceChange, Reviewer } from "@/lib/data/stores";
import { serverEnv } from "@/lib/env/server";
import type { Place } from "@/lib/places/types";
import { pageRequest, type EntryPages } from "./lists";

/**
 * One read of each list on /moderate per request, shared by the summary at the top (its counts)
 * and the list's own section (React's cache: same page number, same answer). Each answers null
 * when the database could not be reached, so one list failing leaves the others on the page.
 */
async function orNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`Could not load the ${what}:`, error);
    return null;
  }
}

/** How old a check may be, per kind of entry (REVIEW_URGENT_DAYS, REVIEW_OTHER_DAYS). */
export const staleAges = () => ({ urgentDays: serverEnv.REVIEW_URGENT_DAYS, otherDays: serverEnv.REVIEW_OTHER_DAYS });

/** The page of the stale queue, and when it was read (what "checked 3 days ago" counts from). */
export const loadStale = cache((page: number): Promise<{ queue: Page<Place>; now: number } | null> =>
  orNull("stale queue", async () => ({ queue: await (await reviewStore()).staleQueue(staleAges(), pageRequest("stale", page)), now: Date.now() })),
);
export const loadSuggestions = cache((page: number): Promise<Page<PendingSuggestion> | null> =>
  orNull("suggestions", async () => (await submissionStore()).pendingSuggestions(pageRequest("suggestions", page))),
);
export const loadReports = cache((page: number): Promise<Page<OpenReport> | null> =>
  orNull("problem reports", async () => (await submissionStore()).openReports(pageRequest("reports", page))),
);
export const loadCollaborations = cache((page: number): Promise<CollaborationQueue | null> =>
  orNull("collaboration requests", async () => (await submissionStore()).collaborationQueue(pageRequest("collaborations", page))),
);
export const loadChanges = cache((page: number): Promise<Page<PlaceChange> | null> =>
  orNull("recent changes", async () => (await reviewStore()).recentChanges(pageRequest("changes", page))),
);
export const loadReviewers = cache((page: number): Promise<Page<Reviewer> | null> =>
  orNull("reviewer accounts", async () => (await reviewerStore()).listReviewers(pageRequest("reviewers", page))),
);

/** One entry's history and open problem reports, a page of each; null when the database could not be reached. */
export async function loadEntryLists(placeId: string, pages: EntryPages): Promise<{ history: Page<PlaceChange>; reports: Page<OpenReport> } | null> {
  try {
    const [history, reports] = await Promise.all([
      (await reviewStore()).history(placeId, pageRequest("history", pages.history)),
      (await submissionStore()).openReports(pageRequest("placeReports", pages.placeReports), placeId),
    ]);
    return { history, reports };
  } catch (error) {
    console.error("Could not load an entry's history:", error);
    return null;
  }
}
