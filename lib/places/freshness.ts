import { PLACES } from "@/lib/places/settings";
import type { Translator } from "@/lib/i18n/translator";

const DAY_MS = 24 * 60 * 60 * 1000;

export type Freshness = { days: number | null; stale: boolean; label: string };

/** "Verified N days ago", stale once older than PLACES.staleAfterDays (or never verified). */
export function freshness(lastVerifiedAt: string | null, now: Date, i18n: Translator): Freshness {
  if (!lastVerifiedAt) return { days: null, stale: true, label: i18n._("Not verified yet") };
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(lastVerifiedAt)) / DAY_MS));
  const label = i18n._("Verified {days} days ago", { days });
  return { days, stale: days > PLACES.staleAfterDays, label };
}
