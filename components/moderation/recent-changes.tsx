import Link from "next/link";
import { reviewStore } from "@/lib/data";
import type { PlaceChange } from "@/lib/data/stores";
import { MODERATOR_PATH } from "@/lib/reviewers/session-token";
import { ChangeItem } from "./change-item";

const RECENT = 20;

/** The latest changes people made (checks, status changes, edits, reverts), newest first, with who and why. Imports are in each entry's own history. */
export async function RecentChanges() {
  let changes: PlaceChange[];
  try {
    changes = await (await reviewStore()).recentChanges(RECENT);
  } catch (error) {
    console.error("Could not load the recent changes:", error);
    return (
      <p role="alert" className="rounded-lg bg-danger-wash p-4 font-medium text-danger">
        The recent changes could not be loaded. Please reload the page in a moment.
      </p>
    );
  }
  return (
    <section aria-labelledby="recent-changes-title" className="space-y-4">
      <h2 id="recent-changes-title" className="text-2xl font-bold text-ink">
        Recent changes
      </h2>
      {changes.length === 0 ? (
        <p className="text-neutral-700">No entry has been checked or changed here yet.</p>
      ) : (
        <ol className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
          {changes.map((c) => (
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
      )}
    </section>
  );
}
