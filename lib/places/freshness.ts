import { PLACES } from "@/lib/config";
import type { Translate } from "@/lib/i18n/translator";

const DAY_MS = 24 * 60 * 60 * 1000;

export type Freshness = { days: number | null; stale: boolean; label: string };

/** "Verified N days ago", stale once older than PLACES.staleAfterDays (or never verified). */
export function freshness(lastVerifiedAt: string | null, now: Date, t: Translate): Freshness {
  if (!lastVerifiedAt) return { days: null, stale: true, label: t("Not verified yet") };
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(lastVerifiedAt)) / DAY_MS));
  const label = t("Verified {days} days ago", { days });
  return { days, stale: days > PLACES.staleAfterDays, label };
}
