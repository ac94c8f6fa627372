import { Link } from "@/components/i18n/link";
import { NAV, PLACES } from "@/lib/config";
import { getLanguage, getT } from "@/lib/i18n/server";
import { filtersToParams, DEFAULT_FILTERS, rankPlaces, statusRank } from "@/lib/places/filters";
import { loadPlaces } from "@/lib/places/queries";
import type { LocalizedPlace, Place, PlaceKind } from "@/lib/places/types";
import { DataUnavailable, DetailsInEnglish, LastUpdated, SampleDataNotice } from "./data-notices";
import { DynamicRegion } from "@/components/i18n/dynamic-region";
import { PlaceCard } from "./place-card";

type Props = {
  kind: PlaceKind;
  title: string;
  intro: string;
  empty: string;
  mapLinkLabel: string;
  /** Order in which the entries are listed (e.g. most urgent needs first); ties keep the usual order (rankPlaces). */
  order?: (a: LocalizedPlace, b: LocalizedPlace) => number;
};

/** A server-rendered list of one kind of place, with a link to the map filtered to that kind. */
export async function KindListing({ kind, title, intro, empty, mapLinkLabel, order }: Props) {
  const [t, language] = await Promise.all([getT(), getLanguage()]);
  const result = await loadPlaces(language, [kind]);
  const mapHref = `/?${filtersToParams({ ...DEFAULT_FILTERS, kinds: [kind] })}#${NAV.mapId}`;
  const now = new Date();

  return (
    <section aria-labelledby={`${kind}-listing`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${kind}-listing`} className="text-2xl font-bold text-ink sm:text-3xl">
          {t(title)}
        </h2>
        <Link href={mapHref} className="font-semibold text-brand-dark underline underline-offset-2">
          {t(mapLinkLabel)}
        </Link>
      </div>
      <p className="leading-relaxed text-neutral-800">{t(intro)}</p>
      {!result.ok && <DataUnavailable />}
      {result.ok && (
        <>
          <LastUpdated at={result.lastUpdated} />
          {result.hasSample && <SampleDataNotice />}
          {result.untranslated && <DetailsInEnglish />}
          {result.places.length === 0 ? (
            <p className="rounded-lg border border-neutral-200 p-4">{t(empty)}</p>
          ) : (
            <DynamicRegion>
              <ul className="space-y-3">
                {rankPlaces(result.places, null, now)
                  .map((r) => r.place)
                  .sort(order ?? (() => 0))
                  .slice(0, PLACES.listingMax)
                  .map((place) => (
                    <li key={place.id} className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
                      <PlaceCard place={place} now={now} t={t} language={language} reported={result.reportedIds.includes(place.id)} />
                    </li>
                  ))}
              </ul>
              {result.places.length > PLACES.listingMax && (
                <p>
                  <Link href={mapHref} className="font-semibold text-brand-dark underline underline-offset-2">
                    {t("See all {count} on the map", { count: result.places.length })}
                  </Link>
                </p>
              )}
            </DynamicRegion>
          )}
        </>
      )}
    </section>
  );
}

const URGENCY_RANK = { high: 0, medium: 1, low: 2 } as const;

/** Donation sites with urgent needs first, among those that can take donations (full and closed ones after). */
export function byUrgency(a: Place, b: Place): number {
  const top = (p: Place) => Math.min(3, ...p.itemsNeeded.map((i) => URGENCY_RANK[i.urgency]));
  return statusRank(a) - statusRank(b) || top(a) - top(b);
}
