import { Suspense } from "react";
import { Hero } from "@/components/home/hero";
import { MapSection, MapSectionSkeleton } from "@/components/home/map-section";

export default async function HomePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <>
      <Hero />
      <Suspense fallback={<MapSectionSkeleton />}>
        <MapSection searchParams={await searchParams} />
      </Suspense>
    </>
  );
}
