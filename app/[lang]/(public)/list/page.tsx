import type { Metadata } from "next";
import { PrintPage } from "@/components/print/print-page";
import type { LangParams } from "@/lib/i18n/metadata";
import { getI18n, pageLanguage } from "@/lib/i18n/server";
import { readPrintQuery } from "@/lib/print/params";
import "@/components/print/print.css";
import { PageMessages } from "@/components/i18n/page-messages";

// Its query is its content: made per request, never cached (the layout's pages are; docs/caching.md).
export const dynamic = "force-dynamic";

type Props = LangParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  await pageLanguage(params);
  const i18n = await getI18n();
  // A list for one moment and one query: nothing for search engines to keep.
  return { title: i18n._("Print or share this list"), robots: { index: false, follow: false } };
}

/**
 * A list of places to print or send (issue 27): the map's results for the same parameters. Made
 * per request, unlike the cached pages (lib/site/routes.ts): its parameters are its content.
 */
export default async function ListPage({ params, searchParams }: Props) {
  const language = await pageLanguage(params);
  return (
    <PageMessages route="/list">
      <PrintPage language={language} query={readPrintQuery(await searchParams)} />
    </PageMessages>
  );
}
