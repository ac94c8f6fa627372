import { ltrInside } from "@/lib/i18n/bidi";
import { msg } from "@/lib/i18n/msg";
import type { Translator } from "@/lib/i18n/translator";
import { displayNumber, type SmsChannel } from "./channel";

/** What the line offers: the nearest open places (a need and a ZIP code), or evacuation alerts (ALERTS and a ZIP code). */
export type TextUsPurpose = "places" | "alerts";

const TEXT_US = {
  places: msg(/*i18n*/ "No smartphone? Text {example} to {number} for the nearest open places."),
  alerts: msg(/*i18n*/ "No smartphone? Text {example} to {number} to get evacuation alerts by text message."),
} as const satisfies Record<TextUsPurpose, string>;

/**
 * "No smartphone? Text SHELTER 91101 to (213) 555-0100…", in the page's language with its own
 * example, where a person without a smartphone is handed the information (the printable list, the
 * home page's help, the safety notice, the alerts page). Only with a number to text: nothing when
 * text messages are off, or sent from a Messaging Service whose numbers the site does not know —
 * never an invented number. In a right-to-left page the example and the number are isolated, so
 * "(213) 555-0100" never reads "555-0100 (213)".
 */
export function textUsLine(i18n: Translator, channel: SmsChannel | null, example: string, dir: "ltr" | "rtl", purpose: TextUsPurpose = "places"): string | null {
  if (!channel || !("number" in channel.from)) return null;
  return i18n._(TEXT_US[purpose], { example: ltrInside(dir, example), number: ltrInside(dir, displayNumber(channel.from.number)) });
}
