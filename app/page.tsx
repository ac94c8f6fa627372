import { Hero } from "@/components/home/hero";
import { MapSection } from "@/components/home/map-section";

export default function HomePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <>
      <Hero />
      <MapSection searchParams={searchParams} />
    </>
  );
}
