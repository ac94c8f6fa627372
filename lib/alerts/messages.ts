import "server-only";
import { renderConfirmMail, renderReminderMail } from "./follow-mails";
import { renderHelpAlert } from "./help-message";
import { renderingIn } from "./message-context";
import type { AlertEvent, RenderContext, RenderedAlert } from "./types";
import { renderZoneAlert } from "./zone-message";

/**
 * Every alert message in the follower's language (docs/alerts.md), for both channels: a mail's
 * subject, plain text and HTML, and a push notification's title and body, with the link the
 * message leads to. Whole sentences from the catalogs (locales/<code>/messages.po), the official
 * safety terms, every filled-in value escaped; in a language no native speaker has reviewed yet
 * (facts.json `reviewed`), an evacuation alert's mail carries the English text below.
 */
export function renderAlert(event: AlertEvent, context: RenderContext): RenderedAlert {
  const r = renderingIn(context.language, context);
  switch (event.type) {
    case "zone":
      return renderZoneAlert(event, r);
    case "help":
      return renderHelpAlert(event, r);
    case "confirm":
      return renderConfirmMail(event, r);
    case "reminder":
      return renderReminderMail(event, r);
  }
}
