import { submissionStore } from "@/lib/data";
import type { OpenReport, PendingSuggestion } from "@/lib/data/submission-store";
import { ReportCard } from "./report-card";
import { SuggestionCard } from "./suggestion-card";

type Queues = { suggestions: PendingSuggestion[]; reports: OpenReport[] };

async function loadQueues(): Promise<Queues | null> {
  try {
    const store = await submissionStore();
    const [suggestions, reports] = await Promise.all([store.pendingSuggestions(), store.openReports()]);
    return { suggestions, reports };
  } catch (error) {
    console.error("Could not load the moderation queues:", error);
    return null;
  }
}

function Section({ id, title, count, empty, children }: { id: string; title: string; count: number; empty: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title} <span className="text-lg font-normal text-neutral-700">({count})</span>
      </h2>
      {count === 0 ? <p className="text-neutral-700">{empty}</p> : <div className="space-y-4">{children}</div>}
    </section>
  );
}

/** Pending suggestions and open problem reports, oldest first. */
export async function ModerationQueues() {
  const queues = await loadQueues();
  if (!queues) {
    return (
      <p role="alert" className="rounded-lg bg-danger-wash p-4 font-medium text-danger">
        The lists could not be loaded: the database could not be reached. Please reload the page in a moment.
      </p>
    );
  }
  return (
    <div className="space-y-10">
      <Section id="suggestions-title" title="Suggested places" count={queues.suggestions.length} empty="No suggestions are waiting.">
        {queues.suggestions.map((s) => (
          <SuggestionCard key={s.id} suggestion={s} />
        ))}
      </Section>
      <Section id="reports-title" title="Problem reports" count={queues.reports.length} empty="No open reports.">
        {queues.reports.map((r) => (
          <ReportCard key={r.id} report={r} />
        ))}
      </Section>
    </div>
  );
}
