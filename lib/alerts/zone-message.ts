import "server-only";
import { msg } from "@/lib/i18n/msg";
import { formatDateTime } from "@/lib/places/clock";
import { heading, paragraph, section, type Block, type Tone } from "./mail-layout";
import { ALERT_TEXT_LIMITS, call911, mapLine, mapUrl, officialInstructions, rendered, renderingIn, withOfficialLink, type Rendering } from "./message-context";
import { fitParts, fitValue } from "./message-format";
import type { PointStatus, RenderedAlert, ZoneEvent } from "./types";

/**
 * An evacuation alert: a followed point came under an evacuation order, a warning or a
 * shelter-in-place, its level changed, or it was lifted. Every sentence names the level with the
 * language's official term (locales/<code>/facts.json safetyTerms, checked by tests/locales.test.ts)
 * and says what to do in LA County's own words (the guide's "Evacuation orders and warnings").
 */

/**
 * Subjects and notification titles: the status first (a phone cuts a title at 50 characters), then
 * the zone, and no English: the official English term is in the map legend, the guide and the mail's
 * English copy, never in a title, where it pushed "lifted" past the cut (issue 38).
 * tests/lib/alerts/push-titles.test.ts renders them in every language with the longest zone name.
 */
export const TITLE: Record<PointStatus, string> = {
  order: msg(/*i18n*/ "Evacuation order: {zone}"),
  warning: msg(/*i18n*/ "Evacuation warning: {zone}"),
  shelter_in_place: msg(/*i18n*/ "Shelter in place: {zone}"),
};

/** "Lifted" before the level: cut after the level, a lifted alert would read as an active one. */
export const LIFTED_TITLE: Record<PointStatus, string> = {
  order: msg(/*i18n*/ "Lifted: evacuation order — {zone}"),
  warning: msg(/*i18n*/ "Lifted: evacuation warning — {zone}"),
  shelter_in_place: msg(/*i18n*/ "Lifted: shelter in place — {zone}"),
};

const UNDER: Record<PointStatus, string> = {
  order: msg(/*i18n*/ "The area you follow is under an evacuation order: {zone}."),
  warning: msg(/*i18n*/ "The area you follow is under an evacuation warning: {zone}."),
  shelter_in_place: msg(/*i18n*/ "The area you follow is under a shelter-in-place order: {zone}."),
};

/** A change of level says the new one first; the one before follows. */
const NOW_UNDER: Record<PointStatus, string> = {
  order: msg(/*i18n*/ "The area you follow is now under an evacuation order: {zone}."),
  warning: msg(/*i18n*/ "The area you follow is now under an evacuation warning: {zone}."),
  shelter_in_place: msg(/*i18n*/ "The area you follow is now under a shelter-in-place order: {zone}."),
};

const BEFORE: Record<PointStatus, string> = {
  order: msg(/*i18n*/ "Before this, it was under an evacuation order."),
  warning: msg(/*i18n*/ "Before this, it was under an evacuation warning."),
  shelter_in_place: msg(/*i18n*/ "Before this, it was under a shelter-in-place order."),
};

/** What to do, one sentence per level, as the guide says it (lib/content/en/guide.ts). */
export const ACTION: Record<PointStatus, string> = {
  order: msg(/*i18n*/ "There is danger now: leave right away."),
  warning: msg(/*i18n*/ "Get ready to leave; if you need extra time, or have pets or livestock, leave now."),
  shelter_in_place: msg(/*i18n*/ "Stay inside where you are, with doors and windows closed, until officials say it is safe."),
};

const LIFTED: Record<PointStatus, string> = {
  order: msg(/*i18n*/ "The evacuation order for {zone} has been lifted."),
  warning: msg(/*i18n*/ "The evacuation warning for {zone} has been lifted."),
  shelter_in_place: msg(/*i18n*/ "The shelter-in-place order for {zone} has been lifted."),
};

/** Order and shelter-in-place are red (danger now), a warning amber; a lifted level is neutral, never green: the site cannot know it is safe. */
const TONE: Record<PointStatus, Tone> = { order: "danger", shelter_in_place: "danger", warning: "warning" };

export const CHECK_BEFORE_RETURN = msg(/*i18n*/ "Before you return or travel, check the official instructions at ready.lacounty.gov.");
const checkBeforeReturn = (r: Rendering) => withOfficialLink(r.w.say(CHECK_BEFORE_RETURN));

/**
 * The languages whose alert sentences a native speaker has reviewed (docs/alerts-messages-review.md).
 * None yet: the site's reviewed languages (facts.json `reviewed`: es, zh, ko) were reviewed before
 * these sentences existed, so every translated evacuation alert carries the English text below it
 * until its reviewer adds the language here.
 */
export const ALERT_TEXTS_REVIEWED: ReadonlySet<string> = new Set<string>([]);

/** The parts of the alert, in one language: what the mail says (and, in English, below an unreviewed translation). */
function zoneParts(r: Rendering, event: ZoneEvent) {
  const { w } = r;
  const zone = { zone: event.zoneName };
  const source = w.say(msg(/*i18n*/ "From {source}, updated {time}"), { source: event.source, time: formatDateTime(event.fetchedAt, r.facts) });
  if (event.after === null) {
    const level = event.before!;
    const lifted = w.say(LIFTED[level], zone);
    // Names ready.lacounty.gov itself: the general "follow the official instructions" would repeat it.
    const check = checkBeforeReturn(r);
    return {
      title: (zoneName: string) => w.say(LIFTED_TITLE[level], { zone: zoneName }),
      tone: "neutral" as Tone,
      blocks: [paragraph(w.join([lifted, check]), { strong: true }), paragraph(source), paragraph(call911(r))],
      push: { statement: lifted.text, action: check.text, before: null, official: false, news: true, lifted: true },
    };
  }
  const level = event.after;
  const changed = event.before !== null && event.before !== level;
  const statement = changed ? w.say(NOW_UNDER[level], zone) : w.say(UNDER[level], zone);
  const before = changed ? w.say(BEFORE[event.before!]) : null;
  const action = w.say(ACTION[level]);
  return {
    title: (zoneName: string) => w.say(TITLE[level], { zone: zoneName }),
    tone: TONE[level],
    blocks: [
      paragraph(before ? w.join([statement, before]) : statement, { strong: true }),
      paragraph(action, { strong: true }),
      paragraph(source),
      paragraph(w.join([officialInstructions(r), call911(r)])),
    ],
    // A change says what the level was before in the notification too.
    push: { statement: statement.text, action: action.text, before: before?.text ?? null, official: true, news: changed, lifted: false },
  };
}

type PushParts = ReturnType<typeof zoneParts>["push"];
type BodyPart = { text: string; rank: number } | false;

/**
 * The notification's body (180 characters on a lock screen), in reading order, and what is left
 * out when not everything fits, the least important first (rank 0 stays longest):
 * - lifted: the lifted sentence first (it names the zone in full and says "lifted" again), what
 *   to check before returning, 911; when not all three fit, what to check and 911 after the zone's
 *   name alone if the title had to shorten it (the title says "lifted" whole);
 * - a new level or a change: the sentence saying so when it is news (a change) or the title had to
 *   shorten the zone, what to do, the level before a change (kept before the sentence: it is what
 *   says "changed" when both do not fit), 911, the official instructions. What
 *   to do and 911 stay longest (tests/lib/alerts/messages.test.ts); when the sentence no longer fits
 *   beside them, the zone's name alone ("Zone: …", the map's own label) keeps it whole if it fits.
 */
function notificationBody(r: Rendering, event: ZoneEvent, push: PushParts, titleShortened: boolean): string {
  const fit = (parts: BodyPart[]) => {
    const chosen = parts.filter((part): part is Exclude<BodyPart, false> => part !== false);
    return fitParts(
      chosen.map((p) => p.text),
      ALERT_TEXT_LIMITS.pushBody,
      r.w.gap,
      (i) => chosen[i]!.rank,
    );
  };
  const call = call911(r).text;
  const zoneLine = () => r.w.say(msg(/*i18n*/ "Zone: {zone}."), { zone: event.zoneName }).text;
  if (push.lifted) {
    const all = fit([{ text: push.statement, rank: 0 }, { text: push.action, rank: 1 }, { text: call, rank: 2 }]);
    if (all.includes(push.action) && all.includes(call)) return all;
    // Not all three fit: the title says "lifted" whole, so the body keeps what to check and 911,
    // after the zone's name in full when the title had to shorten it.
    return fit([titleShortened && { text: zoneLine(), rank: 2 }, { text: push.action, rank: 0 }, { text: call, rank: 1 }]);
  }
  const rest: BodyPart[] = [{ text: push.action, rank: 0 }, push.before !== null && { text: push.before, rank: 2 }, { text: call, rank: 1 }, push.official && { text: officialInstructions(r).text, rank: 4 }];
  const sentence = push.news || titleShortened;
  const withSentence = fit([sentence && { text: push.statement, rank: push.before !== null ? 3 : 2 }, ...rest]);
  if (!titleShortened || withSentence.includes(push.statement)) return withSentence;
  return fit([{ text: zoneLine(), rank: 2 }, ...rest]);
}

export function renderZoneAlert(event: ZoneEvent, r: Rendering): RenderedAlert {
  if (event.before === null && event.after === null) throw new TypeError("A zone event needs a level before or after it");
  const parts = zoneParts(r, event);
  const url = mapUrl(r, event);
  const line = (limit: number) => fitValue((zoneName) => parts.title(zoneName).text, event.zoneName, limit);
  const pushTitle = line(ALERT_TEXT_LIMITS.pushTitle);
  const pushBody = notificationBody(r, event, parts.push, pushTitle.shortened);

  const blocks: Block[] = [heading(parts.title(event.zoneName), parts.tone, r.facts.dir), ...parts.blocks, paragraph(mapLine(r, url))];
  if (r.language !== "en" && !ALERT_TEXTS_REVIEWED.has(r.language)) {
    // A translation no native speaker has checked yet: the English alert follows, so a reader
    // (or someone helping them) can check the level and the instructions.
    const english = renderingIn("en", r.context);
    const inEnglish = zoneParts(english, event);
    blocks.push(
      paragraph(r.w.join([r.w.say(msg(/*i18n*/ "This translation has not yet been checked by a native speaker.")), r.w.say(msg(/*i18n*/ "The same alert in English is below."))])),
      section([heading(inEnglish.title(event.zoneName), inEnglish.tone, "ltr"), ...inEnglish.blocks], { lang: "en", dir: "ltr" }),
    );
  }
  return rendered(r, { subject: line(ALERT_TEXT_LIMITS.subject).text, blocks, push: { title: pushTitle.text, body: pushBody }, url });
}
