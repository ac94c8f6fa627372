import Link from "next/link";
import { reviewStore } from "@/lib/data";
import type { Page, PlaceChange } from "@/lib/data/stores";
import { LISTS, pageLink, pageRequest, type QueuePages } from "@/lib/moderation/lists";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { ChangeItem } from "./change-item";
import { PagedList } from "./paged-list";

/** The changes people made (checks, status changes, edits, reverts), newest first, with who and why, a page at a time. Imports are in each entry's own history. */
export async function RecentChanges({ pages }: { pages: QueuePages }) {
  let changes: Page<PlaceChange>;
  try {
    changes = await (await reviewStore()).recentChanges(pageRequest("changes", pages.changes));
  } catch (error) {
    console.error("Could not load the recent changes:", error);
    return (
      <p role="alert" className="rounded-lg bg-danger-wash p-4 font-medium text-danger">
        The recent changes could not be loaded. Please reload the page in a moment.
      </p>
    );
  }
  return (
    <section aria-labelledby={LISTS.changes.anchor} className="space-y-4">
      <h2 id={LISTS.changes.anchor} className="scroll-mt-24 text-2xl font-bold text-ink">
        Recent changes <span className="text-lg font-normal text-neutral-700">({changes.total})</span>
      </h2>
      {changes.total === 0 ? (
        <p className="text-neutral-700">No entry has been checked or changed here yet.</p>
      ) : (
        <PagedList name="changes" list={changes} asked={pages.changes} href={pageLink(MODERATOR_PATH, pages, "changes")}>
          <ol className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
            {changes.rows.map((c) => (
              <li key={c.id} className="p-4">
                <ChangeItem
                  change={c}
                  title={
                    <Link href={`${MODERATOR_PATH}/places/${c.placeId}`} className="font-semibold break-words text-brand-dark underline underline-offset-2">
                      {c.placeName}
                    </Link>
                  }
                />
              </li>
            ))}
          </ol>
        </PagedList>
      )}
    </section>
  );
}
