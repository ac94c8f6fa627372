import type { Metadata } from "next";
import { ManageView } from "@/components/alerts/manage-view";
import type { LangParams } from "@/lib/i18n/metadata";
import { getI18n, pageLanguage } from "@/lib/i18n/server";
import { msg } from "@/lib/i18n/msg";
import { PageMessages } from "@/components/i18n/page-messages";

const TITLE = msg(/*i18n*/ "Your alerts");

/**
 * Every alert e-mail's "change or stop" link (`?token=…`): kept to this site like the confirm
 * page's (see there): no third-party requests, Referer only to this site, not stored offline, not indexed.
 */
export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  await pageLanguage(params);
  const i18n = await getI18n();
  return { title: i18n._(TITLE), robots: { index: false, follow: false }, referrer: "same-origin" };
}

export default async function ManagePage({ params }: LangParams) {
  await pageLanguage(params);
  const i18n = await getI18n();
  return (
    <PageMessages route="/alerts/manage">
      <div data-i18n="curated" className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{i18n._(TITLE)}</h1>
        <ManageView />
      </div>
  </PageMessages>
  );
}
