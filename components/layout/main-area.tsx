"use client";

import { usePagePath } from "@/components/i18n/link";
import { LAYOUT } from "@/lib/nav/settings";
import { localizeHref } from "@/lib/i18n/languages";
import { NOTICE_HEIGHT_VAR } from "@/components/offline/offline-notice";

/**
 * The hero on "/" runs under the transparent bar; every other page starts below the bar. At least
 * a screen tall, so the footer never sits in the first view and jumps when streamed content lands.
 * The offline notice, when shown, adds its height. The safety notice, on the residents' pages,
 * comes first, in the flow.
 */
export function MainArea({
  notice,
  unreviewed,
  children,
}: {
  /** The safety notice (the residents' pages only: app/[lang]/(public)/layout.tsx). */
  notice?: React.ReactNode;
  /** For a translation no native speaker has checked yet: what to say, and a link to this page in English. */
  unreviewed?: { text: string; link: string };
  children: React.ReactNode;
}) {
  const path = usePagePath();
  const home = path === "/";
  return (
    <main id="main" tabIndex={-1} style={{ paddingTop: `calc(${home ? 0 : LAYOUT.mainTopPaddingPx}px + var(${NOTICE_HEIGHT_VAR}, 0px))` }} className="min-h-dvh flex-1 outline-none">
      {/* On "/" the notice opens the dark hero, under the transparent bar: it starts below the bar. */}
      {home ? <div className="bg-ink" style={{ paddingTop: LAYOUT.mainTopPaddingPx }}>{notice}</div> : notice}
      {unreviewed && (
        <p data-unreviewed-translation className="mx-auto max-w-6xl px-4 py-1.5 text-xs text-neutral-600">
          {unreviewed.text}{" "}
          {/* Explicitly English: the visitor's stored language must not send them back here. */}
          <a href={localizeHref("en", path, { explicit: true })} hrefLang="en" className="underline underline-offset-2">
            {unreviewed.link}
          </a>
        </p>
      )}
      {children}
    </main>
  );
}
