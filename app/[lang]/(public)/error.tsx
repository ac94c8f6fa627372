"use client";

import { Link } from "@/components/i18n/link";
import { useEffect } from "react";
import { useI18n } from "@/components/i18n/language-context";

/** Shown when a page fails to render; the navigation and footer around it keep working. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const i18n = useI18n();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">{i18n._("Something went wrong on this page")}</h1>
      <p className="mt-3 text-lg leading-relaxed text-neutral-700">
        {i18n._("Please try again. If it keeps happening, the wildfire guide and other pages still work.")}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={reset} className="rounded-lg bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark">
          {i18n._("Try again")}
        </button>
        <Link href="/wildfireguide" className="rounded-lg border border-brand px-5 py-3 font-semibold text-brand-dark">
          {i18n._("Wildfire guide")}
        </Link>
      </div>
      <p className="mt-8 rounded-lg bg-danger-wash p-4 font-medium text-danger">{i18n._("In immediate danger? Call 911.")}</p>
    </div>
  );
}
