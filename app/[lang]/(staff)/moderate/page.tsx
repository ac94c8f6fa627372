import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { ActionDone } from "@/components/moderation/action-done";
import { ModerationQueues } from "@/components/moderation/moderation-queues";
import { QueueSummary } from "@/components/moderation/queue-summary";
import { RecentChanges } from "@/components/moderation/recent-changes";
import { ReviewerAccounts } from "@/components/moderation/reviewer-accounts";
import { StaleQueue } from "@/components/moderation/stale-queue";
import { SignInForm } from "@/components/moderation/sign-in-form";
import { SignOutButtons } from "@/components/moderation/sign-out-button";
import { reviewerStore } from "@/lib/data";
import type { LangParams } from "@/lib/i18n/metadata";
import { pageLanguage } from "@/lib/i18n/server";
import { AT_PARAM, LISTS, listAt, QUEUE_LISTS, readPages } from "@/lib/moderation/lists";
import { currentReviewer } from "@/lib/reviewers/current";

/** Staff-facing, English only: reviewers approve suggested places and resolve problem reports. */

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Moderation",
  robots: { index: false, follow: false },
};

const DONE = {
  approved: "Suggestion approved: the place is now on the map.",
  rejected: "Suggestion rejected.",
  resolved: "Report marked resolved.",
  handled: "Collaboration request marked handled, by you.",
  unhandled: "Collaboration request marked not handled: it is back among the unhandled ones.",
  verified: "Marked as checked just now: the map shows it at once.",
  status: "Status changed and marked as checked just now: the map shows it at once.",
  edited: "Saved and marked as checked just now: the map shows it at once.",
  "reviewer-added": "Reviewer added: they can sign in now.",
  "reviewer-disabled": "Account disabled: it was signed out everywhere.",
  "reviewer-enabled": "Account enabled.",
} as const;

/** What an action's answer adds to the address (lib/moderation/lists.ts afterAction). */
const ANSWER_PARAMS = ["done", AT_PARAM] as const;

type Props = LangParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ModeratePage({ params, searchParams }: Props) {
  await pageLanguage(params);
  // Looked up at every request: a disabled account or an ended session is signed out here.
  const reviewer = await currentReviewer();
  const query = await searchParams;
  const done = reviewer ? query.done : undefined;
  const message = typeof done === "string" && Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null;
  // Each list's page (`?collaborations=2`): every list is paged, none is cut short.
  const pages = readPages(QUEUE_LISTS, query);
  const at = listAt(query[AT_PARAM]);
  const noAccounts = !reviewer && (await (await reviewerStore()).listReviewers({ page: 1, size: 1 })).total === 0;

  return (
    <div lang="en" translate="no" className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">Moderation</h1>
        {reviewer && <SignOutButtons />}
      </div>
      {reviewer ? (
        <>
          <p className="mt-2 text-neutral-700">
            Signed in as <strong className="font-semibold text-ink">{reviewer.name}</strong> ({reviewer.role})
          </p>
          {/* A fresh key for each answer: the same action twice is said twice. */}
          <ActionDone key={randomUUID()} message={message} at={at && LISTS[at].anchor} params={ANSWER_PARAMS} />
          <div className="mt-6 space-y-10">
            <QueueSummary pages={pages} admin={reviewer.role === "admin"} />
            <StaleQueue pages={pages} />
            <ModerationQueues pages={pages} />
            <RecentChanges pages={pages} />
            {reviewer.role === "admin" && <ReviewerAccounts me={reviewer} pages={pages} />}
          </div>
        </>
      ) : noAccounts ? (
        <p className="mt-3 text-lg text-neutral-700">
          No reviewer accounts yet. An operator creates the first admin on the server with{" "}
          <code className="rounded bg-neutral-100 px-1">npm run reviewer -- add --email … --name … --role admin</code> (docs/reviewers.md).
        </p>
      ) : (
        <>
          <p className="mt-3 text-lg text-neutral-700">Sign in with your reviewer account to review suggested places and problem reports.</p>
          <SignInForm />
        </>
      )}
    </div>
  );
}
