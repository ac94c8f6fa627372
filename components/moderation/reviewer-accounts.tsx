import { reviewerStore } from "@/lib/data";
import type { Page, Reviewer } from "@/lib/data/stores";
import { LISTS, pageLink, pageRequest, type QueuePages } from "@/lib/moderation/lists";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { PagedList } from "./paged-list";
import { AddReviewerForm, DisableReviewerButton } from "./reviewer-forms";

/** Admins only: every reviewer account (a page at a time), who may sign in, and a form to add one. */
export async function ReviewerAccounts({ me, pages }: { me: Reviewer; pages: QueuePages }) {
  let reviewers: Page<Reviewer>;
  try {
    reviewers = await (await reviewerStore()).listReviewers(pageRequest("reviewers", pages.reviewers));
  } catch (error) {
    console.error("Could not load the reviewer accounts:", error);
    return (
      <p role="alert" className="rounded-lg bg-danger-wash p-4 font-medium text-danger">
        The reviewer accounts could not be loaded. Please reload the page in a moment.
      </p>
    );
  }
  return (
    <section aria-labelledby={LISTS.reviewers.anchor} className="space-y-4">
      <h2 id={LISTS.reviewers.anchor} className="scroll-mt-24 text-2xl font-bold text-ink">
        Reviewers <span className="text-lg font-normal text-neutral-700">({reviewers.total})</span>
      </h2>
      <PagedList name="reviewers" list={reviewers} asked={pages.reviewers} href={pageLink(MODERATOR_PATH, pages, "reviewers")}>
        <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
          {reviewers.rows.map((r) => (
            <li key={r.id} aria-label={r.name} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold text-ink">
                  {r.name} {r.id === me.id && <span className="font-normal text-neutral-700">(you)</span>}
                </p>
                <p className="text-neutral-700">
                  {r.email} · {r.role}
                  {r.disabled && <strong className="ms-2 text-danger">Disabled</strong>}
                </p>
              </div>
              {r.id !== me.id && <DisableReviewerButton id={r.id} name={r.name} disabled={r.disabled} />}
            </li>
          ))}
        </ul>
      </PagedList>
      <AddReviewerForm />
    </section>
  );
}
