import "server-only";
import { msg } from "@/lib/i18n/msg";
import { SITE } from "@/lib/site/identity";
import { heading, paragraph } from "./mail-layout";
import { ALERT_TEXT_LIMITS, formatDate, rendered, type Rendering } from "./message-context";
import { fitParts, shorten } from "./message-format";
import type { ConfirmEvent, RenderedAlert, ReminderEvent } from "./types";

/**
 * The mails about the follow itself: the confirmation of an e-mail follow (its link opens a page
 * whose button confirms, so a mail scanner that opens links confirms nothing) and the reminder
 * before a follow expires.
 */

export function renderConfirmMail(event: ConfirmEvent, r: Rendering): RenderedAlert {
  const { w } = r;
  const title = w.say(msg(/*i18n*/ "Confirm your alerts"));
  const asked = w.say(msg(/*i18n*/ "You asked for e-mail alerts about an area on {site}."), { site: SITE.name });
  const blocks = [
    heading(title, "neutral", w.dir),
    paragraph(asked),
    paragraph(w.say(msg(/*i18n*/ "To start them, open this page and press the button on it: {link}"), {}, { link: event.confirmUrl }), { strong: true }),
    paragraph(w.say(msg(/*i18n*/ "If this wasn't you, ignore this e-mail and no alerts will be sent."))),
    paragraph(w.say(msg(/*i18n*/ "The link expires in 24 hours."))),
  ];
  return rendered(r, {
    subject: shorten(title.text, ALERT_TEXT_LIMITS.subject),
    blocks,
    push: { title: shorten(title.text, ALERT_TEXT_LIMITS.pushTitle), body: shorten(asked.text, ALERT_TEXT_LIMITS.pushBody) },
    url: event.confirmUrl,
    confirmation: true,
  });
}

export function renderReminderMail(event: ReminderEvent, r: Rendering): RenderedAlert {
  const { w } = r;
  const date = formatDate(event.expiresAt, r.facts);
  const title = w.say(msg(/*i18n*/ "Your alerts end on {date}"), { date });
  const ending = w.say(msg(/*i18n*/ "Your alerts about an area on {site} end on {date}."), { site: SITE.name, date });
  const stop = w.say(msg(/*i18n*/ "If you do nothing, they will stop."));
  const blocks = [
    heading(title, "neutral", w.dir),
    paragraph(ending),
    paragraph(w.say(msg(/*i18n*/ "To keep them, open this link: {link}"), {}, { link: event.renewUrl }), { strong: true }),
    paragraph(stop),
  ];
  return rendered(r, {
    subject: shorten(title.text, ALERT_TEXT_LIMITS.subject),
    blocks,
    push: { title: shorten(title.text, ALERT_TEXT_LIMITS.pushTitle), body: fitParts([ending.text, stop.text], ALERT_TEXT_LIMITS.pushBody, w.gap) },
    url: event.renewUrl,
  });
}
