"use client";

import { useState } from "react";
import { useLanguageFacts, useI18n } from "@/components/i18n/language-context";
import { PlaceCard } from "@/components/places/place-card";
import { PLACES } from "@/lib/places/settings";
import type { RankedPlace } from "@/lib/places/filters";
import type { PlaceHazard } from "@/lib/hazards/payload";
import { SourceLine, type LayerSource } from "./hazard-popups";

type Props = {
  ranked: RankedPlace[];
  /** How many places match: more than `ranked` holds while the map's data is still loading. */
  total: number;
  /** Asks for the rest of the places (the first screenful came with the page). */
  onShowMore: () => void;
  now: Date;
  selectedId: string | null;
  reportedIds: string[];
  /** Places inside an evacuation zone, by id (their cards say so first). */
  hazards: Record<string, PlaceHazard>;
  /** The zones' copy (source, time), once the hazard layers have loaded: said under each warning. */
  zones?: LayerSource;
  onShowOnMap: (id: string) => void;
  /** What the visitor searched for: when it finds nothing, the list says so and offers to clear it. */
  query?: string;
  onClearSearch?: () => void;
};

/** The list view: the same results as the map, in reading order, for keyboards and screen readers. */
export function PlaceList({ ranked, total, onShowMore, now, selectedId, reportedIds, hazards, zones, onShowOnMap, query = "", onClearSearch }: Props) {
  const i18n = useI18n();
  const facts = useLanguageFacts();
  const [shown, setShown] = useState<number>(PLACES.listPageSize);
  // The selected place is always rendered, even when it sits beyond the first page.
  const selectedIndex = ranked.findIndex((r) => r.place.id === selectedId);
  const visible = ranked.slice(0, Math.max(shown, selectedIndex + 1));

  if (ranked.length === 0 && query.trim() && onClearSearch) {
    // The search is what found nothing (whatever the other filters): say so, with the words typed.
    return (
      <div role="status" data-i18n="curated" data-testid="search-empty" className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4 text-neutral-800">
        <p>
          {i18n._("No places found for your search:")}{" "}
          <q dir="auto" translate="no" data-i18n="typed" className="font-semibold text-ink">
            {query.trim()}
          </q>
        </p>
        <p>{i18n._("Try another word, or clear the search. For help finding services, dial 2-1-1.")}</p>
        <button
          type="button"
          onClick={onClearSearch}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand px-4 font-semibold text-brand-dark hover:bg-brand-wash"
        >
          {i18n._("Clear search")}
        </button>
      </div>
    );
  }

  if (ranked.length === 0) {
    return (
      <p role="status" data-i18n="curated" className="rounded-lg border border-neutral-200 bg-white p-4 text-neutral-800">
        {i18n._("No places match these filters. Try removing a filter, or dial 2-1-1 for help finding services.")}
      </p>
    );
  }

  return (
    <div>
      <ol aria-label={i18n._("Places")} data-i18n="curated" className="space-y-3" data-testid="place-list">
        {visible.map(({ place, distanceKm }) => (
          <li
            key={place.id}
            id={`place-card-${place.id}`}
            data-place-id={place.id}
            data-place-kind={place.kind}
            data-status={place.status}
            data-hazard={hazards[place.id]?.status}
            aria-current={place.id === selectedId ? "true" : undefined}
            className="scroll-mt-20 rounded-xl border border-neutral-200 bg-white px-4 py-3 shadow-sm aria-[current]:border-brand aria-[current]:ring-2 aria-[current]:ring-brand"
          >
            <PlaceCard
              place={place}
              now={now}
              distanceKm={distanceKm}
              i18n={i18n}
              facts={facts}
              reported={reportedIds.includes(place.id)}
              hazard={hazards[place.id]}
              hazardSource={zones && <SourceLine layer={zones} now={now} />}
              compact
              actions={
                <button
                  type="button"
                  onClick={() => onShowOnMap(place.id)}
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline underline-offset-2"
                >
                  {i18n._("Show on map")}
                </button>
              }
            />
          </li>
        ))}
      </ol>
      {visible.length < total && (
        <button
          type="button"
          data-i18n="curated"
          onClick={() => {
            onShowMore();
            // One page more than is shown: taps made while the rest is still loading do not pile up.
            setShown(visible.length + PLACES.listPageSize);
          }}
          className="mt-4 w-full rounded-lg border border-brand py-3 font-semibold text-brand-dark hover:bg-brand-wash"
        >
          {i18n._("Show more ({count} more)", { count: total - visible.length })}
        </button>
      )}
    </div>
  );
}
