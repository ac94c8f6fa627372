import Link from "next/link";
import { screenHref, type QueuePages } from "@/lib/moderation/lists";
import { loadStale, staleAges } from "@/lib/moderation/load-lists";
import type { Place } from "@/lib/places/types";
import { KIND_LABEL_SINGULAR } from "@/lib/places/types";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { QueueSection } from "./queue-section";
import { CallButton, ENTRY_CLASS, EntryRow, Fold, formatDate, STATUS_TEXT } from "./shared";
import { StaleActions } from "./stale-actions";

const DAY_MS = 86_400_000;
function lastChecked(place: Place, now: number): string {
  if (!place.lastVerifiedAt) return "Never checked";
  const days = Math.floor((now - Date.parse(place.lastVerifiedAt)) / DAY_MS);
  const by = place.verifiedBy ? ` by ${place.verifiedBy}` : "";
  return `Checked ${days === 0 ? "today" : days === 1 ? "1 day ago" : `${days} days ago`}${by} (${formatDate(place.lastVerifiedAt)})`;
}

/**
 * The stale queue: entries whose last check is older than their kind allows (shelters and donation
 * needs REVIEW_URGENT_DAYS, others REVIEW_OTHER_DAYS), most important and oldest first, each with
 * its phone as a tap-to-call link and one-tap outcomes. Made for a phone: a call a minute. Each
 * entry is a few lines; its check form and edit link open under "Check it".
 */
export async function StaleQueue({ pages }: { pages: QueuePages }) {
  const ages = staleAges();
  const loaded = await loadStale(pages.stale);
  if (!loaded) {
    return (
      <p role="alert" className="rounded-lg bg-danger-wash p-4 font-medium text-danger">
        The entries to check could not be loaded. Please reload the page in a moment.
      </p>
    );
  }
  const { queue, now } = loaded;
  // "Changed? Edit this entry" and its answer come back to this page of the queue.
  const editHref = (id: string) => screenHref(`${MODERATOR_PATH}/places/${id}`, { stale: queue.page }, { from: "queue" }, "#entry-edit-title");
  return (
    <QueueSection
      name="stale"
      title="Needs checking"
      count={String(queue.total)}
      intro={`Shelters and donation needs not checked for ${ages.urgentDays} days, everything else for ${ages.otherDays}: most important and oldest first.`}
      empty={queue.total === 0 && "Every entry has been checked recently."}
      list={queue}
      pages={pages}
    >
      <ol className="space-y-3">
        {queue.rows.map((place) => (
          <li key={place.id}>
            <article aria-labelledby={`stale-${place.id}`} className={ENTRY_CLASS}>
              <h3 id={`stale-${place.id}`} className="text-lg font-semibold break-words text-ink">
                {place.name}
              </h3>
              <p className="text-neutral-700">
                {KIND_LABEL_SINGULAR[place.kind]} · {STATUS_TEXT[place.status]}
                {place.isSample && " · sample data"}
                {place.address && ` · ${place.address}`}
              </p>
              <p className="font-medium text-danger">{lastChecked(place, now)}</p>
              <EntryRow>
                {place.phone ? <CallButton phone={place.phone} inRow /> : <p className="basis-full text-neutral-700">No phone number: check by a visit or an official source.</p>}
                {/* The outcomes and the edit link open with a tap: the entry stays a few lines until then. */}
                <Fold label="Check it" name={place.name}>
                  <StaleActions id={place.id} name={place.name} hasPhone={Boolean(place.phone)} />
                  <Link href={editHref(place.id)} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-2">
                    Changed? Edit this entry<span className="sr-only"> ({place.name})</span>
                  </Link>
                </Fold>
              </EntryRow>
            </article>
          </li>
        ))}
      </ol>
    </QueueSection>
  );
}
