import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { languageAlternates, type LangParams } from "@/lib/i18n/metadata";
import { getI18n, pageLanguage } from "@/lib/i18n/server";
import { msg } from "@/lib/i18n/msg";
import { FALLBACK_PAGE_ATTRIBUTE } from "@/lib/offline/settings";

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const language = await pageLanguage(params);
  const i18n = await getI18n();
  return { title: i18n._(msg(/*i18n*/ "You are offline")), robots: { index: false, follow: false }, alternates: languageAlternates(language, "/offline") };
}

/**
 * What the service worker shows, without a connection, for a page this device has not stored:
 * where to go instead, rather than the browser's error page. Stored on install (lib/offline/sw.ts).
 */
export default async function OfflinePage({ params }: LangParams) {
  await pageLanguage(params);
  const i18n = await getI18n();
  return (
    // The worker serves this page at the address asked for (/donate), so the page knows itself by
    // this mark, not its address: no "showing saved information" notice over it, and no safety
    // notice (it names 911 itself, where the visitor looks first) — globals.css, OfflineNotice.
    <article className="mx-auto max-w-3xl space-y-5 px-4 py-10" data-i18n="curated" {...{ [FALLBACK_PAGE_ATTRIBUTE]: "" }}>
      <h1 className="text-3xl font-bold text-ink">{i18n._("You are offline")}</h1>
      <p className="text-lg leading-relaxed">{i18n._("This page is not saved on this device yet, so it cannot open without a connection.")}</p>
      <section aria-labelledby="saved-title" className="space-y-2">
        <h2 id="saved-title" className="text-xl font-semibold text-ink">
          {i18n._("Saved on this device")}
        </h2>
        <ul className="list-disc space-y-1 ps-5">
          <li>
            <Link href="/" className="font-medium text-brand-dark underline underline-offset-2">
              {i18n._("Map")}
            </Link>
          </li>
          <li>
            <Link href="/wildfireguide" className="font-medium text-brand-dark underline underline-offset-2">
              {i18n._("Wildfire guide")}
            </Link>
          </li>
        </ul>
        <p>{i18n._("Other pages you have opened may also work.")}</p>
      </section>
      <p className="rounded-lg border-s-4 border-danger bg-danger-wash p-4 font-semibold text-danger">{i18n._("In immediate danger? Call 911.")}</p>
    </article>
  );
}
