import { LANGUAGES } from "@/lib/i18n/languages";
import { AMENITIES, hasFact } from "@/lib/places/amenities";
import type { Translator } from "@/lib/i18n/translator";
import type { PlaceSummary } from "@/lib/places/summary";

/**
 * A language its staff speak, in its own name: the site's languages by the list's names (the
 * same on server and browser), any other by its code (Intl's names differ between ICU versions,
 * and a mismatch would break hydration).
 */
const languageName = (code: string) => LANGUAGES.find((l) => l.code.toLowerCase() === code.toLowerCase())?.name ?? code;

/** "Can I go?" facts as chips. Only facts that are true are shown. */
export function EligibilityChips({ place, i18n }: { place: PlaceSummary; i18n: Translator }) {
  const chips = AMENITIES.filter((a) => hasFact(place, a)).map((a) => i18n._(a.label));
  return (
    <ul aria-label={i18n._("Eligibility")} className="flex flex-wrap gap-1.5">
      {chips.map((c) => (
        <li key={c} className="rounded-full bg-brand-wash px-2.5 py-0.5 text-xs font-medium text-brand-dark ring-1 ring-brand/30">
          {c}
        </li>
      ))}
      {place.languages.length > 0 && (
        <li className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700 ring-1 ring-neutral-300">
          <span className="sr-only">{i18n._("Languages spoken:")} </span>
          <span translate="no" className="notranslate">
            {place.languages.map(languageName).join(" · ")}
          </span>
        </li>
      )}
    </ul>
  );
}
