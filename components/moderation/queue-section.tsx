import { LISTS, pageLink, type ListName, type Pages } from "@/lib/moderation/lists";
import type { Page } from "@/lib/data/stores";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { PagedList } from "./paged-list";
import { SUMMARY_ID } from "./queue-summary";

type Props = {
  name: ListName;
  title: string;
  count: string;
  intro?: React.ReactNode;
  /** What to say when the list is empty; false when it is not. */
  empty: string | false;
  list: Page<unknown>;
  pages: Partial<Pages>;
  children: React.ReactNode;
  /** After the list and its page links (an admin's form to add an account). */
  footer?: React.ReactNode;
};

/**
 * One list on /moderate: its whole count in the heading (the summary's links and an action's
 * answer land on it, clear of the fixed bar), one page of it, links to the other pages, and a
 * way back to the summary at the top.
 */
export function QueueSection({ name, title, count, intro, empty, list, pages, children, footer }: Props) {
  const id = LISTS[name].anchor;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} tabIndex={-1} className="scroll-mt-20 text-2xl font-bold text-ink outline-none">
        {title} <span className="text-lg font-normal whitespace-nowrap text-neutral-700">({count})</span>
      </h2>
      {intro && <p className="text-neutral-700">{intro}</p>}
      {empty ? (
        <p className="text-neutral-700">{empty}</p>
      ) : (
        <PagedList name={name} list={list} asked={pages[name] ?? 1} href={pageLink(MODERATOR_PATH, pages, name)}>
          {children}
        </PagedList>
      )}
      {footer}
      <a href={`#${SUMMARY_ID}`} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-2">
        Back to the list of queues
      </a>
    </section>
  );
}
