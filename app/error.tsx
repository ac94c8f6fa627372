"use client";

import Link from "next/link";
import { useEffect } from "react";

/** Shown when a page fails to render; the navigation and footer around it keep working. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">Something went wrong on this page</h1>
      <p className="mt-3 text-lg leading-relaxed text-neutral-700">
        Please try again. If it keeps happening, the wildfire guide and other pages still work.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={reset} className="rounded-lg bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark">
          Try again
        </button>
        <Link href="/wildfireguide" className="rounded-lg border border-brand px-5 py-3 font-semibold text-brand-dark">
          Wildfire guide
        </Link>
      </div>
      <p className="mt-8 rounded-lg bg-danger-wash p-4 font-medium text-danger">In immediate danger? Call 911.</p>
    </div>
  );
}
