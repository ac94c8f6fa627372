"use client";

import { isStale, type ServedHazardLayer, type WarningStatus } from "@/lib/hazards/payload";
import type { IncidentFeature, PerimeterFeature, ZoneFeature } from "@/lib/hazards/types";
import { formatDateTime } from "@/lib/places/clock";
import { useLanguageFacts, useI18n } from "@/components/i18n/language-context";
import type { ClientFacts } from "@/lib/i18n/facts";
import { SAMPLE_SOURCE } from "@/lib/hazards/sample-source";
import { ZONE_STYLE } from "./hazard-style";
import { FireGlyph, ZoneSwatch } from "./hazard-swatch";

// What a tap on a zone, a perimeter or a fire shows: plain components, rendered inside Leaflet's
// popups by hazard-layers.tsx and testable outside it.

/** Where a feature comes from and how old the copy is. */
export type LayerSource = Pick<ServedHazardLayer, "source" | "fetchedAt" | "sample">;

/** A moment in Los Angeles time, or null for a missing or unreadable one (never "Invalid Date"). */
export function formatWhen(iso: string | null, facts: Pick<ClientFacts, "date" | "clock">): string | null {
  return iso && Number.isFinite(Date.parse(iso)) ? formatDateTime(iso, facts) : null;
}

/** Whole acres, except a small fire's tenths (0.4 acres, not 0). */
export function roundAcres(acres: number): number {
  return acres >= 10 ? Math.round(acres) : Math.round(acres * 10) / 10;
}

export function StaleBadge() {
  const i18n = useI18n();
  return <span className="inline-block rounded bg-neutral-900 px-1.5 py-0.5 text-xs font-bold text-white">{i18n._("Out of date")}</span>;
}

export function SampleNote() {
  const i18n = useI18n();
  return (
    <p className="rounded border-2 border-dashed border-amber-500 bg-amber-50 px-2 py-1 text-sm font-bold text-amber-950" data-testid="hazard-sample">
      {i18n._("Sample — not a real fire or evacuation order")}
    </p>
  );
}

/** "From CAL FIRE, updated …", and whether that copy is out of date. */
export function SourceLine({ layer, now, className = "text-sm text-neutral-700" }: { layer: LayerSource; now: Date; className?: string }) {
  const i18n = useI18n();
  const facts = useLanguageFacts();
  return (
    <p className={className}>
      {i18n._("From {source}, updated {time}", {
        // The sample layer's source is the site's own words, in the page's language.
        source: layer.source === SAMPLE_SOURCE ? i18n._("Sample — not a real fire or evacuation order") : layer.source,
        time: formatWhen(layer.fetchedAt, facts) ?? "?",
      })}
      {isStale(layer.fetchedAt, now) && (
        <>
          {" "}
          <StaleBadge />
        </>
      )}
    </p>
  );
}

/** `sampleNoted`: a list of sample items already says so once, above them all. */
type DetailsProps<K extends string, F> = { [key in K]: F } & { layer: LayerSource; now: Date; sampleNoted?: boolean };

function Details({ sample, children }: { sample: boolean; children: React.ReactNode }) {
  return (
    <section className="hazard-details grid gap-1" data-i18n="curated">
      {sample && <SampleNote />}
      {children}
    </section>
  );
}

export function ZoneDetails({ zone, layer, now, sampleNoted = false }: DetailsProps<"zone", ZoneFeature>) {
  const i18n = useI18n();
  const status = zone.properties.status as WarningStatus;
  return (
    <Details sample={layer.sample && !sampleNoted}>
      {/* A zone's name is its official name, as the agency writes it. */}
      <p className="text-base font-bold" translate="no">
        {zone.properties.name}
      </p>
      <p className="flex items-center gap-2 font-bold" style={{ color: ZONE_STYLE[status].color }}>
        <ZoneSwatch status={status} />
        {i18n._(ZONE_STYLE[status].label)}
      </p>
      <SourceLine layer={layer} now={now} />
    </Details>
  );
}

export function PerimeterDetails({ perimeter, layer, now, sampleNoted = false }: DetailsProps<"perimeter", PerimeterFeature>) {
  const i18n = useI18n();
  const facts = useLanguageFacts();
  const { name, acres, updated } = perimeter.properties;
  const when = formatWhen(updated, facts);
  return (
    <Details sample={layer.sample && !sampleNoted}>
      <p className="text-base font-bold" translate="no">
        {name}
      </p>
      <p className="text-sm font-semibold text-neutral-800">{i18n._("Fire perimeter")}</p>
      {acres !== null && <p>{i18n._("{acres} acres", { acres: roundAcres(acres) })}</p>}
      {when && <p>{i18n._("Perimeter updated {time}", { time: when })}</p>}
      <SourceLine layer={layer} now={now} />
    </Details>
  );
}

export function IncidentDetails({ incident, layer, now, sampleNoted = false }: DetailsProps<"incident", IncidentFeature>) {
  const i18n = useI18n();
  const facts = useLanguageFacts();
  const { name, started, updated, acres, containment, url } = incident.properties;
  const [startedAt, updatedAt] = [formatWhen(started, facts), formatWhen(updated, facts)];
  return (
    <Details sample={layer.sample && !sampleNoted}>
      <p className="text-base font-bold" translate="no">
        {name}
      </p>
      <p className="flex items-center gap-2 text-sm font-semibold text-neutral-800">
        <FireGlyph className="size-4" />
        {i18n._("Active fire")}
      </p>
      {startedAt && <p>{i18n._("Started {time}", { time: startedAt })}</p>}
      {acres !== null && <p>{i18n._("{acres} acres", { acres: roundAcres(acres) })}</p>}
      {containment !== null && <p>{i18n._("{percent}% contained", { percent: Math.round(containment) })}</p>}
      {updatedAt && <p>{i18n._("Fire details updated {time}", { time: updatedAt })}</p>}
      {url && (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-dark underline">
            {i18n._("Official incident page")}
          </a>
        </p>
      )}
      <SourceLine layer={layer} now={now} />
    </Details>
  );
}
