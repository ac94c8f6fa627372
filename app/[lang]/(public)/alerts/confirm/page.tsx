import type { Metadata } from "next";
import { ConfirmView } from "@/components/alerts/confirm-view";
import type { LangParams } from "@/lib/i18n/metadata";
import { getI18n, pageLanguage } from "@/lib/i18n/server";
import { msg } from "@/lib/i18n/msg";
import { PageMessages } from "@/components/i18n/page-messages";

const TITLE = msg(/*i18n*/ "Confirm your alerts");

/**
 * The confirmation mail's link (`?token=…`). The token is read in the browser and sent to this
 * site only: no third-party requests on this page, no Referer beyond this site (`referrer`), never
 * stored by the service worker (lib/offline/policy.ts), never indexed.
 */
export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  await pageLanguage(params);
  const i18n = await getI18n();
  return { title: i18n._(TITLE), robots: { index: false, follow: false }, referrer: "same-origin" };
}

export default async function ConfirmPage({ params }: LangParams) {
  await pageLanguage(params);
  const i18n = await getI18n();
  return (
    <PageMessages route="/alerts/confirm">
      <div data-i18n="curated" className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{i18n._(TITLE)}</h1>
        <ConfirmView />
      </div>
  </PageMessages>
  );
}
