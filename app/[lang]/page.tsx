import { Hero } from "@/components/home/hero";
import { MapSection } from "@/components/home/map-section";
import type { LangParams } from "@/lib/i18n/metadata";
import { pageLanguage } from "@/lib/i18n/server";

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
