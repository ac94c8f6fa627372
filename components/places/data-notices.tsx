import { getLanguage, getT } from "@/lib/i18n/server";
import { LOCALES } from "@/lib/i18n/locale";

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
  const formatted = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/Los_Angeles",
  }).format(new Date(at));
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
