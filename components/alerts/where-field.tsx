"use client";

import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { useI18n, useLanguageFacts } from "@/components/i18n/language-context";
import { insideFollowArea } from "@/lib/alerts/area";
import { alertsApi, roundPoint, type Point } from "@/lib/alerts/browser";
import type { MapTiles } from "@/lib/map/tiles";
import { FieldsetError, legendClass } from "./follow-choices";
import { coordinateValues } from "./follow-text";

// Leaflet loads only when the visitor opens the map (it is most of the map's weight).
const PointPickerMap = dynamic(() => import("@/components/forms/point-picker-map"), { ssr: false, loading: MapLoading });

function MapLoading() {
  const i18n = useI18n();
  return (
    <p role="status" className="flex h-64 items-center justify-center bg-neutral-100 text-neutral-700">
      {i18n._("Loading map…")}
    </p>
  );
}

export type ChosenPoint = Point & { label: string };

type Props = {
  value: ChosenPoint | null;
  onChange: (point: ChosenPoint) => void;
  tiles: MapTiles;
  radiusMiles: number;
  /** A message for the field (nothing chosen, or the server refused the point). */
  error?: string | null;
  /** The id the panel focuses when this field is what to fix. */
  inputId: string;
};

const buttonClass =
  "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg border-2 border-brand bg-white px-4 py-2 text-center font-semibold text-brand-dark hover:bg-brand-wash disabled:opacity-70";

/** "Where": my location, a ZIP code or community, or a point tapped on a small map. */
export function WhereField({ value, onChange, tiles, radiusMiles, error, inputId }: Props) {
  const i18n = useI18n();
  const { dir } = useLanguageFacts();
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [looking, setLooking] = useState(false);
  const [query, setQuery] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [showMap, setShowMap] = useState(false);
  const outside = i18n._("This point is outside Los Angeles County. Alerts cover Los Angeles County only.");

  const choose = (point: Point, label: string) => {
    const rounded = roundPoint(point);
    if (!insideFollowArea(rounded.latitude, rounded.longitude)) {
      setProblem(outside);
      return;
    }
    setProblem(null);
    onChange({ ...rounded, label });
  };

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setProblem(i18n._("This browser cannot share your location. Type a ZIP code or community instead."));
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        choose({ latitude: p.coords.latitude, longitude: p.coords.longitude }, i18n._("Your location"));
      },
      (e) => {
        setLocating(false);
        setProblem(
          e.code === e.PERMISSION_DENIED
            ? i18n._("Location access is turned off for this site. Allow it in your browser settings, or type a ZIP code or community.")
            : i18n._("We could not find your location. Try again, or type a ZIP code or community."),
        );
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  const lookUp = async () => {
    const q = query.trim();
    if (q.length < 2) {
      setProblem(i18n._("Type a 5-digit ZIP code or the name of a community."));
      return;
    }
    setLooking(true);
    const answer = await alertsApi.where(q);
    setLooking(false);
    if (answer.ok) choose(answer.data, answer.data.label);
    else if (answer.status === 404) setProblem(i18n._("We do not know this ZIP code or community in Los Angeles County. Check it, or tap the map."));
    else if (answer.status === 400) setProblem(i18n._("Type a 5-digit ZIP code or the name of a community."));
    else setProblem(i18n._("We could not look this up right now. Try again, or tap the map."));
  };

  const shown = problem ?? error ?? null;
  return (
    <fieldset aria-describedby={`${id}-error`} className="min-w-0 space-y-3">
      <legend className={legendClass}>{i18n._("Which area?")}</legend>
      <button type="button" onClick={locate} disabled={locating} className={`${buttonClass} mt-2`}>
        {locating ? i18n._("Finding your location…") : i18n._("Use my location")}
      </button>

      <div>
        <label htmlFor={inputId} className="block font-semibold text-ink">
          {i18n._("Or type a ZIP code or community")}
        </label>
        <p id={`${id}-hint`} className="text-sm text-neutral-700">
          {i18n._("For example: 91001 or Altadena. Street addresses are not supported.")}
        </p>
        <div className="mt-1 flex gap-2">
          <input
            id={inputId}
            type="text"
            dir="auto"
            value={query}
            maxLength={60}
            autoComplete="postal-code"
            enterKeyHint="search"
            aria-invalid={!!shown}
            aria-describedby={`${id}-hint ${id}-error`}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              // Enter looks the place up; it must not send the whole form.
              if (e.key === "Enter") {
                e.preventDefault();
                void lookUp();
              }
            }}
            className="min-h-12 w-0 min-w-0 flex-1 rounded-lg border border-neutral-400 bg-white px-3 text-base aria-[invalid=true]:border-danger focus:border-brand focus:outline-2 focus:outline-brand"
          />
          <button
            type="button"
            onClick={() => void lookUp()}
            disabled={looking}
            className="min-h-12 shrink-0 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
          >
            {looking ? i18n._("Looking…") : i18n._("Find")}
          </button>
        </div>
      </div>

      <div>
        <button type="button" aria-expanded={showMap} onClick={() => setShowMap((s) => !s)} className={buttonClass}>
          {i18n._("Tap the map to choose a point")}
        </button>
        {showMap && (
          <div className="mt-2 overflow-hidden rounded-lg border border-neutral-300">
            <PointPickerMap tiles={tiles} value={value} radiusMiles={radiusMiles} zoom={12} onPick={(p) => choose(p, i18n._("Point on the map"))} />
          </div>
        )}
      </div>

      <FieldsetError id={`${id}-error`} error={shown} />

      {value && (
        <div role="status" data-testid="chosen-point" className="rounded-lg border-s-4 border-brand bg-brand-wash p-3">
          {/* A place name or ZIP code as written (proper nouns), or the panel's own words. */}
          <p className="font-semibold text-ink">
            <bdi>{value.label}</bdi>
          </p>
          <p className="text-sm text-neutral-800">{i18n._("Point chosen: {latitude}, {longitude}", coordinateValues(value, dir))}</p>
          <p className="mt-1 text-sm text-neutral-700">{i18n._("We store this point only to about 100 m (300 ft), and never show it to anyone.")}</p>
        </div>
      )}
    </fieldset>
  );
}
