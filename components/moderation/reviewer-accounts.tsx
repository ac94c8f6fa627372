import type { Reviewer } from "@/lib/data/stores";
import type { QueuePages } from "@/lib/moderation/lists";
import { loadReviewers } from "@/lib/moderation/load-lists";
import { QueueSection } from "./queue-section";
import { AddReviewerForm, DisableReviewerButton } from "./reviewer-forms";

/** Admins only: every reviewer account (a page at a time), who may sign in, and a form to add one. */
export async function ReviewerAccounts({ me, pages }: { me: Reviewer; pages: QueuePages }) {
  const reviewers = await loadReviewers(pages.reviewers);
  if (!reviewers) {
    return (
      <p role="alert" className="rounded-lg bg-danger-wash p-4 font-medium text-danger">
        The reviewer accounts could not be loaded. Please reload the page in a moment.
      </p>
    );
  }
  return (
    <QueueSection name="reviewers" title="Reviewers" count={String(reviewers.total)} empty={false} list={reviewers} pages={pages} footer={<AddReviewerForm />}>
      <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
        {reviewers.rows.map((r) => (
          <li key={r.id} aria-label={r.name} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-semibold text-ink">
                {r.name} {r.id === me.id && <span className="font-normal text-neutral-700">(you)</span>}
              </p>
              <p className="break-all text-neutral-700">
                {r.email} · {r.role}
                {r.disabled && <strong className="ms-2 text-danger">Disabled</strong>}
              </p>
            </div>
            {r.id !== me.id && <DisableReviewerButton id={r.id} name={r.name} disabled={r.disabled} />}
          </li>
        ))}
      </ul>
    </QueueSection>
  );
}
