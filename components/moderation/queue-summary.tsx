import { LISTS, type QueuePages } from "@/lib/moderation/lists";
import { loadChanges, loadCollaborations, loadReports, loadReviewers, loadStale, loadSuggestions } from "@/lib/moderation/load-lists";

/** The summary's id: each section's "Back to the list of queues" lands on it. */
export const SUMMARY_ID = "queues";

type Count = { name: keyof typeof LISTS; title: string; count: string; waiting: boolean };

/** Each list's count, from the same reads its section shows (lib/moderation/load-lists.ts); "?" when one could not be read. */
async function counts(pages: QueuePages, admin: boolean): Promise<Count[]> {
  const [stale, suggestions, reports, collaborations, changes, reviewers] = await Promise.all([
    loadStale(pages.stale),
    loadSuggestions(pages.suggestions),
    loadReports(pages.reports),
    loadCollaborations(pages.collaborations),
    loadChanges(pages.changes),
    admin ? loadReviewers(pages.reviewers) : null,
  ]);
  const waiting = (name: Count["name"], title: string, n: number | undefined, unit = "waiting"): Count => ({
    name,
    title,
    count: n === undefined ? "?" : `${n} ${unit}`,
    waiting: (n ?? 0) > 0,
  });
  const list: Count[] = [
    waiting("stale", "Needs checking", stale?.queue.total),
    waiting("suggestions", "Suggested places", suggestions?.total),
    waiting("reports", "Problem reports", reports?.total, "open"),
    waiting("collaborations", "Collaboration requests", collaborations?.unhandled, "unhandled"),
    { ...waiting("changes", "Recent changes", changes?.total, "in all"), waiting: false },
  ];
  if (admin) list.push({ ...waiting("reviewers", "Reviewers", reviewers?.total, reviewers?.total === 1 ? "account" : "accounts"), waiting: false });
  return list;
}

/**
 * The top of /moderate: every list with its count, each a link to its section, so a list far
 * down the page is one tap away on a phone. Two columns on a phone, three on a wider screen.
 */
export async function QueueSummary({ pages, admin }: { pages: QueuePages; admin: boolean }) {
  return (
    <nav id={SUMMARY_ID} aria-label="Queues" tabIndex={-1} className="scroll-mt-20 outline-none">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {(await counts(pages, admin)).map(({ name, title, count, waiting }) => (
          <li key={name}>
            <a
              href={`#${LISTS[name].anchor}`}
              className="flex h-full min-h-11 flex-col justify-center rounded-lg border border-neutral-300 bg-white px-3 py-2 text-brand-dark hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
            >
              <span className="font-semibold break-words">{title}</span>
              <span className={waiting ? "font-semibold text-danger" : "text-neutral-700"}>{count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
