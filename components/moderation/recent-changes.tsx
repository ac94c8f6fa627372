import { reviewStore } from "@/lib/data";
import type { CheckMethod, PlaceChange } from "@/lib/data/stores";
import type { PlaceStatus } from "@/lib/places/types";
import { formatDate, STATUS_TEXT } from "./shared";

const RECENT = 20;
const HOW: Record<CheckMethod, string> = { phone: "by phone", visit: "by a visit", official: "from an official source" };

const statusText = (value: unknown) => (STATUS_TEXT[value as PlaceStatus] ?? String(value)).toLowerCase();

/** What one change did, in a line: "status full → closed, checked by a visit". */
function describe(change: PlaceChange): string {
  const status = change.changes.status;
  const parts = status ? [`status ${statusText(status.before)} → ${statusText(status.after)}`] : ["still right"];
  parts.push(`checked ${change.method ? HOW[change.method] : ""}`.trim());
  return parts.join(", ");
}

/** The history: the latest checks and status changes by every reviewer, newest first, with who and why. */
export async function RecentChanges() {
  let changes: Awaited<ReturnType<Awaited<ReturnType<typeof reviewStore>>["recentChanges"]>>;
  try {
    changes = await (await reviewStore()).recentChanges(RECENT);
  } catch (error) {
    console.error("Could not load the recent changes:", error);
    return (
      <p role="alert" className="rounded-lg bg-danger-wash p-4 font-medium text-danger">
        The recent changes could not be loaded. Please reload the page in a moment.
      </p>
    );
  }
  return (
    <section aria-labelledby="recent-changes-title" className="space-y-4">
      <h2 id="recent-changes-title" className="text-2xl font-bold text-ink">
        Recent changes
      </h2>
      {changes.length === 0 ? (
        <p className="text-neutral-700">No entry has been checked or changed here yet.</p>
      ) : (
        <ol className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
          {changes.map((c) => (
            <li key={c.id} className="p-4">
              <p className="font-semibold break-words text-ink">{c.placeName}</p>
              <p className="text-neutral-800">
                {c.reviewerName}: {describe(c)}
              </p>
              {c.note && <p className="break-words text-neutral-700">“{c.note}”</p>}
              {c.sourceUrl && (
                <a href={c.sourceUrl} rel="noopener noreferrer nofollow" target="_blank" className="break-all text-brand-dark underline underline-offset-2">
                  {c.sourceUrl}
                </a>
              )}
              <p className="text-sm text-neutral-600">
                <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
