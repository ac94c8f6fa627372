import Link from "next/link";
import type { Page } from "@/lib/data/stores";
import { LISTS, type ListName } from "@/lib/moderation/lists";

/** A page link is tapped on a phone: 44 px each way at least. */
const PAGE_LINK_CLASS =
  "inline-flex min-h-11 min-w-11 items-center rounded-lg border border-neutral-400 bg-white px-4 py-2 font-semibold text-brand-dark underline-offset-2 hover:bg-neutral-100 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink";

type Props = {
  name: ListName;
  /** The page the store answered (the last one when `asked` is past it). */
  list: Page<unknown>;
  /** The page the address asked for. */
  asked: number;
  /** The address of another page of this list, the other lists left where they are. */
  href: (page: number) => string;
  children: React.ReactNode;
};

/** "Showing 51–54 of 54 requests.", with the page asked for when there is no such page. */
function summary(name: ListName, { total, page }: Page<unknown>, asked: number): string | null {
  const { size, row, rows } = LISTS[name];
  const first = (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  const showing = total <= size ? null : first === last ? `Showing ${row} ${first} of ${total}.` : `Showing ${first}–${last} of ${total} ${rows}.`;
  if (asked <= page || total === 0) return showing;
  return `There is no page ${asked}, so the last page is shown${showing ? `: ${showing[0]!.toLowerCase()}${showing.slice(1)}` : "."}`;
}

/**
 * One page of a list, in order: what part of the list this is, the rows, then links to the pages
 * before and after (plain links, server-rendered: they work without JavaScript). A list that fits
 * on one page shows no paging at all.
 */
export function PagedList({ name, list, asked, href, children }: Props) {
  const { size, label } = LISTS[name];
  const pages = Math.max(1, Math.ceil(list.total / size));
  const text = summary(name, list, asked);
  return (
    <>
      {text && <p className="font-medium text-neutral-800">{text}</p>}
      {children}
      {pages > 1 && (
        <nav aria-label={`Pages of ${label}`} className="flex flex-wrap items-center gap-3">
          {list.page > 1 && (
            // No prefetch: each page is a fresh read of the reviewers' data.
            <Link href={href(list.page - 1)} prefetch={false} rel="prev" className={PAGE_LINK_CLASS}>
              Previous page<span className="sr-only"> of {label}</span>
            </Link>
          )}
          {list.page < pages && (
            <Link href={href(list.page + 1)} prefetch={false} rel="next" className={PAGE_LINK_CLASS}>
              Next page<span className="sr-only"> of {label}</span>
            </Link>
          )}
          <p className="text-neutral-700">
            Page {list.page} of {pages}.
          </p>
        </nav>
      )}
    </>
  );
}
