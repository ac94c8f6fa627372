import { getT } from "@/lib/i18n/server";

/** Shown while a page's data loads: a quiet skeleton of the page's title and text. */
export default async function Loading() {
  const t = await getT();
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-3xl animate-pulse px-4 py-12">
      <span className="sr-only">{t("Loading…")}</span>
      <div className="h-9 w-2/3 rounded bg-neutral-200" />
      <div className="mt-4 h-5 w-full rounded bg-neutral-200" />
      <div className="mt-2 h-5 w-5/6 rounded bg-neutral-200" />
      <div className="mt-8 h-40 w-full rounded-lg bg-neutral-100" />
    </div>
  );
}
