import { reviewerStore } from "@/lib/data";
import type { Reviewer } from "@/lib/data/stores";
import { AddReviewerForm, DisableReviewerButton } from "./reviewer-forms";

/** Admins only: every reviewer account, who may sign in, and a form to add one. */
export async function ReviewerAccounts({ me }: { me: Reviewer }) {
  let reviewers: Reviewer[];
  try {
    reviewers = await (await reviewerStore()).listReviewers();
  } catch (error) {
    console.error("Could not load the reviewer accounts:", error);
    return (
      <p role="alert" className="rounded-lg bg-danger-wash p-4 font-medium text-danger">
        The reviewer accounts could not be loaded. Please reload the page in a moment.
      </p>
    );
  }
  return (
    <section aria-labelledby="reviewers-title" className="space-y-4">
      <h2 id="reviewers-title" className="text-2xl font-bold text-ink">
        Reviewers <span className="text-lg font-normal text-neutral-700">({reviewers.length})</span>
      </h2>
      <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
        {reviewers.map((r) => (
          <li key={r.id} aria-label={r.name} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-semibold text-ink">
                {r.name} {r.id === me.id && <span className="font-normal text-neutral-700">(you)</span>}
              </p>
              <p className="text-neutral-700">
                {r.email} · {r.role}
                {r.disabled && <strong className="ml-2 text-danger">Disabled</strong>}
              </p>
            </div>
            {r.id !== me.id && <DisableReviewerButton id={r.id} name={r.name} disabled={r.disabled} />}
          </li>
        ))}
      </ul>
      <AddReviewerForm />
    </section>
  );
}
