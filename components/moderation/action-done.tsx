"use client";

import { useEffect, useState } from "react";
import { useMounted } from "@/components/toasts/use-mounted";

type Props = {
  /** What the action did, in a sentence; null when the address names none. */
  message: string | null;
  /** The heading of the list the action was taken in (its id). */
  at: string | null;
  /** The address's parameters that carried the answer (lib/moderation/lists.ts afterAction): dropped once shown. */
  params: readonly string[];
};

/**
 * The answer to an action on /moderate, where the reviewer is: a status that stays in view at the
 * bottom of the screen (server-rendered, so it shows without JavaScript too) until dismissed, and
 * the page brought back to the list the action was taken in, its heading focused. The address is
 * then tidied to that list's anchor, so a reload neither repeats the message nor jumps again.
 *
 * Remounted by each answer (the page gives it a fresh key), so the same action twice says so twice.
 */
export function ActionDone({ message, at, params }: Props) {
  const [shown, setShown] = useState(message);
  // Dismissing needs the script: without it the button is left out.
  const mounted = useMounted();
  useEffect(() => {
    if (!message) return;
    const heading = at ? document.getElementById(at) : null;
    if (heading) {
      heading.scrollIntoView({ block: "start" });
      heading.focus({ preventScroll: true });
    }
    const url = new URL(window.location.href);
    for (const param of params) url.searchParams.delete(param);
    if (heading) url.hash = heading.id;
    window.history.replaceState(window.history.state, "", url);
  }, [message, at, params]);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3">
      {shown && (
        <p className="pointer-events-auto flex max-w-xl items-center gap-3 rounded-lg bg-ink py-2 ps-4 pe-2 font-medium text-white shadow-lg">
          <span>{shown}</span>
          {mounted && (
          <button
            type="button"
            onClick={() => setShown(null)}
            className="min-h-11 shrink-0 rounded-md px-3 font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-white"
          >
            Dismiss
          </button>
          )}
        </p>
      )}
    </div>
  );
}
