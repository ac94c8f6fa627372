import { submissionStore } from "@/lib/data";
import type { CollaborationQueue, OpenReport, PendingSuggestion } from "@/lib/data/stores";
import { CollaborationCard } from "./collaboration-card";
import { ReportCard } from "./report-card";
import { SuggestionCard } from "./suggestion-card";

type Queues = { suggestions: PendingSuggestion[]; reports: OpenReport[]; collaborations: CollaborationQueue };

/** Collaboration requests shown at once: every unhandled one first, then the latest handled. */
const COLLABORATIONS_SHOWN = 50;

async function loadQueues(): Promise<Queues | null> {
  try {
    const store = await submissionStore();
    const [suggestions, reports, collaborations] = await Promise.all([
      store.pendingSuggestions(),
      store.openReports(),
      store.collaborationQueue(COLLABORATIONS_SHOWN),
    ]);
    return { suggestions, reports, collaborations };
  } catch (error) {
    console.error("Could not load the moderation queues:", error);
    return null;
  }
}

type SectionProps = { id: string; title: string; count: string; intro?: string; empty: string | false; children: React.ReactNode };

/** A queue with its count in the heading; `empty` is what to say instead of the list when it has none. */
function Section({ id, title, count, intro, empty, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title} <span className="text-lg font-normal whitespace-nowrap text-neutral-700">({count})</span>
      </h2>
      {intro && <p className="text-neutral-700">{intro}</p>}
      {empty ? <p className="text-neutral-700">{empty}</p> : <div className="space-y-4">{children}</div>}
    </section>
  );
}

/** Pending suggestions and open problem reports, oldest first; collaboration requests, unhandled first. */
export async function ModerationQueues() {
  const queues = await loadQueues();
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
      <Section id="suggestions-title" title="Suggested places" count={String(suggestions.length)} empty={suggestions.length === 0 && "No suggestions are waiting."}>
        {suggestions.map((s) => (
          <SuggestionCard key={s.id} suggestion={s} />
        ))}
      </Section>
      <Section id="reports-title" title="Problem reports" count={String(reports.length)} empty={reports.length === 0 && "No open reports."}>
        {reports.map((r) => (
          <ReportCard key={r.id} report={r} />
        ))}
      </Section>
      <Section
        id="collaborations-title"
        title="Collaboration requests"
        count={`${collaborations.unhandled} unhandled`}
        intro={`Unhandled first, oldest first; then the latest handled (${COLLABORATIONS_SHOWN} at most). Mark a request handled once you have answered it.`}
        empty={collaborations.requests.length === 0 && "No collaboration requests yet."}
      >
        {collaborations.requests.map((c) => (
          <CollaborationCard key={c.id} request={c} />
        ))}
      </Section>
    </div>
  );
}
