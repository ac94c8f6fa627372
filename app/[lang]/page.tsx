import { Hero } from "@/components/home/hero";
import { MapSection } from "@/components/home/map-section";
import type { LangParams } from "@/lib/i18n/metadata";
import { pageLanguage } from "@/lib/i18n/server";

// Rendered per request for now: the server applies the filters in the address (?kind=shelter…)
// to the first list it sends. The next step is to read them in the browser, so this page can be
// cached like the others (docs/caching.md).
export const dynamic = "force-dynamic";

type Props = LangParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function HomePage({ params, searchParams }: Props) {
  await pageLanguage(params);
  return (
    <>
      <Hero />
      <MapSection searchParams={searchParams} />
    </>
  );
}
