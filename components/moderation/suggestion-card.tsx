import type { PendingSuggestion } from "@/lib/data/stores";
import { safeHttpUrl } from "@/lib/http/safe-url";
import { SUGGESTED_AMENITIES } from "@/lib/places/amenities";
import { CATEGORY_LABELS, KIND_LABEL_SINGULAR } from "@/lib/places/types";
import { Detail, ENTRY_CLASS, Fold, formatDate } from "./shared";
import { SuggestionActions } from "./suggestion-actions";

function eligibility(s: PendingSuggestion): string {
  // The words the visitor ticked (the form's English labels).
  const yes = SUGGESTED_AMENITIES.filter((a) => s[a.key]).map((a) => a.label);
  return yes.join(", ") || "None marked";
}

/** One pending suggestion with everything the visitor sent, then Approve and Reject. */
export function SuggestionCard({ suggestion: s }: { suggestion: PendingSuggestion }) {
  const hasPoint = s.latitude !== null && s.longitude !== null;
  const website = safeHttpUrl(s.website);
  const titleId = `suggestion-${s.id}-title`;
  return (
    <article aria-labelledby={titleId} data-testid="suggestion" className={ENTRY_CLASS}>
      <h3 id={titleId} className="text-lg font-semibold break-words text-ink">
        {s.name}
      </h3>
      <p className="text-neutral-700">
        {KIND_LABEL_SINGULAR[s.kind] ?? s.kind} · {CATEGORY_LABELS[s.category] ?? s.category} · sent <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
      </p>
      <div className="mt-2 flex">
      <Fold label="Everything the visitor sent" name={s.name}>
      <dl className="space-y-1.5">
        <Detail label="Kind">{KIND_LABEL_SINGULAR[s.kind] ?? s.kind}</Detail>
        <Detail label="Category">{CATEGORY_LABELS[s.category] ?? s.category}</Detail>
        <Detail label="Name">{s.name}</Detail>
        <Detail label="Address">{s.address}</Detail>
        <Detail label="Point on the map">{hasPoint ? `${s.latitude}, ${s.longitude}` : "None: add one below to approve"}</Detail>
        <Detail label="Hours (as sent)">{s.hours}</Detail>
        <Detail label="Phone">{s.phone}</Detail>
        <Detail label="Website">
          {website && (
            <a href={website} rel="noopener noreferrer nofollow" target="_blank" className="text-brand-dark underline underline-offset-2">
              {website}
            </a>
          )}
        </Detail>
        <Detail label="Eligibility">{eligibility(s)}</Detail>
        <Detail label="Description">{s.description}</Detail>
        <Detail label="Source">{s.source}</Detail>
        <Detail label="Contact e-mail">{s.contactEmail}</Detail>
        <Detail label="Sent">
          <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
        </Detail>
      </dl>
      </Fold>
      </div>
      <SuggestionActions id={s.id} name={s.name} needsPoint={!hasPoint} />
    </article>
  );
}
