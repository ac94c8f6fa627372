import { submissionStore } from "@/lib/data";
import type { CollaborationQueue, OpenReport, Page, PendingSuggestion } from "@/lib/data/stores";
import { LISTS, pageLink, pageRequest, type ListName, type Pages, type QueuePages } from "@/lib/moderation/lists";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { CollaborationCard } from "./collaboration-card";
import { PagedList } from "./paged-list";
import { ReportCard } from "./report-card";
import { SuggestionCard } from "./suggestion-card";

type Queues = { suggestions: Page<PendingSuggestion>; reports: Page<OpenReport>; collaborations: CollaborationQueue };

async function loadQueues(pages: QueuePages): Promise<Queues | null> {
  try {
    const store = await submissionStore();
    const [suggestions, reports, collaborations] = await Promise.all([
      store.pendingSuggestions(pageRequest("suggestions", pages.suggestions)),
      store.openReports(pageRequest("reports", pages.reports)),
      store.collaborationQueue(pageRequest("collaborations", pages.collaborations)),
    ]);
    return { suggestions, reports, collaborations };
  } catch (error) {
    console.error("Could not load the moderation queues:", error);
    return null;
  }
}

type SectionProps = {
  name: ListName;
  title: string;
  count: string;
  intro?: string;
  empty: string | false;
  list: Page<unknown>;
  pages: Partial<Pages>;
  children: React.ReactNode;
};

/** A queue with its whole count in the heading, one page of it, and links to the other pages; `empty` is what to say when it has none. */
function Section({ name, title, count, intro, empty, list, pages, children }: SectionProps) {
  const id = LISTS[name].anchor;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="scroll-mt-24 text-2xl font-bold text-ink">
        {title} <span className="text-lg font-normal whitespace-nowrap text-neutral-700">({count})</span>
      </h2>
      {intro && <p className="text-neutral-700">{intro}</p>}
      {empty ? (
        <p className="text-neutral-700">{empty}</p>
      ) : (
        <PagedList name={name} list={list} asked={pages[name] ?? 1} href={pageLink(MODERATOR_PATH, pages, name)}>
          <div className="space-y-4">{children}</div>
        </PagedList>
      )}
    </section>
  );
}

/** Pending suggestions and open problem reports, oldest first; collaboration requests, unhandled first. Each a page at a time. */
export async function ModerationQueues({ pages }: { pages: QueuePages }) {
  const queues = await loadQueues(pages);
  if (!queues) {
    return (
      <p role="alert" className="rounded-lg bg-danger-wash p-4 font-medium text-danger">
        The lists could not be loaded: the database could not be reached. Please reload the page in a moment.
      </p>
    );
  }
  const { suggestions, reports, collaborations } = queues;
  return (
    <div className="space-y-10">
      <Section name="suggestions" title="Suggested places" count={String(suggestions.total)} empty={suggestions.total === 0 && "No suggestions are waiting."} list={suggestions} pages={pages}>
        {suggestions.rows.map((s) => (
          <SuggestionCard key={s.id} suggestion={s} />
        ))}
      </Section>
      <Section name="reports" title="Problem reports" count={String(reports.total)} empty={reports.total === 0 && "No open reports."} list={reports} pages={pages}>
        {reports.rows.map((r) => (
          <ReportCard key={r.id} report={r} />
        ))}
      </Section>
      <Section
        name="collaborations"
        title="Collaboration requests"
        count={`${collaborations.unhandled} unhandled`}
        intro="Unhandled first, oldest first; then the handled ones, most recently handled first. Mark a request handled once you have answered it."
        empty={collaborations.total === 0 && "No collaboration requests yet."}
        list={collaborations}
        pages={pages}
      >
        {collaborations.rows.map((c) => (
          <CollaborationCard key={c.id} request={c} />
        ))}
      </Section>
    </div>
  );
}
