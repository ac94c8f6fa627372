import { Hero } from "@/components/home/hero";
import { MapSection } from "@/components/home/map-section";
import { NeedProvider } from "@/components/home/need-links";
import type { LangParams } from "@/lib/i18n/metadata";
import { pageLanguage } from "@/lib/i18n/server";
import { PageMessages } from "@/components/i18n/page-messages";

// Cached like every public page (app/[lang]/(public)/layout.tsx, docs/caching.md): the map reads the
// address's filters and linked place in the browser, so one copy of the page serves every link.
export default async function HomePage({ params }: LangParams) {
  await pageLanguage(params);
  return (
    // The hero's need links hand the chosen need to the map's explorer (components/home/need-links.tsx).
    <PageMessages route="/">
      <NeedProvider>
        <Hero />
        <MapSection />
      </NeedProvider>
    </PageMessages>
  );
}
