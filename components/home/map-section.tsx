import { Link } from "@/components/i18n/link";
import { ExplorerIsland } from "@/components/map/explorer-island";
import { LazyPlaceExplorer as PlaceExplorer } from "@/components/map/lazy-place-explorer";
import { DataUnavailable, DetailsInEnglish, LastUpdated, SampleDataNotice } from "@/components/places/data-notices";
import { NAV } from "@/lib/nav/settings";
import { siteContent } from "@/lib/content";
import { getLanguage, getI18n } from "@/lib/i18n/server";
import { publicEnv } from "@/lib/env/public";
import { mapTilesFor } from "@/lib/map/tiles";
import { loadHome } from "@/lib/services/places/queries";
import { alertsEnabled } from "@/lib/services/alerts/runtime";

/**
 * The map section, places included, in reading order. No Suspense boundary around the places:
 * the page is served from the cache whole, and a boundary streamed late was moved into place by a
 * script after the browser had laid the page out once — a second layout of the whole page, ~0.5 s
 * of a slow phone's main thread right after the first paint (docs/benchmarks.md, session 25).
 */
export async function MapSection() {
  const i18n = await getI18n();
  const { map } = siteContent(await getLanguage()).home;
  return (
    <section id={NAV.mapId} aria-labelledby="map-title" data-i18n="curated" className="scroll-mt-16 bg-neutral-50 px-4 py-10">
      <div className="mx-auto max-w-6xl space-y-4">
        <header className="space-y-2">
          <h2 id="map-title" className="text-3xl font-bold text-ink">
            {map.title}
          </h2>
          <p className="max-w-2xl text-lg leading-relaxed text-neutral-700">{map.lead}</p>
          {/* Server-rendered links: the home page's first download is at its budget. The one
              invitation to area alerts on the page (none on the cards), and none at all on a site
              whose alerts are not set up (the running server's settings: docs/caching.md). */}
          <p className="flex flex-wrap gap-x-6 gap-y-1">
            <Link href="/suggest" className="font-semibold text-brand-dark underline underline-offset-2">
              {i18n._("Missing a place? Add it to the map.")}
            </Link>
            {alertsEnabled() && (
              <Link href="/alerts" prefetch={false} data-testid="alerts-invitation" className="font-semibold text-brand-dark underline underline-offset-2">
                {i18n._("Get alerts for your area")}
              </Link>
            )}
          </p>
        </header>
        <MapPlaces />
      </div>
    </section>
  );
}

/**
 * Reads the places and hands the interactive explorer the list's first screenful, in full; the
 * explorer loads every place, in summary, from the cached /api/places/<lang> when the map is
 * wanted. So the page's size does not grow with the number of places. The same for every visitor
 * (the page is cached): the explorer applies the address's filters and linked place in the browser.
 */
async function MapPlaces() {
  const language = await getLanguage();
  const { map } = siteContent(language).home;
  const home = await loadHome(language);

  return (
    <>
      {home && <LastUpdated at={home.lastUpdated} />}
      {!home && <DataUnavailable />}
      {home?.hasSample && <SampleDataNotice />}
      {home?.untranslated && <DetailsInEnglish />}
      {home && (
        <ExplorerIsland>
          <PlaceExplorer
            first={home.first}
            total={home.total}
            reportedIds={home.reportedIds}
            hazards={home.hazards}
            serverNow={new Date().toISOString()}
            unknownPlaceMessage={map.unknownPlace}
            tiles={mapTilesFor(publicEnv)}
          />
        </ExplorerIsland>
      )}
    </>
  );
}
