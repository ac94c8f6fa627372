"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { useI18n, useLanguageFacts } from "@/components/i18n/language-context";
import { GEO_MESSAGES, useGeolocation } from "@/components/map/use-geolocation";
import { nameComparer } from "@/lib/i18n/browser-locale-data";
import { msg } from "@/lib/i18n/msg";
import { areaName, parseAreaId, type AreaId } from "@/lib/places/areas";
import { laTime } from "@/lib/places/clock";
import { distanceKm, formatDistance } from "@/lib/places/geo";
import type { Weekday } from "@/lib/places/types";

/** What the filters need to know of an entry; its card is rendered by the server. */
export type ListingEntry = {
  id: string;
  area: AreaId | null;
  /** Among its needs is an urgent one (donation needs). */
  urgent: boolean;
  /** The weekdays it has a shift on (volunteer opportunities). */
  shiftDays: Weekday[];
  lat: number;
  lng: number;
  /** 0 when available; full and closed entries stay after available ones, nearest first or not. */
  statusRank: number;
};

/** The second filter beside the area: the one that matters on that page. */
export type ListingToggle = "urgent" | "today";

type Props = {
  entries: ListingEntry[];
  /** Each entry's server-rendered card, by id. */
  cards: Record<string, React.ReactNode>;
  toggle: ListingToggle;
  /** About the data as a whole (sample, last updated): between the filters and the entries. */
  notices?: React.ReactNode;
};

const TOGGLE_LABELS = { urgent: msg(/*i18n*/ "Urgent needs only"), today: msg(/*i18n*/ "Shifts today") } as const;
/** URL parameters: a filtered list can be shared and survives a reload. */
const PARAM = { area: "area", urgent: "urgent", today: "today" } as const;
/** The <select> value for entries farther than any area's centre. */
const ELSEWHERE = "elsewhere";
/** Here, location is a way to sort: there is no search box to fall back on, the area picker is. */
const LISTING_GEO_MESSAGES: Record<string, string> = {
  [GEO_MESSAGES.denied]: msg(
    /*i18n*/ "Location access is turned off for this site, so we cannot sort by distance. Choose your area instead, or allow location in your browser settings.",
  ),
  [GEO_MESSAGES.unavailable]: msg(/*i18n*/ "We could not find your location. Try again, or choose your area."),
  [GEO_MESSAGES.unsupported]: msg(/*i18n*/ "This browser cannot share your location. Choose your area instead."),
};

const control = "min-h-11 rounded-lg border border-neutral-400 bg-white px-3 text-base text-ink";
const chip = "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm font-medium select-none";

/**
 * The live needs or opportunities, filterable by area and by what is urgent (or on today), nearest
 * first once the visitor shares their location. The first render is the server's order and every
 * entry, so the server HTML is complete and nothing moves until the visitor (or a shared link's
 * filters) asks.
 */
export function ListingFilters({ entries, cards, toggle, notices }: Props) {
  const i18n = useI18n();
  // The communities in the page's language where they have a name of their own.
  const { communities, locale } = useLanguageFacts();
  const [area, setArea] = useState<AreaId | typeof ELSEWHERE | "">("");
  const [toggled, setToggled] = useState(false);
  const [today, setToday] = useState<Weekday | null>(null);
  const areaSelect = useRef<HTMLSelectElement>(null);
  const geo = useGeolocation();
  const origin = geo.state.status === "located" ? geo.state.position : null;

  const writeUrl = (nextArea: string, nextToggled: boolean) => {
    const params = new URLSearchParams(window.location.search);
    if (nextArea) params.set(PARAM.area, nextArea);
    else params.delete(PARAM.area);
    if (nextToggled) params.set(PARAM[toggle], "1");
    else params.delete(PARAM[toggle]);
    const query = params.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`);
  };

  const areaCounts = useMemo(() => {
    const counts = new Map<AreaId | typeof ELSEWHERE, number>();
    for (const e of entries) counts.set(e.area ?? ELSEWHERE, (counts.get(e.area ?? ELSEWHERE) ?? 0) + 1);
    return counts;
  }, [entries]);

  // A shared link's filters apply after hydration (the server page is the same for every link).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromUrl = params.get(PARAM.area);
    /* eslint-disable react-hooks/set-state-in-effect -- reading the address bar once, after hydration */
    const linked = fromUrl === ELSEWHERE ? ELSEWHERE : parseAreaId(fromUrl);
    // An old link to an area with nothing listed today would show an empty list under "All areas".
    setArea(linked && areaCounts.has(linked) ? linked : "");
    setToggled(params.get(PARAM[toggle]) === "1");
    setToday(laTime(new Date()).day);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [toggle, areaCounts]);

  const shown = useMemo(() => {
    const matching = entries.filter(
      (e) =>
        (!area || (e.area ?? ELSEWHERE) === area) &&
        (!toggled || (toggle === "urgent" ? e.urgent : today !== null && e.shiftDays.includes(today))),
    );
    if (!origin) return matching.map((e) => ({ entry: e, km: null }));
    return matching
      .map((e) => ({ entry: e, km: distanceKm(origin, { lat: e.lat, lng: e.lng }) }))
      .sort((a, b) => a.entry.statusRank - b.entry.statusRank || a.km - b.km);
  }, [entries, area, toggled, toggle, today, origin]);

  const geoMessage = geo.state.status === "denied" || geo.state.status === "unavailable" ? geo.state.message : null;
  // The same order on the server and in the browser (Chromium has no Armenian or Khmer collation).
  const byName = nameComparer(locale);
  const areas = [...areaCounts.keys()].filter((k): k is AreaId => k !== ELSEWHERE).sort((a, b) => byName(areaName(a, communities), areaName(b, communities)));

  return (
    // Curated text (the controls and the count): the DOM translator leaves it alone; the cards mark their database text.
    <div className="space-y-3" data-testid="listing" data-i18n="curated">
      {/* Two rows on a phone: the area, then the toggle beside "Near me". */}
      <div role="group" aria-label={i18n._("Filter the list")} className="flex flex-wrap items-end gap-2 rounded-xl bg-neutral-100 p-3">
        <label className="flex basis-full flex-col text-sm font-semibold text-ink sm:basis-auto">
          {i18n._("Area")}
          <select
            ref={areaSelect}
            value={area}
            onChange={(e) => {
              const next = e.target.value as AreaId | typeof ELSEWHERE | "";
              setArea(next);
              writeUrl(next, toggled);
            }}
            className={`${control} mt-1 font-normal`}
          >
            <option value="">{i18n._("All areas ({count})", { count: entries.length })}</option>
            {areas.map((id) => (
              <option key={id} value={id} translate="no">
                {i18n._("{area} ({count})", { area: areaName(id, communities), count: areaCounts.get(id) ?? 0 })}
              </option>
            ))}
            {areaCounts.has(ELSEWHERE) && <option value={ELSEWHERE}>{i18n._("Elsewhere ({count})", { count: areaCounts.get(ELSEWHERE) ?? 0 })}</option>}
          </select>
        </label>
        <label className={`${chip} ${toggled ? "border-brand bg-brand-wash text-brand-dark" : "border-neutral-300 bg-white text-neutral-800"}`}>
          <input
            type="checkbox"
            className="h-4 w-4 accent-[#15803d]"
            checked={toggled}
            onChange={() => {
              // Today as of the tap: a page left open overnight filters on the right day.
              setToday(laTime(new Date()).day);
              setToggled(!toggled);
              writeUrl(area, !toggled);
            }}
          />
          {i18n._(TOGGLE_LABELS[toggle])}
        </label>
        <button
          type="button"
          onClick={geo.locate}
          aria-pressed={origin !== null}
          disabled={geo.state.status === "locating"}
          className="inline-flex min-h-11 items-center rounded-lg bg-ink px-4 font-semibold text-white hover:bg-neutral-800 disabled:opacity-70"
        >
          {geo.state.status === "locating" ? i18n._("Finding you…") : origin ? i18n._("Nearest first ✓") : i18n._("Near me")}
        </button>
      </div>
      {geoMessage && (
        <p role="alert" className="rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
          {i18n._(LISTING_GEO_MESSAGES[geoMessage] ?? geoMessage)}
        </p>
      )}
      {notices}
      <p role="status" aria-live="polite" className="text-sm font-medium text-neutral-800" data-testid="listing-count">
        {origin
          ? i18n._("Showing {count} of {total}, nearest first", { count: shown.length, total: entries.length })
          : i18n._("Showing {count} of {total}", { count: shown.length, total: entries.length })}
      </p>
      {shown.length === 0 ? (
        <div className="rounded-lg border border-neutral-200 p-4">
          <p>{i18n._("Nothing here matches these filters.")}</p>
          <button
            type="button"
            onClick={() => {
              setArea("");
              setToggled(false);
              writeUrl("", false);
              // This button goes away with the empty message: keep the keyboard where the filters are.
              areaSelect.current?.focus();
            }}
            className="mt-2 font-semibold text-brand-dark underline underline-offset-2"
          >
            {i18n._("Show all")}
          </button>
        </div>
      ) : (
        <ul className="space-y-3">
          {shown.map(({ entry, km }) => (
            <li key={entry.id} data-place-id={entry.id} data-area={entry.area ?? ELSEWHERE} data-status-rank={entry.statusRank} className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
              {km !== null && (
                <p className="mb-1 text-sm font-semibold text-brand-dark" data-testid="listing-distance">
                  {i18n._("{distance} away", { distance: formatDistance(km, i18n) })}
                </p>
              )}
              {cards[entry.id]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
