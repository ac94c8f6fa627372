import NextLink from "next/link";
import { Link } from "@/components/i18n/link";
import type { OpenReport } from "@/lib/data/stores";
import { REPORT_REASON_LABELS } from "@/lib/forms/options";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { ReportActions } from "./report-actions";
import { ENTRY_CLASS, EntryRow, Fold, formatDate } from "./shared";

/** One open problem report: which place, what is wrong, and "Mark resolved". */
export function ReportCard({ report: r }: { report: OpenReport }) {
  const titleId = `report-${r.id}-title`;
  return (
    <article aria-labelledby={titleId} data-testid="report" className={ENTRY_CLASS}>
      <h3 id={titleId} className="text-lg font-semibold break-words">
        <Link href={`/?place=${encodeURIComponent(r.placeId)}#map`} className="text-brand-dark underline underline-offset-2">
          {r.placeName || "Unnamed place"}
        </Link>
      </h3>
      <p className="text-neutral-700">
        {REPORT_REASON_LABELS[r.reason] ?? r.reason} · sent <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
      </p>
      <EntryRow>
        <ReportActions id={r.id} placeName={r.placeName} />
        <NextLink
          href={`${MODERATOR_PATH}/places/${r.placeId}`}
          className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-dark underline underline-offset-2"
        >
          Check or edit this entry<span className="sr-only"> ({r.placeName})</span>
        </NextLink>
        {r.note && (
          <Fold label="The visitor's note" name={r.placeName}>
            <p className="whitespace-pre-line break-words text-neutral-800">{r.note}</p>
          </Fold>
        )}
      </EntryRow>
    </article>
  );
}
