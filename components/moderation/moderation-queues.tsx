import type { QueuePages } from "@/lib/moderation/lists";
import { loadCollaborations, loadReports, loadSuggestions } from "@/lib/moderation/load-lists";
import { CollaborationCard } from "./collaboration-card";
import { QueueSection } from "./queue-section";
import { ReportCard } from "./report-card";
import { SuggestionCard } from "./suggestion-card";

/** Pending suggestions and open problem reports, oldest first; collaboration requests, unhandled first. Each a page at a time. */
export async function ModerationQueues({ pages }: { pages: QueuePages }) {
  const [suggestions, reports, collaborations] = await Promise.all([
    loadSuggestions(pages.suggestions),
    loadReports(pages.reports),
    loadCollaborations(pages.collaborations),
  ]);
  if (!suggestions || !reports || !collaborations) {
    return (
      <p role="alert" className="rounded-lg bg-danger-wash p-4 font-medium text-danger">
        The lists could not be loaded: the database could not be reached. Please reload the page in a moment.
      </p>
    );
  }
  return (
    <div className="space-y-10">
      <QueueSection name="suggestions" title="Suggested places" count={String(suggestions.total)} empty={suggestions.total === 0 && "No suggestions are waiting."} list={suggestions} pages={pages}>
        <div className="space-y-3">
          {suggestions.rows.map((s) => (
            <SuggestionCard key={s.id} suggestion={s} />
          ))}
        </div>
      </QueueSection>
      <QueueSection name="reports" title="Problem reports" count={String(reports.total)} empty={reports.total === 0 && "No open reports."} list={reports} pages={pages}>
        <div className="space-y-3">
          {reports.rows.map((r) => (
            <ReportCard key={r.id} report={r} />
          ))}
        </div>
      </QueueSection>
      <QueueSection
        name="collaborations"
        title="Collaboration requests"
        count={`${collaborations.unhandled} unhandled`}
        intro="Unhandled first, oldest first; then the handled ones, most recently handled first. Mark a request handled once you have answered it."
        empty={collaborations.total === 0 && "No collaboration requests yet."}
        list={collaborations}
        pages={pages}
      >
        <div className="space-y-3">
          {collaborations.rows.map((c) => (
            <CollaborationCard key={c.id} request={c} />
          ))}
        </div>
      </QueueSection>
    </div>
  );
}
