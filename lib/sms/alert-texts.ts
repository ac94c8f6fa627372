import { call911, formatDate, mapUrl, renderingIn } from "@/lib/alerts/message-context";
import { languageFacts } from "@/lib/i18n/catalog";
import type { PointStatus, ZoneEvent } from "@/lib/alerts/types";
import { ACTION, CHECK_BEFORE_RETURN, LIFTED_TITLE, TITLE } from "@/lib/alerts/zone-message";
import { ltrInside } from "@/lib/i18n/bidi";
import { msg } from "@/lib/i18n/msg";
import { cleanValue, gsmFriendly, SMS, type Rendering } from "./replies";
import { countSegments } from "./segments";
import { COMMAND_WORDS } from "./words";
import { EXAMPLE_ZIP } from "./render";

/**
 * Evacuation alerts by text (docs/sms.md "Alerts by text"): the double opt-in's replies and the
 * alert itself, in the follower's language. Whole catalog sentences only. The alert is made of the
 * e-mail and push alert's own sentences (lib/alerts/zone-message.ts: the level's title with the
 * zone, what to do, "check the official instructions before you return" when lifted — never
 * "safe"), 911 and the map link, with the official English term beside a translated one, so
 * whoever reads it with the resident can check the level.
 *
 * At most SMS.maxAlertSegments segments (tests/lib/sms/alert-texts.test.ts renders every level ×
 * issued/changed/lifted × 15 languages with a zone name of SMS.alertZoneNameChars and measures):
 * the first form that fits is sent; the level, the zone and the link are in every form, never cut.
 */

/** The County's own names for the levels (ready.lacounty.gov), beside a translated one. */
const OFFICIAL_EN: Record<PointStatus, string> = { order: "Evacuation Order", warning: "Evacuation Warning", shelter_in_place: "Shelter in Place" };
const OFFICIAL_EN_LIFTED: Record<PointStatus, string> = { order: "Evacuation Order lifted", warning: "Evacuation Warning lifted", shelter_in_place: "Shelter in Place lifted" };

export const FOLLOW_TEXTS = {
  ask: msg(/*i18n*/ "Reply {yes} to get evacuation alerts for {place} by text. Msg & data rates may apply. Reply STOP to stop."),
  followed: msg(/*i18n*/ "You will get evacuation alerts for {place} by text for 90 days. Reply STOP to stop all alerts."),
  limit: msg(/*i18n*/ "This number already gets alerts for as many areas as it can. Reply STOP to end them all, then follow again."),
  nothingToConfirm: msg(/*i18n*/ "There is nothing to confirm. To get evacuation alerts, text {example}"),
  reminder: msg(/*i18n*/ "Your evacuation alerts for {place} by text end on {date}. To keep them, text {example}"),
  where: msg(/*i18n*/ "Which area? To get evacuation alerts, text a ZIP code or town of LA County, for example: {example}"),
} as const;

const isolate = (r: Pick<Rendering, "dir">, value: string) => ltrInside(r.dir, value);

/** The language's own words for YES and ALERTS, as the parser reads them (./words.ts): "SÍ", "예", "ALERTAS 91101". */
export const yesWord = (r: Rendering) => (r.language === "km" ? KHMER_YES : (COMMAND_WORDS[r.language].yes[0] ?? "yes")).toLocaleUpperCase(r.language);
/** Khmer's first "yes" (បាទ) is a man's; យល់ព្រម ("agree") is anyone's, and the parser reads it too. */
const KHMER_YES = "យល់ព្រម";
/** The language's ALERTS word its texts show (./words.ts: the site's own word for its alerts). */
const alertsWord = (r: Rendering) => (COMMAND_WORDS[r.language].alerts[0] ?? "alerts").toLocaleUpperCase(r.language);
export const alertsExample = (r: Rendering) => `${alertsWord(r)} ${EXAMPLE_ZIP}`;

export const askReply = (r: Rendering, place: string) => gsmFriendly(r.i18n._(FOLLOW_TEXTS.ask, { yes: yesWord(r), place: isolate(r, cleanValue(place)) }));
export const followedReply = (r: Rendering, place: string) => gsmFriendly(r.i18n._(FOLLOW_TEXTS.followed, { place: isolate(r, cleanValue(place)) }));
export const limitReply = (r: Rendering) => gsmFriendly(r.i18n._(FOLLOW_TEXTS.limit));
export const nothingToConfirmReply = (r: Rendering) => gsmFriendly(r.i18n._(FOLLOW_TEXTS.nothingToConfirm, { example: isolate(r, alertsExample(r)) }));
/** A week before a follow by text ends: how to keep it (ALERTS and the same area renews it for 90 days). */
export const reminderText = (r: Rendering, area: string, expiresAt: string) =>
  gsmFriendly(
    r.i18n._(FOLLOW_TEXTS.reminder, {
      place: isolate(r, cleanValue(area)),
      date: formatDate(expiresAt, languageFacts(r.language)),
      example: isolate(r, `${alertsWord(r)} ${cleanValue(area)}`),
    }),
  );
export const alertsWhereReply = (r: Rendering) => gsmFriendly(r.i18n._(FOLLOW_TEXTS.where, { example: isolate(r, alertsExample(r)) }));

/**
 * The forms of an alert, fullest first: [what to do and 911 and the labelled link] → the link
 * without its label → without 911 → without what to do. The title line (level + zone + the
 * official English term) and the link are in every one.
 */
export function zoneAlertText(r: Rendering, event: ZoneEvent, siteUrl: string): string {
  const level = event.after ?? event.before;
  if (!level) throw new TypeError("A zone event needs a level before or after it");
  const lifted = event.after === null;
  const zone = cleanValue(event.zoneName);
  const alerts = renderingIn(r.language, { language: r.language, siteUrl, manageUrl: siteUrl });
  const title = r.i18n._(lifted ? LIFTED_TITLE[level] : TITLE[level], { zone: isolate(r, zone) });
  // English readers need no English twin; everyone else gets the County's term for the level.
  const official = r.language === "en" ? title : `${title} (${isolate(r, lifted ? OFFICIAL_EN_LIFTED[level] : OFFICIAL_EN[level])})`;
  const todo = r.i18n._(lifted ? CHECK_BEFORE_RETURN : ACTION[level]);
  const emergency = call911(alerts).text;
  const url = mapUrl(alerts, event);
  const labelled = r.i18n._(msg(/*i18n*/ "See the area on the map: {link}"), { link: isolate(r, url) });
  const link = isolate(r, url);
  const forms = [
    [official, todo, emergency, labelled],
    [official, todo, emergency, link],
    [official, todo, link],
    [official, emergency, link],
    [official, link],
  ].map((lines) => gsmFriendly(lines.join("\n")));
  return forms.find((text) => countSegments(text).segments <= SMS.maxAlertSegments) ?? forms.at(-1)!;
}
