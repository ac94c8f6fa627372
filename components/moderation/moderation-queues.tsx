import { submissionStore } from "@/lib/data";
import type { CollaborationRequest, OpenReport, PendingSuggestion } from "@/lib/data/stores";
import { COLLABORATION_KIND_LABELS } from "@/lib/forms/options";
import { ReportCard } from "./report-card";
import { SuggestionCard } from "./suggestion-card";

type Queues = { suggestions: PendingSuggestion[]; reports: OpenReport[]; collaborations: CollaborationRequest[] };

const RECENT_COLLABORATIONS = 50;

async function loadQueues(): Promise<Queues | null> {
  try {
    const store = await submissionStore();
    const [suggestions, reports, collaborations] = await Promise.all([
      store.pendingSuggestions(),
      store.openReports(),
      store.recentCollaborations(RECENT_COLLABORATIONS),
    ]);
    return { suggestions, reports, collaborations };
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
      <Section
        id="collaborations-title"
        title={`Collaboration requests (latest ${RECENT_COLLABORATIONS})`}
        count={queues.collaborations.length}
        empty="No collaboration requests yet."
      >
        {queues.collaborations.map((c) => (
          <article key={c.id} className="rounded-lg border border-neutral-200 bg-white p-4">
            <h3 className="font-semibold text-ink">
              {c.name}
              {c.organization ? ` · ${c.organization}` : ""}
            </h3>
            <p className="text-sm text-neutral-700">
              {COLLABORATION_KIND_LABELS[c.kind]} · <time dateTime={c.createdAt}>{new Date(c.createdAt).toLocaleString("en-US", { timeZone: "America/Los_Angeles" })}</time>
            </p>
            <p className="mt-2 whitespace-pre-line">{c.message}</p>
            <p className="mt-2 text-sm">
              <a href={`mailto:${c.email}`} className="font-medium text-brand-dark underline">
                {c.email}
              </a>
              {c.phone ? ` · ${c.phone}` : ""}
            </p>
          </article>
        ))}
      </Section>
    </div>
  );
}
