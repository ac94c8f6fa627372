import { publicEnv } from "@/lib/env/public";
import { localizeHref, type Language } from "@/lib/i18n/languages";

/**
 * The addresses of the follow's own pages in alert mails, absolute on the site's origin and in the
 * follower's language (explicit, so an English follower's link opens in English whatever their
 * browser prefers). The map and place links are the messages' (./message-context.ts).
 */

const at = (siteUrl: string, language: Language, path: string) => `${siteUrl}${localizeHref(language, path, { explicit: true })}`;

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
