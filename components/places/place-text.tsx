import { MachineText } from "@/components/i18n/machine-text";
import type { TranslatedText } from "@/lib/places/types";

/**
 * Database text in the page's language: the server's translation when it has one (machine
 * translations marked, with the original a tap away), else the English text, which the browser
 * may still translate (data-i18n="dynamic").
 */
export function PlaceText({ original, translated }: { original: string; translated?: TranslatedText }) {
  // Isolated: an English name keeps its own order inside right-to-left text ("Pasadena Center (Shelter)").
  if (!translated) return <bdi>{original}</bdi>;
  return translated.machine ? <MachineText text={translated.text} original={original} /> : <>{translated.text}</>;
}

/** A place's description paragraph. */
export function DescriptionText({ original, translated }: { original: string; translated?: TranslatedText }) {
  if (!original) return null;
  return (
    <p data-i18n="dynamic" data-field="description" className="text-sm leading-relaxed text-neutral-800">
      <PlaceText original={original} translated={translated} />
    </p>
  );
}
