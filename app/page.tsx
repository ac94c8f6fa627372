import { Hero } from "@/components/home/hero";
import { MapSection } from "@/components/home/map-section";

export default function HomePage() {
  return (
    <>
      <Hero />
      <MapSection />
    </>
  );
}
