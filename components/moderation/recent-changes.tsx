import Link from "next/link";
import type { QueuePages } from "@/lib/moderation/lists";
import { loadChanges } from "@/lib/moderation/load-lists";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { ChangeItem } from "./change-item";
import { QueueSection } from "./queue-section";

/** The changes people made (checks, status changes, edits, reverts), newest first, with who and why, a page at a time. Imports are in each entry's own history. */
export async function RecentChanges({ pages }: { pages: QueuePages }) {
  const changes = await loadChanges(pages.changes);
  if (!changes) {
    return (
      <p role="alert" className="rounded-lg bg-danger-wash p-4 font-medium text-danger">
        The recent changes could not be loaded. Please reload the page in a moment.
      </p>
    );
  }
  return (
    <QueueSection name="changes" title="Recent changes" count={String(changes.total)} empty={changes.total === 0 && "No entry has been checked or changed here yet."} list={changes} pages={pages}>
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
    </QueueSection>
  );
}
