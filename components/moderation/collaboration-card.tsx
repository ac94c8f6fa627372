import { telHref } from "@/lib/places/links";
import type { CollaborationRequest } from "@/lib/data/stores";
import { COLLABORATION_KIND_LABELS } from "@/lib/forms/options";
import { CollaborationActions } from "./collaboration-actions";
import { Detail, ENTRY_CLASS, EntryRow, Fold, formatDate } from "./shared";

/** Links in a card are tapped on a phone: at least 44 px high. */
const LINK_CLASS = "inline-flex min-h-11 items-center font-medium break-all text-brand-dark underline underline-offset-2";

/** One collaboration request: who sent it, what they offer, how to reach them, whether it is handled (and by whom). */
export function CollaborationCard({ request: c }: { request: CollaborationRequest }) {
  const titleId = `collaboration-${c.id}-title`;
  const tel = telHref(c.phone);
  return (
    <article aria-labelledby={titleId} data-testid="collaboration" className={ENTRY_CLASS}>
      <h3 id={titleId} className="text-lg font-semibold break-words text-ink">
        {c.name}
        {c.organization ? ` · ${c.organization}` : ""}
      </h3>
      <p className="text-neutral-700">
        {c.handledBy && c.handledAt ? (
          <span className="font-medium text-brand-dark">
            Handled by {c.handledBy} · <time dateTime={c.handledAt}>{formatDate(c.handledAt)}</time>
          </span>
        ) : (
          <span className="font-medium text-danger">Not handled yet</span>
        )}{" "}
        · {COLLABORATION_KIND_LABELS[c.kind] ?? c.kind} · sent <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
      </p>
      <EntryRow>
      <CollaborationActions id={c.id} name={c.name} handled={c.handledAt !== null} />
      <Fold label="Message and contact" name={c.name}>
      <dl className="space-y-1.5">
        <Detail label="Message">{c.message}</Detail>
        <Detail label="E-mail">
          <a href={`mailto:${c.email}`} className={LINK_CLASS}>
            {c.email}
          </a>
        </Detail>
        <Detail label="Phone">
          {tel ? (
            <a href={tel} className={LINK_CLASS}>
              {c.phone}
            </a>
          ) : (
            c.phone
          )}
        </Detail>
      </dl>
      </Fold>
      </EntryRow>
    </article>
  );
}
