import { msg } from "@/lib/i18n/msg";
import type { Translator } from "@/lib/i18n/translator";
import { displayNumber, type SmsChannel } from "./channel";

const TEXT_US = msg(/*i18n*/ "No smartphone? Text {example} to {number} for the nearest open places.");

const LRI = "\u2066";
const PDI = "\u2069";

/**
 * "No smartphone? Text SHELTER 91101 to (213) 555-0100…", in the page's language with its own
 * example, where a person without a smartphone is handed the information (the printable list).
 * Only with a number to text: nothing when text messages are off, or sent from a Messaging Service
 * whose numbers the site does not know — never an invented number.
 */
export function textUsLine(i18n: Translator, channel: SmsChannel | null, example: string, dir: "ltr" | "rtl"): string | null {
  if (!channel || !("number" in channel.from)) return null;
  const iso = (v: string) => (dir === "rtl" ? `${LRI}${v}${PDI}` : v);
  return i18n._(TEXT_US, { example: iso(example), number: iso(displayNumber(channel.from.number)) });
}
