import type { PlaceChange } from "@/lib/data/stores";
import { changeSummary, fieldChanges } from "@/lib/moderation/change-text";
import { formatDate } from "./shared";

/** One recorded change: who, what (each field before → after), how, why, when. */
export function ChangeItem({ change: c, title, children }: { change: PlaceChange; title?: React.ReactNode; children?: React.ReactNode }) {
  const fields = c.action === "create" ? [] : fieldChanges(c);
  return (
    <>
      {title}
      <p className="text-neutral-800">
        <strong className="font-semibold text-ink">{c.reviewerName}</strong>: {changeSummary(c)}
        {c.reverted && <span className="ms-2 rounded bg-neutral-100 px-1.5 py-0.5 text-sm font-semibold text-neutral-800">reverted</span>}
      </p>
      {fields.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-sm text-neutral-800">
          {fields.map((f) => (
            <li key={f.field} className="break-words">
              <span className="font-semibold">{f.label}:</span> <del className="text-neutral-600">{f.before}</del> → <ins className="no-underline">{f.after}</ins>
            </li>
          ))}
        </ul>
      )}
      {c.note && <p className="break-words text-neutral-700">“{c.note}”</p>}
      {c.sourceUrl && (
        <a href={c.sourceUrl} rel="noopener noreferrer nofollow" target="_blank" className="break-all text-brand-dark underline underline-offset-2">
          {c.sourceUrl}
        </a>
      )}
      <p className="text-sm text-neutral-600">
        <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
      </p>
      {children}
    </>
  );
}
