import { freshness } from "@/lib/places/freshness";
import { formatDistance } from "@/lib/places/geo";
import { formatTime, laTime } from "@/lib/places/clock";
import { ltrInside } from "@/lib/i18n/bidi";
import { UnbrokenNumbers } from "@/components/content/unbroken-numbers";
import { dayName, describeOpenState, openState, weeklyLines, type HoursFacts } from "@/lib/places/hours";
import { directionsHref, telHref } from "@/lib/places/links";
import type { LocalizedSummary } from "@/lib/places/summary";
import { CATEGORY_LABELS, KIND_LABEL_SINGULAR, STATUS_LABELS, type PlaceTranslation } from "@/lib/places/types";
import { msg } from "@/lib/i18n/msg";
import type { Translator } from "@/lib/i18n/translator";
import { EligibilityChips } from "./chips";
import { ShareButton } from "./share-button";
import { ReportProblem } from "@/components/forms/report-problem";
import { MoreDetails } from "./more-details";
import { DescriptionText, PlaceText } from "./place-text";
import { PlaceHazardWarning } from "./hazard-warning";
import type { PlaceHazard } from "@/lib/hazards/payload";
import { keepsPeopleOut } from "@/lib/hazards/place-flags";
import { sheltersAnimalsOnly } from "@/lib/places/audience";

/**
 * A place in full, or the map's summary of it (lib/places/summary.ts): a summary has no
 * description, which the compact card then loads when its details are opened.
 */
export type CardPlace = LocalizedSummary & { description?: string; translated?: PlaceTranslation };

type Props = {
  place: CardPlace;
  /** The instant "open now" and "verified N days ago" are judged at (server and client agree on it). */
  now: Date;
  distanceKm?: number | null;
  headingLevel?: "h2" | "h3";
  /** Server and client components each pass their own translate function and language facts. */
  i18n: Translator;
  /** The page language's clock, weekday names and writing direction. */
  facts: HoursFacts & { dir?: "ltr" | "rtl" };
  /** Extra actions (e.g. "Show on map" in the explorer). */
  actions?: React.ReactNode;
  /** Someone reported a problem that is not resolved yet. */
  reported?: boolean;
  /** The place is inside an evacuation order, shelter-in-place or warning zone: said before anything else. */
  hazard?: PlaceHazard;
  /** Said under the hazard warning: the zones' source and age, where the client has them. */
  hazardSource?: React.ReactNode;
  /**
   * The map's list: what decides whether to go (name, status, open now, distance, address, call,
   * directions) stays in view, and the rest folds under "More details", so a card is about a
   * third of a phone screen and the nearest places fit in the first view.
   */
  compact?: boolean;
};

const actionClass =
  "inline-flex min-h-11 items-center rounded-lg border border-neutral-300 px-3 text-sm font-semibold text-ink hover:border-brand hover:bg-brand-wash focus-visible:outline-2 focus-visible:outline-brand";

/** " · by <name>": the words are curated; the name is a person's or a team's, never translated. */
function VerifiedBy({ name, i18n }: { name: string; i18n: Translator }) {
  const [before = "", after = ""] = i18n._("by {name}", { name: "\u0000" }).split("\u0000");
  return (
    <>
      {" · "}
      {before}
      <span translate="no">{name}</span>
      {after}
    </>
  );
}

const URGENCY_LABELS = { high: msg(/*i18n*/ "urgent"), medium: msg(/*i18n*/ "medium"), low: msg(/*i18n*/ "low") } as const;

const URGENCY_STYLE = {
  high: "bg-danger-wash text-danger ring-danger/30",
  medium: "bg-amber-50 text-amber-900 ring-amber-300",
  low: "bg-neutral-100 text-neutral-700 ring-neutral-300",
} as const;

/** Everything a visitor needs to decide whether to go, and how. Renders on server and client. */
export function PlaceCard({ place, now, distanceKm, headingLevel: Heading = "h3", actions, reported, hazard, hazardSource, compact = false, i18n, facts }: Props) {
  const state = openState(place.hours, place.status, now);
  const fresh = freshness(place.lastVerifiedAt, now, i18n);
  const tel = telHref(place.phone);
  const unavailable = place.status !== "open";
  const lines = weeklyLines(place.hours, i18n, facts);

  const call = tel && (
    <a href={tel} className={actionClass}>
      {/* One flex item: as items of the button's flex box, the word and the number would lose the
          space between them ("Call(626)") and could not wrap, so a long word spilled out of the box. */}
      <span>
        <UnbrokenNumbers text={i18n._("Call {phone}", { phone: ltrInside(facts.dir, place.phone ?? "") })} />
      </span>
    </a>
  );
  const directions = (
    <a href={directionsHref(place)} className={actionClass} rel="noopener noreferrer">
      {i18n._("Directions")}
    </a>
  );
  const website = place.website && (
    <a href={place.website} className={actionClass} rel="noopener noreferrer">
      {i18n._("Website")}
    </a>
  );
  const signUp = place.signupUrl && (
    <a href={place.signupUrl} className={`${actionClass} border-brand bg-brand text-white hover:bg-brand-dark`} rel="noopener noreferrer">
      {i18n._("Sign up")}
    </a>
  );
  const share = <ShareButton id={place.id} name={place.name} className={actionClass} label={i18n._("Share")} />;
  const description = place.description !== undefined && <DescriptionText original={place.description} translated={place.translated?.description} />;
  const details = (
    <>
      <EligibilityChips place={place} i18n={i18n} />

      {place.itemsNeeded.length > 0 && (
        <div>
          <p className="text-sm font-semibold text-ink">{i18n._("Needed now")}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {place.itemsNeeded.map((i) => (
              <li key={i.item} className={`rounded px-2 py-0.5 text-xs font-medium ring-1 ${URGENCY_STYLE[i.urgency]}`}>
                <span data-i18n="dynamic">
                  <PlaceText original={i.item} translated={place.translated?.items?.[i.item]} />
                </span>{" "}
                <span className="font-bold">({i18n._(URGENCY_LABELS[i.urgency])})</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {place.shifts.length > 0 && (
        <div>
          <p className="text-sm font-semibold text-ink">{i18n._("Shifts")}</p>
          <ul data-field="shifts" className="mt-1 text-sm text-neutral-800">
            {place.shifts.map((s, i) => (
              <li key={i}>
                {dayName(s.day, facts)} {formatTime(s.starts, facts.clock)} – {formatTime(s.ends, facts.clock)}
              </li>
            ))}
          </ul>
        </div>
      )}

      {lines.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-brand-dark">{i18n._("Opening hours")}</summary>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-neutral-800">
            {lines.map((l) => (
              <div key={l.day} className="contents">
                <dt>{l.day}</dt>
                <dd>{l.text}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </>
  );

  // Whether to trust the entry: always in view, never folded away.
  const trust = (
    <>
      {reported && (
        <p role="note" data-testid="reported-notice" className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-950">
          {i18n._("Someone reported a problem with this entry. We are checking it: call ahead if you can.")}
        </p>
      )}
      <p className={`text-xs ${fresh.stale ? "font-semibold text-amber-900" : "text-neutral-600"}`} data-stale={fresh.stale}>
        {fresh.label}
        {place.verifiedBy && fresh.days !== null ? <VerifiedBy name={place.verifiedBy} i18n={i18n} /> : null}
        {fresh.stale ? ` · ${i18n._("This may be out of date: call ahead if you can.")}` : ""}
      </p>
    </>
  );

  return (
    <article className={compact ? "space-y-2" : "space-y-3"} aria-labelledby={`place-${place.id}`} data-i18n="curated">
      <div>
        <p data-field="kind" className="text-xs font-semibold uppercase tracking-wide text-neutral-600">
          {i18n._(KIND_LABEL_SINGULAR[place.kind])} · {i18n._(CATEGORY_LABELS[place.category])}
          {/* A space and an isolate before the badge: in Farsi and Arabic a letter joined straight
              to it took its joining form ("حیوانات" read cut), and the badge keeps its own direction. */}
          {place.isSample && (
            <>
              {" "}
              <bdi data-field="sample-badge" className="ms-1 rounded bg-amber-100 px-1.5 py-0.5 text-amber-900 normal-case">
                {i18n._("Sample")}
              </bdi>
            </>
          )}
        </p>
        <Heading id={`place-${place.id}`} data-i18n="dynamic" className="mt-0.5 text-lg font-bold leading-snug text-ink">
          <PlaceText original={place.name} translated={place.translated?.name} />
        </Heading>
        {hazard && (
          <div className="mt-1">
            <PlaceHazardWarning hazard={hazard} i18n={i18n}>
              {hazardSource}
            </PlaceHazardWarning>
          </div>
        )}
        {/* Never folded away: a family must not drive to a place where they cannot sleep (lib/places/audience.ts). */}
        {sheltersAnimalsOnly(place) && (
          <p data-field="animals-only" className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm font-semibold text-amber-950 ring-1 ring-amber-300">
            {i18n._("For animals only: people cannot stay here.")}
          </p>
        )}
        <p data-field="open-state" className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {unavailable && (
            <span className="rounded bg-danger px-2 py-0.5 text-xs font-bold uppercase text-white">{i18n._(STATUS_LABELS[place.status])}</span>
          )}
          {/* Inside an order or shelter-in-place zone, "open now" would invite people in: the warning above says it all. */}
          {!keepsPeopleOut(hazard) && (
            <span className={!hazard && (state.kind === "open" || state.kind === "always") ? "font-semibold text-brand-dark" : "text-neutral-700"}>
              {describeOpenState(state, laTime(now).day, i18n, facts)}
            </span>
          )}
          {distanceKm != null && <span className="text-neutral-700">· {i18n._("{distance} away", { distance: formatDistance(distanceKm, i18n) })}</span>}
        </p>
        {/* Addresses are what people navigate with: never translated ("Lake Ave" must stay "Lake Ave"). */}
        {place.address && (
          <p translate="no" className="mt-1 text-sm text-neutral-700">
            <bdi dir="ltr">{place.address}</bdi>
          </p>
        )}
      </div>

      {compact ? (
        <>
          {trust}
          {/* Call and Directions side by side in every language (a long label wraps inside its
              button): the two things a resident does next. */}
          <div className="grid grid-cols-2 gap-2 [&>a]:justify-center [&>a]:py-1 [&>a]:text-center [&>a]:leading-tight">
            {call}
            {directions}
            {signUp}
          </div>
          <div className="flex flex-wrap items-start gap-x-4">
            <MoreDetails placeId={place.id} description={place.description !== undefined ? description : undefined}>
              {details}
              <div className="flex flex-wrap gap-2">
                {website}
                {share}
              </div>
              <ReportProblem placeId={place.id} />
            </MoreDetails>
            {actions}
          </div>
        </>
      ) : (
        <>
          {description}
          {details}
          {trust}
          <div className="flex flex-wrap gap-2">
            {call}
            {directions}
            {website}
            {signUp}
            {share}
            {actions}
          </div>
          <ReportProblem placeId={place.id} />
        </>
      )}
    </article>
  );
}
