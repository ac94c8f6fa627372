import type { Translate } from "@/lib/i18n/translator";
import type { PlaceSummary } from "@/lib/places/summary";

const LANGUAGE_NAMES: Record<string, string> = {
  en: "English",
  es: "Español",
  zh: "中文",
  ko: "한국어",
  hy: "Հայերեն",
  tl: "Tagalog",
  vi: "Tiếng Việt",
};

/** "Can I go?" facts as chips. Only facts that are true are shown. */
export function EligibilityChips({ place, t }: { place: PlaceSummary; t: Translate }) {
  const chips = [
    place.noIdRequired && t("No ID needed"),
    place.petsAllowed && t("Pets allowed"),
    place.wheelchairAccessible && t("Wheelchair accessible"),
    place.freeOfCharge && t("Free"),
  ].filter((c): c is string => !!c);
  return (
    <ul aria-label={t("Eligibility")} className="flex flex-wrap gap-1.5">
      {chips.map((c) => (
        <li key={c} className="rounded-full bg-brand-wash px-2.5 py-0.5 text-xs font-medium text-brand-dark ring-1 ring-brand/30">
          {c}
        </li>
      ))}
      {place.languages.length > 0 && (
        <li className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700 ring-1 ring-neutral-300">
          <span className="sr-only">{t("Languages spoken:")} </span>
          <span translate="no" className="notranslate">
            {place.languages.map((l) => LANGUAGE_NAMES[l] ?? l).join(" · ")}
          </span>
        </li>
      )}
    </ul>
  );
}
