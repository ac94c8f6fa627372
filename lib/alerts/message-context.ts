import "server-only";
import { NAV } from "@/lib/nav/settings";
import { HAZARD_VIEW } from "@/lib/hazards/payload";
import { i18nIn, languageFacts } from "@/lib/i18n/catalog";
import type { LanguageFacts } from "@/lib/i18n/facts";
import { msg } from "@/lib/i18n/msg";
import { HTML_LANG, localizeHref, type Language } from "@/lib/i18n/languages";
import type { Translator } from "@/lib/i18n/translator";
import { formatDay } from "@/lib/places/clock";
import { formatPoint } from "@/lib/places/point-param";
import { PRINT } from "@/lib/print/settings";
import { SITE } from "@/lib/site/identity";
import { footer, mailHtml, mailText, type Block } from "./mail-layout";
import { checkedUrl, linkHtml, writer, type Piece, type Writer } from "./message-format";
import type { RenderContext, RenderedAlert } from "./types";

/**
 * What every alert message needs besides its event: the follower's language (its catalog, facts,
 * direction), the site's links in that language, the footer of every mail and the lengths phones
 * show. Shared by ./zone-message.ts, ./help-message.ts and ./follow-mails.ts.
 */

/**
 * Lengths in characters (graphemes): a phone's lock screen cuts a notification's title at about
 * 50 and its body at about 180; a mail's subject shows about 78 in a list (RFC 5322's line length).
 */
export const ALERT_TEXT_LIMITS = { subject: 78, pushTitle: 50, pushBody: 180 } as const;

export type Rendering = {
  language: Language;
  /** BCP 47, for `<html lang>`. */
  lang: string;
  facts: LanguageFacts;
  i18n: Translator;
  w: Writer;
  context: RenderContext;
};

export function renderingIn(language: Language, context: RenderContext): Rendering {
  const facts = languageFacts(language);
  const i18n = i18nIn(language);
  return { language, lang: HTML_LANG[language], facts, i18n, w: writer(i18n, language, facts.dir), context };
}

const origin = (context: RenderContext) => checkedUrl(context.siteUrl).replace(/\/+$/, "");

/**
 * The map at the followed point, in the follower's language: `/es?at=34.147,-118.144#map`. The
 * point is written as the printable list's (lib/print: the `at` parameter, ~100 m), so the map
 * and the list read one parameter for "the point distances are measured from".
 */
export function mapUrl(r: Rendering, point: { latitude: number; longitude: number }): string {
  const at = formatPoint({ lat: point.latitude, lng: point.longitude });
  return `${origin(r.context)}${localizeHref(r.language, `/?${PRINT.pointParam}=${at}#${NAV.mapId}`)}`;
}

/** A place on the map, opened in the list where its details are (the map's `place` parameter). */
export function placeUrl(r: Rendering, placeId: string): string {
  return `${origin(r.context)}${localizeHref(r.language, `/?place=${encodeURIComponent(placeId)}#${NAV.mapId}`)}`;
}

/** A date in Los Angeles, as the language writes it, with the month's name ("April 14, 2026", "2026年4月14日"). */
export function formatDate(iso: string, facts: LanguageFacts): string {
  return formatDay(iso, facts.date, "long");
}

/** A sentence naming ready.lacounty.gov (the same in every language), the address a link in the HTML. */
export function withOfficialLink(piece: Piece): Piece {
  return { text: piece.text, html: piece.html.replace("ready.lacounty.gov", linkHtml(HAZARD_VIEW.alertsUrl, "ready.lacounty.gov")) };
}

export const officialInstructions = (r: Rendering): Piece => withOfficialLink(r.w.say(msg(/*i18n*/ "Follow the official instructions at ready.lacounty.gov.")));

export const call911 = (r: Rendering): Piece => r.w.say(msg(/*i18n*/ "In immediate danger? Call 911."));

export const mapLine = (r: Rendering, url: string): Piece => r.w.say(msg(/*i18n*/ "See the area on the map: {link}"), {}, { link: url });

/** Why the mail came (the confirmation mail: because the address was entered), and how to change or stop it. */
export function mailFooter(r: Rendering, { confirmation = false } = {}): Block {
  const why = confirmation
    ? r.w.say(msg(/*i18n*/ "You get this e-mail because this address was entered to get alerts on {site}."), { site: SITE.name })
    : r.w.say(msg(/*i18n*/ "You get this e-mail because you asked for alerts about an area on {site}."), { site: SITE.name });
  return footer([why, r.w.say(msg(/*i18n*/ "Change or stop these alerts: {link}"), {}, { link: checkedUrl(r.context.manageUrl) })]);
}

/** The rendered message from its parts: the mail's blocks end with the footer. */
export function rendered(r: Rendering, parts: { subject: string; blocks: Block[]; push: { title: string; body: string }; url: string; confirmation?: boolean }): RenderedAlert {
  const blocks = [...parts.blocks, mailFooter(r, { confirmation: parts.confirmation })];
  return {
    subject: parts.subject,
    text: mailText(blocks),
    html: mailHtml(blocks, { lang: r.lang, dir: r.facts.dir, title: parts.subject }),
    push: parts.push,
    url: checkedUrl(parts.url),
  };
}
