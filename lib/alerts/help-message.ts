import "server-only";
import { msg } from "@/lib/i18n/msg";
import { STATUS_LABELS } from "@/lib/places/types";
import { heading, list, paragraph } from "./mail-layout";
import { ALERT_TEXT_LIMITS, mapLine, mapUrl, placeUrl, rendered, type Rendering } from "./message-context";
import { fitParts, plain, shorten, type Piece } from "./message-format";
import type { HelpEvent, HelpPlace, HelpReason, RenderedAlert } from "./types";

/**
 * "Help near your area": places within a follower's radius that opened, have space again, need
 * donations or volunteers, or are new on the map (batched: at most one message an hour). The
 * nearest first; past HELP_LIST_MAX they are counted, and the map shows them all.
 */

/** A mail a phone can show whole; the rest are on the map. */
export const HELP_LIST_MAX = 10;

/** A place's name in a notification's line, at most (the reason and distance must still fit). */
const PUSH_NAME_CHARS = 40;

const REASONS: Record<HelpReason, string> = {
  opened: msg(/*i18n*/ "Just opened"),
  available: msg(/*i18n*/ "Has space again"),
  new_need: msg(/*i18n*/ "New donation need"),
  new_shift: msg(/*i18n*/ "New volunteer shift"),
  new_place: msg(/*i18n*/ "New on the map"),
};

/** "2.3 miles away" in the language's numbers and plural; under a tenth of a mile as the map says it. */
function distance(r: Rendering, miles: number): Piece {
  if (miles < 0.1) return r.w.say(msg(/*i18n*/ "{distance} away"), { distance: r.i18n._("less than 0.1 mi") });
  return r.w.say(msg(/*i18n*/ "{miles, plural, one {# mile away} other {# miles away}}"), { miles: Math.round(miles * 10) / 10 });
}

function placeLines(r: Rendering, place: HelpPlace): { lines: Piece[]; push: string } {
  const url = placeUrl(r, place.placeId);
  const name = plain(place.name, r.w.dir, url);
  const facts = [r.w.say(STATUS_LABELS[place.status]), r.w.say(REASONS[place.reason]), distance(r, place.distanceMiles)];
  return {
    // The name links to the place in the HTML; the plain text gives the address on its own line.
    lines: [{ text: name.text, html: `<strong>${name.html}</strong>` }, r.w.row(facts), { text: url, html: "" }],
    push: r.w.row([plain(shorten(place.name, PUSH_NAME_CHARS), r.w.dir), facts[1]!, facts[2]!]).text,
  };
}

export function renderHelpAlert(event: HelpEvent, r: Rendering): RenderedAlert {
  const { w } = r;
  const places = [...event.places].sort((a, b) => a.distanceMiles - b.distanceMiles);
  const shown = places.slice(0, HELP_LIST_MAX).map((p) => placeLines(r, p));
  const more = places.length - shown.length;
  const url = mapUrl(r, event);
  const title = w.say(msg(/*i18n*/ "Help near your area"));
  const blocks = [
    heading(title, "neutral", w.dir),
    paragraph(w.say(msg(/*i18n*/ "Here is what changed near the area you follow."))),
    list(
      shown.map((p) => p.lines),
      w.dir,
    ),
    ...(more > 0 ? [paragraph(w.say(msg(/*i18n*/ "{count, plural, one {…and # more place at the link below.} other {…and # more places at the link below.}}"), { count: more }))] : []),
    paragraph(mapLine(r, url)),
    paragraph(w.say(msg(/*i18n*/ "Check before you go; call 911 in an emergency.")), { strong: true }),
  ];
  return rendered(r, {
    subject: shorten(title.text, ALERT_TEXT_LIMITS.subject),
    blocks,
    push: { title: shorten(title.text, ALERT_TEXT_LIMITS.pushTitle), body: fitParts(shown.map((p) => p.push), ALERT_TEXT_LIMITS.pushBody, "\n") },
    url,
  });
}
