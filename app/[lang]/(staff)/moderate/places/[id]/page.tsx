import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PlaceReview } from "@/components/moderation/place-review";
import { reviewStore } from "@/lib/data";
import { pageLanguage } from "@/lib/i18n/server";
import { UUID_RE } from "@/lib/data/stores";
import { ENTRY_LISTS, readPages } from "@/lib/moderation/lists";
import { currentReviewer } from "@/lib/reviewers/current";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";

/** Staff-facing, English only: one entry — check it, edit any field, see and revert its history. */

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Entry — Moderation",
  robots: { index: false, follow: false },
};

const DONE = {
  edited: "Saved and marked as checked just now: the map shows it at once.",
  verified: "Marked as checked just now: the map shows it at once.",
  status: "Status changed and marked as checked just now: the map shows it at once.",
  reverted: "Change reverted: the values before it are back, and the revert is in the history.",
} as const;

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ModeratePlacePage({ params, searchParams }: Props) {
  await pageLanguage(params);
  const [{ id }, query] = await Promise.all([params, searchParams]);
  let reviewer;
  try {
    reviewer = await currentReviewer();
  } catch (error) {
    console.error("The entry page could not check the session:", error);
    return (
      <p lang="en" role="alert" className="mx-auto max-w-4xl px-4 py-8 text-lg font-medium text-danger">
        The database could not be reached. Please reload the page in a moment.
      </p>
    );
  }
  if (!reviewer) {
    return (
      <div lang="en" translate="no" className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-bold text-ink">Moderation</h1>
        <p className="mt-3 text-lg text-neutral-700">
          Your session has ended.{" "}
          <Link href={MODERATOR_PATH} className="font-semibold text-brand-dark underline">
            Sign in
          </Link>{" "}
          and open the entry again.
        </p>
      </div>
    );
  }
  const place = UUID_RE.test(id) ? await (await reviewStore()).place(id) : null;
  if (!place) notFound();
  const done = typeof query.done === "string" && Object.hasOwn(DONE, query.done) ? DONE[query.done as keyof typeof DONE] : null;
  return <PlaceReview place={place} message={done} back={query.from === "queue" ? "queue" : "place"} pages={readPages(ENTRY_LISTS, query)} />;
}
