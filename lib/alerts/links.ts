import { publicEnv } from "@/lib/env";
import { localizeHref, type Language } from "@/lib/i18n/languages";
import { explorerHref } from "@/lib/places/explorer-state";
import { DEFAULT_FILTERS } from "@/lib/places/filters";

/**
 * The addresses alerts link to, absolute on the site's origin and in the follower's language
 * (explicit, so an English follower's link opens in English whatever their browser prefers).
 */

const at = (siteUrl: string, language: Language, path: string) => `${siteUrl}${localizeHref(language, path, { explicit: true })}`;

/** The map at the followed point, places nearest it first (the map's `at`: lib/places/explorer-state.ts). */
export const mapLink = (siteUrl: string, language: Language, latitude: number, longitude: number) =>
  at(siteUrl, language, explorerHref("/", DEFAULT_FILTERS, "map", null, undefined, { lat: latitude, lng: longitude }));

export const confirmLink = (siteUrl: string, language: Language, token: string) => at(siteUrl, language, `/alerts/confirm?token=${token}`);
export const manageLink = (siteUrl: string, language: Language, token: string) => at(siteUrl, language, `/alerts/manage?token=${token}`);
/** RFC 8058's one-click address: a POST there unsubscribes; opening it shows the page to confirm. */
export const unsubscribeLink = (siteUrl: string, token: string) => `${siteUrl}/api/alerts/unsubscribe?token=${token}`;

/**
 * The origin alert links are built on: ALERTS_SITE_URL, else NEXT_PUBLIC_SITE_URL (one of them is
 * required on a production server that sends alerts: lib/settings/problems.ts), else — on a local
 * server only — the address this request came to.
 */
export function siteUrlOf(request: Request, configured: string | undefined): string {
  return configured ?? publicEnv.NEXT_PUBLIC_SITE_URL ?? new URL(request.url).origin;
}
