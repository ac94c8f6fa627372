"use client";

import { useEffect, useMemo, useRef } from "react";
import { useI18n } from "@/components/i18n/language-context";
import { HAZARD_VIEW, type ServedHazardLayer, type WarningStatus } from "@/lib/hazards/payload";
import { zonesContaining } from "@/lib/hazards/point-in-polygon";
import type { ZoneLayer } from "@/lib/hazards/types";
import { msg } from "@/lib/i18n/msg";
import type { LatLng } from "@/lib/places/geo";
import { SourceLine } from "./hazard-popups";

/** LA County's own instructions for each level, as whole sentences reviewed in every language. */
const TEXT: Record<WarningStatus, string> = {
  order: msg(/*i18n*/ "Your location appears to be inside an evacuation order zone ({zone}). Leave now, and follow official instructions."),
  shelter_in_place: msg(/*i18n*/ "Your location appears to be inside a shelter-in-place zone ({zone}). Go indoors, close doors and windows, and follow official instructions."),
  warning: msg(
    /*i18n*/ "Your location appears to be inside an evacuation warning zone ({zone}). Get ready to leave. If you need extra time to leave, or have pets or livestock, leave now.",
  ),
};

/**
 * Said at the top of the map section once the visitor's position is inside a zone under an
 * order, a shelter-in-place or a warning: what to do, the official alerts and 911. Decided in the
 * browser (the position never leaves the device), with the zones' source and age ("out of date"
 * after 30 minutes: an old copy still warns, it never reassures). Outside every zone it says nothing: the site
 * cannot know anyone is safe, so it never says so.
 */
export function LocationHazardAlert({ origin, layers, now }: { origin: LatLng | null; layers: readonly ServedHazardLayer[]; now: Date }) {
  const i18n = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const zones = layers.find((l): l is ZoneLayer & ServedHazardLayer => l.layer === "zone");
  const zone = useMemo(() => {
    if (!origin || !zones) return null;
    const inside = zonesContaining([origin.lng, origin.lat], zones.features).find((z) => z.properties.status !== "clear");
    return inside ? { status: inside.properties.status as WarningStatus, name: inside.properties.name } : null;
  }, [origin, zones]);

  // Brought into view once, when it first applies: it matters more than the list below it.
  const shown = zone !== null;
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView({ block: "start" });
  }, [shown]);

  if (!zone || !zones) return null;
  const danger = zone.status !== "warning";
  return (
    <div
      ref={ref}
      role="alert"
      data-testid="location-hazard"
      data-status={zone.status}
      data-i18n="curated"
      className={`scroll-mt-20 rounded-lg border-s-8 p-4 ${danger ? "border-danger bg-danger-wash text-danger" : "border-amber-600 bg-amber-50 text-amber-950"}`}
    >
      <p className="text-lg font-bold leading-snug">
        <span aria-hidden="true">⚠ </span>
        {i18n._(TEXT[zone.status], { zone: zone.name })}
      </p>
      {zones.sample && <p className="mt-1 font-semibold text-neutral-900">{i18n._("This is a sample zone, not a real evacuation order: the site is showing sample data.")}</p>}
      <div className="mt-1 [&_p]:text-neutral-900">
        <SourceLine layer={zones} now={now} />
      </div>
      <ul className="mt-2 flex flex-wrap gap-2">
        <li>
          <a href={HAZARD_VIEW.alertsUrl} rel="noopener noreferrer" className="inline-flex min-h-11 items-center rounded-lg bg-ink px-3 font-semibold text-white">
            {i18n._("Follow the official instructions at ready.lacounty.gov.")}
          </a>
        </li>
        <li>
          <a href="tel:911" className="inline-flex min-h-11 items-center rounded-lg bg-danger px-3 font-semibold text-white">
            {i18n._("In immediate danger? Call 911.")}
          </a>
        </li>
      </ul>
    </div>
  );
}
