import { languageFacts } from "@/lib/i18n/catalog";
import { getLanguage, getI18n } from "@/lib/i18n/server";
import { machineTranslationOffered } from "@/lib/i18n/service-config";
import { formatDateTime } from "@/lib/places/clock";
import { SampleNotice } from "./sample-notice";

/** Shown whenever sample entries are on screen: they are examples, not real services. */
export async function SampleDataNotice() {
  return <SampleNotice i18n={await getI18n()} />;
}

export async function LastUpdated({ at }: { at: string | null }) {
  if (!at) return null;
  const [i18n, language] = [await getI18n(), await getLanguage()];
  const formatted = formatDateTime(at, languageFacts(language));
  return (
    <p className="text-sm text-neutral-700">
      {i18n._("Data last updated")} <time dateTime={at}>{formatted}</time> {i18n._("(Los Angeles time). Updated daily.")}
    </p>
  );
}

export async function DataUnavailable() {
  const i18n = await getI18n();
  return (
    <p role="alert" className="rounded-lg border-s-4 border-danger bg-danger-wash p-4 text-neutral-900">
      {i18n._("We could not load the list of places right now. Please try again in a few minutes. For help finding services, dial 2-1-1.")}
    </p>
  );
}

/**
 * In another language, when some places have no translation and no translation service can make
 * one (none is configured, or it does not offer this language: lib/i18n/service-languages.ts):
 * says so, rather than leaving the reader to wonder why they are in English.
 */
export async function DetailsInEnglish() {
  const [i18n, language] = await Promise.all([getI18n(), getLanguage()]);
  if (language === "en" || (await machineTranslationOffered(language))) return null;
  return (
    <p role="note" data-testid="details-in-english" className="rounded-lg bg-neutral-100 p-3 text-sm text-neutral-800">
      {i18n._("Names and descriptions of places are shown in English.")}
    </p>
  );
}
