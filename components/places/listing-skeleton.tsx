/** Loading state for a list of places: the shape of the cards to come. */
import { getT } from "@/lib/i18n/server";

export async function ListingSkeleton() {
  const t = await getT();
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t("Loading places…")}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-xl bg-neutral-200" />
      ))}
    </div>
  );
}
