import Link from "next/link";
import { PlaceExplorer } from "@/components/map/place-explorer";
import { DataUnavailable, LastUpdated, SampleDataNotice } from "@/components/places/data-notices";
import { NAV } from "@/lib/config";
import { HOME } from "@/lib/content/home";
import { getT } from "@/lib/i18n/server";
import { parseFilters } from "@/lib/places/filters";
import { loadPlaces } from "@/lib/places/queries";

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The map section: reads the places, then hands them to the interactive explorer. */
export async function MapSection({ searchParams }: { searchParams: SearchParams }) {
  const t = await getT();
  const { map } = HOME;
  const result = await loadPlaces();
  const requested = first(searchParams.place);
  const selected = result.ok && requested ? result.places.find((p) => p.id === requested) : undefined;

  return (
    <section id={NAV.mapId} aria-labelledby="map-title" data-i18n="curated" className="scroll-mt-16 bg-neutral-50 px-4 py-10">
      <div className="mx-auto max-w-6xl space-y-4">
        <header className="space-y-2">
          <h2 id="map-title" className="text-3xl font-bold text-ink">
            {t(map.title)}
          </h2>
          <p className="max-w-2xl text-lg leading-relaxed text-neutral-700">{t(map.lead)}</p>
          {result.ok && <LastUpdated at={result.lastUpdated} />}
          <p>
            <Link href="/suggest" className="font-semibold text-brand-dark underline underline-offset-2">
              {t("Missing a place? Add it to the map.")}
            </Link>
          </p>
        </header>
        {!result.ok && <DataUnavailable />}
        {result.ok && result.hasSample && <SampleDataNotice />}
        {requested && result.ok && !selected && (
          <p role="alert" className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-amber-950">
            {t(map.unknownPlace)}
          </p>
        )}
        {result.ok && (
          <PlaceExplorer
            places={result.places}
            reportedIds={result.reportedIds}
            initialFilters={parseFilters(searchParams)}
            initialSelectedId={selected?.id ?? null}
            initialView={first(searchParams.view) === "list" || selected ? "list" : "map"}
            serverNow={new Date().toISOString()}
          />
        )}
      </div>
    </section>
  );
}

export async function MapSectionSkeleton() {
  const t = await getT();
  return (
    <section id={NAV.mapId} aria-labelledby="map-title" className="scroll-mt-16 bg-neutral-50 px-4 py-10">
      <div className="mx-auto max-w-6xl space-y-4">
        <h2 id="map-title" className="text-3xl font-bold text-ink">
          {t(HOME.map.title)}
        </h2>
        <p role="status" className="text-neutral-700">
          {t("Loading places…")}
        </p>
        <div className="h-[60vh] animate-pulse rounded-xl bg-neutral-200" />
      </div>
    </section>
  );
}
