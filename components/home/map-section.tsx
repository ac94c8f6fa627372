import { Link } from "@/components/i18n/link";
import { Suspense } from "react";
import { LazyPlaceExplorer as PlaceExplorer } from "@/components/map/lazy-place-explorer";
import { DataUnavailable, DetailsInEnglish, LastUpdated, SampleDataNotice } from "@/components/places/data-notices";
import { NAV } from "@/lib/config";
import { siteContent } from "@/lib/content";
import { getLanguage, getT } from "@/lib/i18n/server";
import { parseFilters } from "@/lib/places/filters";
import { NEAR_PARAM } from "@/lib/places/needs";
import { mapTiles } from "@/lib/map-tiles";
import { loadPlaces } from "@/lib/places/queries";

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The map section. Its heading and lead are sent in the first part of the response (they are the
 * largest text on a phone's first screen); the places stream in behind them.
 */
export async function MapSection({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getT();
  const { map } = siteContent(await getLanguage()).home;
  return (
    <section id={NAV.mapId} aria-labelledby="map-title" data-i18n="curated" className="scroll-mt-16 bg-neutral-50 px-4 py-10">
      <div className="mx-auto max-w-6xl space-y-4">
        <header className="space-y-2">
          <h2 id="map-title" className="text-3xl font-bold text-ink">
            {map.title}
          </h2>
          <p className="max-w-2xl text-lg leading-relaxed text-neutral-700">{map.lead}</p>
          <p>
            <Link href="/suggest" className="font-semibold text-brand-dark underline underline-offset-2">
              {t("Missing a place? Add it to the map.")}
            </Link>
          </p>
        </header>
        <Suspense fallback={<MapPlacesSkeleton />}>
          <MapPlaces searchParams={searchParams} />
        </Suspense>
      </div>
    </section>
  );
}

/** Reads the places, then hands them to the interactive explorer. */
async function MapPlaces({ searchParams: params }: { searchParams: Promise<SearchParams> }) {
  const language = await getLanguage();
  const { map } = siteContent(language).home;
  const searchParams = await params;
  const result = await loadPlaces(language);
  const requested = first(searchParams.place);
  const selected = result.ok && requested ? result.places.find((p) => p.id === requested) : undefined;

  return (
    <>
      {result.ok && <LastUpdated at={result.lastUpdated} />}
      {!result.ok && <DataUnavailable />}
      {result.ok && result.hasSample && <SampleDataNotice />}
      {result.ok && result.untranslated && <DetailsInEnglish />}
      {requested && result.ok && !selected && (
        <p role="alert" className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-amber-950">
          {map.unknownPlace}
        </p>
      )}
      {result.ok && (
        <PlaceExplorer
          places={result.places}
          reportedIds={result.reportedIds}
          initialFilters={parseFilters(searchParams)}
          initialSelectedId={selected?.id ?? null}
          initialView={first(searchParams.view) === "list" || selected ? "list" : "map"}
          initialNear={first(searchParams[NEAR_PARAM]) === "1"}
          serverNow={new Date().toISOString()}
          tiles={mapTiles}
        />
      )}
    </>
  );
}

async function MapPlacesSkeleton() {
  const t = await getT();
  return (
    <>
      <p role="status" className="text-neutral-700">
        {t("Loading places…")}
      </p>
      <div className="h-[60vh] animate-pulse rounded-xl bg-neutral-200" />
    </>
  );
}
