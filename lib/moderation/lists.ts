import type { PageRequest } from "@/lib/data/stores";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";

/**
 * The lists on the reviewer screens. None is ever cut short: each is read a page at a time, the
 * page in the address (`/moderate?collaborations=2`), so paging is a plain link that works without
 * JavaScript. Per list: its query parameter, rows per page, the heading a page link lands on, and
 * what its rows are called ("Showing 1–10 of 54 requests.").
 *
 * The queues on /moderate show 5 compact rows a page (details folded away): six lists of 50 full
 * cards made the page 22,000 px tall on a phone, the last queue out of reach (issue 27). Five
 * keep each list about a screen, the whole page a few.
 */
export const LISTS = {
  stale: { param: "stale", size: 5, anchor: "stale-title", row: "entry", rows: "entries", label: "entries to check" },
  suggestions: { param: "suggestions", size: 5, anchor: "suggestions-title", row: "suggestion", rows: "suggestions", label: "suggested places" },
  reports: { param: "reports", size: 5, anchor: "reports-title", row: "report", rows: "reports", label: "problem reports" },
  collaborations: { param: "collaborations", size: 5, anchor: "collaborations-title", row: "request", rows: "requests", label: "collaboration requests" },
  changes: { param: "changes", size: 10, anchor: "recent-changes-title", row: "change", rows: "changes", label: "recent changes" },
  reviewers: { param: "reviewers", size: 10, anchor: "reviewers-title", row: "account", rows: "accounts", label: "reviewer accounts" },
  // On an entry's own page. Its reports are ticked in the check and edit forms: a shorter page keeps them usable.
  history: { param: "history", size: 50, anchor: "entry-history-title", row: "change", rows: "changes", label: "changes to this entry" },
  placeReports: { param: "place-reports", size: 20, anchor: "entry-reports-title", row: "report", rows: "reports", label: "reports on this entry" },
} as const;

export type ListName = keyof typeof LISTS;
export type Pages<K extends ListName = ListName> = Record<K, number>;

/** The lists on /moderate, in the order of the page. */
export const QUEUE_LISTS = ["stale", "suggestions", "reports", "collaborations", "changes", "reviewers"] as const satisfies readonly ListName[];
/** The lists on an entry's page (and the stale queue's page it was opened from, to go back to). */
export const ENTRY_LISTS = ["placeReports", "history", "stale"] as const satisfies readonly ListName[];
export type QueuePages = Pages<(typeof QUEUE_LISTS)[number]>;
export type EntryPages = Pages<(typeof ENTRY_LISTS)[number]>;

type Query = Record<string, string | string[] | undefined> | URLSearchParams;

/** A page number from an address: a whole number from 1; anything else is the first page. */
export function pageNumber(value: unknown): number {
  // Seven digits at most: far past any list, and always a safe integer.
  return typeof value === "string" && /^\d{1,7}$/.test(value) ? Math.max(1, Number(value)) : 1;
}

/** Each list's page, as the address asks for it. */
export function readPages<K extends ListName>(names: readonly K[], query: Query): Pages<K> {
  const value = (param: string) => (query instanceof URLSearchParams ? query.get(param) : query[param]);
  return Object.fromEntries(names.map((name) => [name, pageNumber(value(LISTS[name].param))])) as Pages<K>;
}

/** What a store reads for a list's page. */
export const pageRequest = (name: ListName, page: number): PageRequest => ({ page, size: LISTS[name].size });

/**
 * A screen's address: `extra` first (fixed values, such as from=queue), then each list past its
 * first page; `hash` last. Built from known names and whole numbers only.
 */
export function screenHref(path: string, pages: Partial<Pages>, extra: Record<string, string> = {}, hash = ""): string {
  const query = new URLSearchParams(extra);
  for (const name of Object.keys(LISTS) as ListName[]) {
    const page = pages[name];
    if (page !== undefined && page > 1) query.set(LISTS[name].param, String(page));
  }
  const search = query.toString();
  return `${path}${search ? `?${search}` : ""}${hash}`;
}

/** The address of another page of one list, the screen's other lists left where they are, at the list's heading. */
export const pageLink =
  (path: string, pages: Partial<Pages>, name: ListName, extra: Record<string, string> = {}) =>
  (page: number): string =>
    screenHref(path, { ...pages, [name]: page }, extra, `#${LISTS[name].anchor}`);

/** The query parameter naming the list an action was taken on: the page opens at it (components/moderation/action-done.tsx). */
export const AT_PARAM = "at";

/** The list named by an address's `at`, if it is one of /moderate's lists. */
export function listAt(value: unknown): (typeof QUEUE_LISTS)[number] | null {
  return QUEUE_LISTS.find((name) => name === value) ?? null;
}

/**
 * Where a reviewer lands after an action on /moderate: back on the pages they were looking at
 * (the form's hidden `pages`, the address it was sent from), at the list they acted on, with what
 * was done. Only the lists' page numbers are taken from the form, never an address. A list that
 * shrank shows its last page. The list is named twice: `at` for the page's script (a server
 * action's redirect drops the #fragment: vercel/next.js#77101) and the #fragment for a browser
 * without JavaScript, which follows the redirect itself.
 */
export function afterAction(formData: FormData, done: string, at: (typeof QUEUE_LISTS)[number]): string {
  const sent = formData.get("pages");
  const pages = readPages(QUEUE_LISTS, new URLSearchParams(typeof sent === "string" ? sent.slice(0, 500) : ""));
  return screenHref(MODERATOR_PATH, pages, { done, [AT_PARAM]: at }, `#${LISTS[at].anchor}`);
}
