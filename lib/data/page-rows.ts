import type { Page, PageRequest } from "./stores";

/**
 * Pages of the reviewer screens' lists (migration 20261126000000_paged_review_lists.sql), shared by
 * every backend: the arguments each function takes, and its JSON answer as a Page.
 */

/** The most rows one page may hold, the same bound the database applies (page_bounds()). */
export const MAX_PAGE_SIZE = 200;
/** Far past any real list, and inside PostgreSQL's integer: a page number from an address can be anything. */
const MAX_PAGE = 1_000_000;

const whole = (n: number, min: number, max: number) => Math.max(min, Math.min(max, Math.floor(n) || min));

/** The page functions' arguments, bounded the same on every backend (the database bounds them again). */
export const pageArgs = ({ page, size }: PageRequest) => ({ page_number: whole(page, 1, MAX_PAGE), page_size: whole(size, 1, MAX_PAGE_SIZE) });

/** A page function's JSON value. */
export type PageJson<Row> = { total: number; page: number; rows: Row[] | null };

export function pageFromJson<Row, T>(json: PageJson<Row> | null, fromRow: (row: Row) => T): Page<T> {
  return { total: Number(json?.total ?? 0), page: Number(json?.page ?? 1), rows: (json?.rows ?? []).map(fromRow) };
}
