import Link from "next/link";
import { Link as PublicLink } from "@/components/i18n/link";
import type { PlaceChange, ReviewedPlace } from "@/lib/data/stores";
import { REPORT_REASON_LABELS } from "@/lib/forms/options";
import { placeCells } from "@/lib/import/cells";
import { changeSummary } from "@/lib/moderation/change-text";
import { loadEntryLists } from "@/lib/moderation/load-lists";
import { LISTS, pageLink, screenHref, type EntryPages } from "@/lib/moderation/lists";
import { KIND_LABEL_SINGULAR } from "@/lib/places/types";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { ChangeItem } from "./change-item";
import { PagedList } from "./paged-list";
import { PlaceEditor } from "./place-editor";
import { RevertForm } from "./revert-form";
import { CallButton, formatDate, STATUS_TEXT } from "./shared";
import { StaleActions } from "./stale-actions";

/** Changes a reviewer may undo: not an entry's creation, not one already undone. */
const revertible = (c: PlaceChange) => c.action !== "create" && !c.reverted;

type Props = { place: ReviewedPlace; message: string | null; back: "queue" | "place"; pages: EntryPages };

/**
 * One entry for a reviewer: what it says now, its open problem reports, the one-tap check, the
 * edit form (every field), and its whole history with "revert" on each change; both lists a page
 * at a time. The changes can close the reports on the page shown.
 */
export async function PlaceReview({ place, message, back, pages }: Props) {
  const loaded = await loadEntryLists(place.id, pages);
  const shown = loaded?.reports.rows ?? [];
  const reports = shown.map((r) => ({ id: r.id, label: `${REPORT_REASON_LABELS[r.reason] ?? r.reason}${r.note ? `: ${r.note}` : ""}` }));
  const fromImport = !place.externalId.startsWith("suggestion-");
  // Paging keeps where the reviewer came from: the stale queue's page, to go back to.
  const link = (name: "history" | "placeReports") => pageLink(`${MODERATOR_PATH}/places/${place.id}`, pages, name, back === "queue" ? { from: "queue" } : {});
  return (
    <div lang="en" translate="no" className="mx-auto max-w-4xl space-y-8 px-4 py-8 sm:py-12">
      <div>
        <Link href={screenHref(MODERATOR_PATH, { stale: pages.stale })} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-2">
          ← Back to the lists
        </Link>
        <h1 className="mt-2 text-3xl font-bold break-words text-ink">{place.name}</h1>
        <p className="mt-1 text-neutral-700">
          {KIND_LABEL_SINGULAR[place.kind]} · {STATUS_TEXT[place.status]}
          {!place.published && " · not shown on the map"}
          {place.isSample && " · sample data"}
        </p>
        <p className="text-neutral-700">
          {place.lastVerifiedAt ? `Last checked ${formatDate(place.lastVerifiedAt)}${place.verifiedBy ? ` by ${place.verifiedBy}` : ""}` : "Never checked"}
        </p>
        {place.published && (
          <PublicLink href={`/?place=${encodeURIComponent(place.id)}#map`} className="inline-flex min-h-11 items-center text-brand-dark underline underline-offset-2">
            See it on the public map
          </PublicLink>
        )}
        <p role="status" className="mt-3 font-medium text-brand-dark">
          {message ?? ""}
        </p>
      </div>

      {loaded && loaded.reports.total > 0 && (
        <section aria-labelledby={LISTS.placeReports.anchor} className="space-y-2 rounded-xl border border-danger bg-danger-wash p-4">
          <h2 id={LISTS.placeReports.anchor} className="scroll-mt-24 text-xl font-bold text-ink">
            Open problem reports ({loaded.reports.total})
          </h2>
          <PagedList name="placeReports" list={loaded.reports} asked={pages.placeReports} href={link("placeReports")}>
            <ul className="list-disc space-y-1 ps-5">
              {shown.map((r) => (
                <li key={r.id} className="break-words">
                  {REPORT_REASON_LABELS[r.reason] ?? r.reason}
                  {r.note ? `: “${r.note}”` : ""} <span className="text-sm text-neutral-700">({formatDate(r.createdAt)})</span>
                </li>
              ))}
            </ul>
          </PagedList>
          <p className="text-neutral-800">Check the entry below; the change you save can close the reports on this page too.</p>
        </section>
      )}

      <section aria-labelledby="entry-check-title" className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
        <h2 id="entry-check-title" className="scroll-mt-24 text-xl font-bold text-ink">
          Check it
        </h2>
        {place.phone && <CallButton phone={place.phone} />}
        <StaleActions id={place.id} name={place.name} hasPhone={Boolean(place.phone)} back={back} reports={reports} />
      </section>

      <section aria-labelledby="entry-edit-title" className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
        <h2 id="entry-edit-title" className="scroll-mt-24 text-xl font-bold text-ink">
          Edit it
        </h2>
        <p className="mt-1 text-neutral-700">
          Every field, checked by the same rules as an import. Saving marks the entry checked now by you.
          {fromImport && ` It came from an import (id ${place.externalId}): the next import of that file overwrites what you change here, so correct the file too.`}
        </p>
        <div className="mt-4">
          <PlaceEditor id={place.id} cells={{ ...placeCells(place), published: place.published ? "yes" : "no" }} hasPhone={Boolean(place.phone)} back={back} reports={reports} />
        </div>
      </section>

      <section aria-labelledby={LISTS.history.anchor} className="space-y-3">
        <h2 id={LISTS.history.anchor} className="scroll-mt-24 text-2xl font-bold text-ink">
          History{loaded && loaded.history.total > 0 && <span className="text-lg font-normal text-neutral-700"> ({loaded.history.total})</span>}
        </h2>
        {!loaded ? (
          <p role="alert" className="rounded-lg bg-danger-wash p-4 font-medium text-danger">
            The history could not be loaded. Please reload the page in a moment.
          </p>
        ) : loaded.history.total === 0 ? (
          <p className="text-neutral-700">No change to this entry has been recorded yet.</p>
        ) : (
          <PagedList name="history" list={loaded.history} asked={pages.history} href={link("history")}>
            <ol className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
              {loaded.history.rows.map((c) => (
                <li key={c.id} className="p-4">
                  <ChangeItem change={c}>{revertible(c) && <RevertForm changeId={c.id} placeId={place.id} summary={`${c.reviewerName}: ${changeSummary(c)}`} />}</ChangeItem>
                </li>
              ))}
            </ol>
          </PagedList>
        )}
      </section>
    </div>
  );
}
