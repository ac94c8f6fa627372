import type { PlaceHazard, WarningStatus } from "@/lib/hazards/payload";
import { HAZARD_VIEW } from "@/lib/hazards/payload";
import { msg } from "@/lib/i18n/msg";
import type { Translator } from "@/lib/i18n/translator";

/**
 * What a place inside an evacuation zone says first, whole sentences reviewed in every language
 * (lib/i18n/messages). The words follow LA County's own: an order means leave now, a warning means
 * be ready to leave. Never softened, never "safe".
 */
export const PLACE_HAZARD_TEXT: Record<WarningStatus, string> = {
  order: msg(/*i18n*/ "Evacuation order for this area: do not go here."),
  shelter_in_place: msg(/*i18n*/ "Shelter-in-place order for this area: do not travel here."),
  warning: msg(/*i18n*/ "Evacuation warning for this area: be ready to leave, and check the official alerts before you go."),
};

/** Red for orders, amber for a warning: with the words and the symbol, never colour alone. */
const STYLE: Record<WarningStatus, string> = {
  order: "border-danger bg-danger-wash text-danger",
  shelter_in_place: "border-danger bg-danger-wash text-danger",
  warning: "border-amber-600 bg-amber-50 text-amber-950",
};

/**
 * The warning on a place's card and its map pop-up. Server and client components pass their own
 * translate function. The zone's name and its publisher are names: kept as written.
 */
export function PlaceHazardWarning({ hazard, i18n, compact = false, children }: { hazard: PlaceHazard; i18n: Translator; compact?: boolean; children?: React.ReactNode }) {
  return (
    <div role="note" data-testid="hazard-warning" data-status={hazard.status} className={`rounded-md border-s-4 px-3 py-2 ${STYLE[hazard.status]} ${compact ? "text-xs" : "text-sm"}`}>
      <p className="font-bold">
        <span aria-hidden="true">⚠ </span>
        {i18n._(PLACE_HAZARD_TEXT[hazard.status])}
      </p>
      <p className="mt-0.5 text-neutral-900">
        {/* With the zones' copy at hand, its line below names the source with the time. */}
        {children ? i18n._("Zone: {zone}.", { zone: hazard.zone }) : i18n._("Zone: {zone}. Source: {source}.", { zone: hazard.zone, source: hazard.source })}
      </p>
      {/* Where the zones' copy is at hand (the map's list): when it was fetched, and whether it is out of date. */}
      {children}
      <p className="mt-0.5">
        {/* The whole sentence is the link: no sentence cut around it in any language. */}
        <a href={HAZARD_VIEW.alertsUrl} rel="noopener noreferrer" className="font-semibold underline underline-offset-2">
          {i18n._("Check the official alerts at ready.lacounty.gov before you go.")}
        </a>
      </p>
    </div>
  );
}
