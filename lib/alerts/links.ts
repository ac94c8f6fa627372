import { localizeHref, type Language } from "@/lib/i18n/languages";

/**
 * The addresses of the follow's own pages in alert mails, absolute on the site's origin (the caller
 * passes siteOrigin(), lib/site/origin.ts: never a request's Host) and in the follower's language
 * (explicit, so an English follower's link opens in English whatever their browser prefers). The
 * map and place links are the messages' (./message-context.ts).
 */

const at = (siteUrl: string, language: Language, path: string) => `${siteUrl}${localizeHref(language, path, { explicit: true })}`;

export const confirmLink = (siteUrl: string, language: Language, token: string) => at(siteUrl, language, `/alerts/confirm?token=${token}`);
export const manageLink = (siteUrl: string, language: Language, token: string) => at(siteUrl, language, `/alerts/manage?token=${token}`);
/** RFC 8058's one-click address: a POST there unsubscribes; opening it shows the page to confirm. */
export const unsubscribeLink = (siteUrl: string, token: string) => `${siteUrl}/api/alerts/unsubscribe?token=${token}`;
