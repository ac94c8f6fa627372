import { Link } from "@/components/i18n/link";
import { NAV } from "@/lib/nav/settings";
import { languageFacts } from "@/lib/i18n/catalog";
import { getLanguage, getI18n } from "@/lib/i18n/server";
import { filtersToParams, DEFAULT_FILTERS, statusRank } from "@/lib/places/filters";
import type { ListingOrder } from "@/lib/places/listing-order";
import { loadListing } from "@/lib/services/places/queries";
import type { Place, PlaceKind } from "@/lib/places/types";
import { DataUnavailable, DetailsInEnglish, LastUpdated, SampleDataNotice } from "./data-notices";
import { DynamicRegion } from "@/components/i18n/dynamic-region";
import { PlaceCard } from "./place-card";
import { ListingFilters, type ListingEntry, type ListingToggle } from "./listing-filters";
import { areaOf } from "@/lib/places/areas";
import { placeHref } from "@/lib/places/links";
import { printHref } from "@/lib/print/link";

type Props = {
  kind: PlaceKind;
  title: string;
  intro: string;
  empty: string;
  mapLinkLabel: string;
  /** Order in which the entries are listed (e.g. most urgent needs first); ties keep the usual order (rankPlaces). */
  order?: ListingOrder;
  /** The filter beside the area picker: urgent needs, or shifts today. */
  toggle: ListingToggle;
};

function entryOf(place: Place): ListingEntry {
  return {
    id: place.id,
    area: areaOf({ lat: place.latitude, lng: place.longitude }),
    urgent: place.itemsNeeded.some((i) => i.urgency === "high"),
    shiftDays: [...new Set(place.shifts.map((s) => s.day))],
    lat: place.latitude,
    lng: place.longitude,
    statusRank: statusRank(place),
  };
}

/**
 * The live entries of one kind, at the top of /donate and /volunteer: server-rendered cards that
 * the visitor can filter by area and urgency (or today) and sort nearest first, each linking to its
 * place on the map, with a link to the map filtered to that kind.
 */
export async function KindListing({ kind, title, intro, empty, mapLinkLabel, order, toggle }: Props) {
  const [i18n, language] = await Promise.all([getI18n(), getLanguage()]);
  const result = await loadListing(language, kind, order ?? "ranked");
  const mapHref = `/?${filtersToParams({ ...DEFAULT_FILTERS, kinds: [kind] })}#${NAV.mapId}`;
  const now = new Date();
  const listed = result?.listed ?? [];

  const notices = result && (
    <>
      <LastUpdated at={result.lastUpdated} />
      {result.hasSample && <SampleDataNotice />}
      {result.untranslated && <DetailsInEnglish />}
    </>
  );

  return (
    <section aria-labelledby={`${kind}-listing`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${kind}-listing`} className="text-2xl font-bold text-ink sm:text-3xl">
          {i18n._(title)}
        </h2>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <Link href={mapHref} className="font-semibold text-brand-dark underline underline-offset-2">
            {i18n._(mapLinkLabel)}
          </Link>
          <Link href={printHref({ ...DEFAULT_FILTERS, kinds: [kind] }, null)} prefetch={false} data-testid="print-link" className="font-semibold text-brand-dark underline underline-offset-2">
            {i18n._("Print or share this list")}
          </Link>
        </div>
      </div>
      <p className="leading-relaxed text-neutral-800">{i18n._(intro)}</p>
      {!result && <DataUnavailable />}
      {result && (
        <>
          {result.total === 0 ? (
            <>
              {notices}
              <p className="rounded-lg border border-neutral-200 p-4">{i18n._(empty)}</p>
            </>
          ) : (
            <DynamicRegion>
              <ListingFilters
                entries={listed.map(entryOf)}
                toggle={toggle}
                notices={notices}
                cards={Object.fromEntries(
                  listed.map((place) => [
                    place.id,
                    <PlaceCard
                      key={place.id}
                      place={place}
                      now={now}
                      i18n={i18n}
                      facts={languageFacts(language)}
                      reported={result.reportedIds.includes(place.id)}
                      hazard={result.hazards[place.id]}
                      actions={
                        <Link href={placeHref(place.id)} prefetch={false} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline underline-offset-2">
                          {i18n._("Show on map")}
                        </Link>
                      }
                    />,
                  ]),
                )}
              />
              {result.total > listed.length && (
                <p className="mt-4">
                  <Link href={mapHref} className="font-semibold text-brand-dark underline underline-offset-2">
                    {i18n._("See all {count} on the map", { count: result.total })}
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
