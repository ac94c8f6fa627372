import { getLanguage, getT } from "@/lib/i18n/server";
import { serverEnv } from "@/lib/env.server";
import { formatDateTime } from "@/lib/places/clock";

/** Shown whenever sample entries are on screen: they are examples, not real services. */
export async function SampleDataNotice() {
  const t = await getT();
  return (
    <p role="note" data-testid="sample-notice" className="rounded-lg border-2 border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-950">
      <strong>{t("Sample data.")}</strong>{" "}
      {t("The places shown here are examples for trying the site. They are not real services: do not go to them. For real help now, dial 2-1-1.")}
    </p>
  );
}

export async function LastUpdated({ at }: { at: string | null }) {
  if (!at) return null;
  const [t, language] = [await getT(), await getLanguage()];
  const formatted = formatDateTime(at, language);
  return (
    <p className="text-sm text-neutral-700">
      {t("Data last updated")} <time dateTime={at}>{formatted}</time> {t("(Los Angeles time). Updated daily.")}
    </p>
  );
}

export async function DataUnavailable() {
  const t = await getT();
  return (
    <p role="alert" className="rounded-lg border-l-4 border-danger bg-danger-wash p-4 text-neutral-900">
      {t("We could not load the list of places right now. Please try again in a few minutes. For help finding services, dial 2-1-1.")}
    </p>
  );
}

/**
 * In another language, when some places have no translation and no translation service is
 * configured to make one: says so, rather than leaving the reader to wonder why they are in English.
 */
export async function DetailsInEnglish() {
  const [t, language] = await Promise.all([getT(), getLanguage()]);
  if (language === "en" || serverEnv.LIBRETRANSLATE_URL) return null;
  return (
    <p role="note" data-testid="details-in-english" className="rounded-lg bg-neutral-100 p-3 text-sm text-neutral-800">
      {t("Names and descriptions of places are shown in English.")}
    </p>
  );
}
