"use client";

import { useEffect, useRef, useState } from "react";
import { NAV } from "@/lib/nav/settings";
import { CATEGORIES, CATEGORY_LABELS, KIND_LABELS, PLACE_KINDS, type Category, type PlaceKind } from "@/lib/places/types";
import { FILTER_AMENITIES } from "@/lib/places/amenities";
import type { PlaceFilters } from "@/lib/places/filters";
import { useI18n } from "@/components/i18n/language-context";
import { msg } from "@/lib/i18n/msg";
import { KIND_STYLE } from "./kind-style";

type Props = {
  filters: PlaceFilters;
  onChange: (next: PlaceFilters) => void;
  onReset: () => void;
  activeCount: number;
};

const chip = "inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm font-medium select-none";
const on = "border-brand bg-brand-wash text-brand-dark";
const off = "border-neutral-300 bg-white text-neutral-800";

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** The "Can I go?" row: where a chosen need scrolls to, so its results start right below. */
export const REFINE_ID = NAV.refineId;

const ELIGIBILITY = [["openNow", msg(/*i18n*/ "Open now")] as const, ...FILTER_AMENITIES.filter((a) => a.filter.row === "eligibility").map((a) => [a.filter.key, a.label] as const)];
const OFFERS = FILTER_AMENITIES.filter((a) => a.filter.row === "offers");

/** Search, layers (kinds), categories and "can I go?" filters. Every control is a real form control. */
export function FilterBar({ filters, onChange, onReset, activeCount }: Props) {
  // On phones the category filters fold away so the map stays near the top.
  const i18n = useI18n();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreActive = filters.categories.length + OFFERS.filter((a) => filters[a.filter.key]).length;
  const search = useRef<HTMLInputElement>(null);
  // On a slow phone people start typing before the page's code has run. React keeps what they
  // typed on screen but not in the filters, and the next render would wipe it: adopt it once.
  useEffect(() => {
    const typed = search.current?.value ?? "";
    if (typed !== filters.q) onChange({ ...filters, q: typed });
    // Only what was typed before this first render matters; later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="place-search" className="block text-sm font-semibold text-ink">
          {i18n._("Search")}
        </label>
        <input
          ref={search}
          id="place-search"
          type="search"
          value={filters.q}
          onChange={(e) => onChange({ ...filters, q: e.target.value })}
          placeholder={i18n._("Food, water, shelter, a neighbourhood…")}
          autoComplete="off"
          enterKeyHint="search"
          className="mt-1 w-full rounded-lg border border-neutral-400 px-3 py-2.5 text-base focus:border-brand focus:outline-2 focus:outline-brand"
        />
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-ink">{i18n._("Show on the map")}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {PLACE_KINDS.map((kind: PlaceKind) => {
            const checked = filters.kinds.includes(kind);
            return (
              <label key={kind} className={`${chip} ${checked ? on : off}`}>
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-[#15803d]"
                  checked={checked}
                  onChange={() => {
                    const kinds = toggle(filters.kinds, kind);
                    // Turning every layer off would show nothing: treat it as "all".
                    onChange({ ...filters, kinds: kinds.length ? kinds : [...PLACE_KINDS] });
                  }}
                />
                <span aria-hidden="true" className="h-3 w-3 rounded-full" style={{ background: KIND_STYLE[kind].color }} />
                {i18n._(KIND_LABELS[kind])}
              </label>
            );
          })}
        </div>
      </fieldset>

      <button
        type="button"
        aria-expanded={moreOpen}
        aria-controls="more-filters"
        onClick={() => setMoreOpen((o) => !o)}
        className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-ink md:hidden"
      >
        {moreOpen ? i18n._("Fewer filters") : i18n._("More filters")}
        {moreActive > 0 && <span className="rounded-full bg-brand px-2 text-xs text-white">{moreActive}</span>}
      </button>

      <div id="more-filters" className={`${moreOpen ? "block" : "hidden"} space-y-3 md:block`}>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{i18n._("Category")}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {CATEGORIES.map((c: Category) => {
              const checked = filters.categories.includes(c);
              return (
                <label key={c} className={`${chip} ${checked ? on : off}`}>
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-[#15803d]"
                    checked={checked}
                    onChange={() => onChange({ ...filters, categories: toggle(filters.categories, c) })}
                  />
                  {i18n._(CATEGORY_LABELS[c])}
                </label>
              );
            })}
          </div>
        </fieldset>
        {OFFERS.length > 0 && (
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{i18n._("Amenities")}</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {OFFERS.map(({ filter, label }) => (
                <label key={filter.key} className={`${chip} ${filters[filter.key] ? on : off}`}>
                  <input type="checkbox" className="h-4 w-4 accent-[#15803d]" checked={filters[filter.key]} onChange={() => onChange({ ...filters, [filter.key]: !filters[filter.key] })} />
                  {i18n._(label)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </div>

      {/* Always in view, right above the results: after choosing a need, "takes pets" is one tap. */}
      <fieldset id={REFINE_ID} className="scroll-mt-16">
        <legend className="text-sm font-semibold text-ink">{i18n._("Can I go?")}</legend>
        {/* Two columns on a phone: long labels (Spanish) wrap inside their chip instead of taking a row each. */}
        <div className="mt-1 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {ELIGIBILITY.map(([key, label]) => (
            <label key={key} className={`${chip} py-1 leading-tight ${filters[key] ? on : off}`}>
              <input type="checkbox" className="h-4 w-4 accent-[#15803d]" checked={filters[key]} onChange={() => onChange({ ...filters, [key]: !filters[key] })} />
              {i18n._(label)}
            </label>
          ))}
        </div>
      </fieldset>

      {activeCount > 0 && (
        <button type="button" onClick={onReset} className="text-sm font-semibold text-brand-dark underline underline-offset-2">
          {i18n._("Clear all filters ({count})", { count: activeCount })}
        </button>
      )}
    </div>
  );
}
