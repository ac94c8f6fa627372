import { ltrInside } from "@/lib/i18n/bidi";
import type { Translator } from "@/lib/i18n/translator";
import { PRINT } from "@/lib/print/settings";
import type { Sheet, SheetEntry } from "./sheet";

const FSI = "\u2068";
const PDI = "\u2069";

/** One place in two short lines: "1. Name — Open now · closes 5 PM" and "address · phone". */
function entryLines(entry: SheetEntry, n: number, dir: "ltr" | "rtl"): string {
  const state = [entry.hazard ?? entry.openState ?? entry.status, entry.animalsOnly, entry.distance].filter(Boolean).join(" · ");
  // The phone as written, in one piece (never wrapped or reformatted), isolated left-to-right in
  // Farsi and Arabic (lib/i18n/bidi.ts), and so is the address people navigate with.
  const where = [entry.address && ltrInside(dir, entry.address), entry.phone && ltrInside(dir, entry.phone)].filter(Boolean).join(" · ");
  // The whole name, never cut ("…Pasade…" named no place): the message's length is kept by
  // leaving out whole places. An English name in a Farsi or Arabic message is isolated (first
  // strong), so "1." stays before it.
  const name = entry.name;
  return [`${n}. ${dir === "rtl" ? `${FSI}${name}${PDI}` : name}${state ? ` — ${state}` : ""}`, where].filter(Boolean).join("\n");
}

const join = (head: string, body: string[], more: string, tail: string) => [head, body.join("\n"), more, tail].filter(Boolean).join("\n\n");

/**
 * The list as plain text, in the page's language, for a text message or a chat: title, time, each
 * place (name and status, address and phone), the 911 line and the link. At most
 * PRINT.shareMaxChars: places that do not fit are counted, never cut in half.
 */
export function shareText(sheet: Sheet, url: string, i18n: Translator, dir: "ltr" | "rtl"): string {
  // Sample places are said to be samples before anything else: a forwarded message travels without the page.
  const sample = sheet.sample ? [`${i18n._("Sample data.")} ${i18n._("The places shown here are examples for trying the site. They are not real services: do not go to them. For real help now, dial 2-1-1.")}`] : [];
  const head = [...sample, sheet.title, ...sheet.qualifiers.map((q) => `(${q})`), sheet.madeAt].join("\n");
  const tail = [i18n._("Check before you go; call 911 in an emergency."), url].join("\n");
  if (sheet.entries.length === 0) return [head, i18n._("No places match these filters. Try removing a filter, or dial 2-1-1 for help finding services."), tail].join("\n\n");
  const more = (count: number) => (count > 0 ? i18n._("{count, plural, one {…and # more place at the link below.} other {…and # more places at the link below.}}", { count }) : "");
  const fits = (text: string) => text.length <= PRINT.shareMaxChars;
  // Places one after another (no blank line between them): a dozen fit one message.
  const body: string[] = [];
  for (const [i, entry] of sheet.entries.entries()) {
    const next = [...body, entryLines(entry, i + 1, dir)];
    const left = sheet.total - next.length;
    if (!fits(join(head, next, more(left), tail))) break;
    body.push(next.at(-1)!);
  }
  return join(head, body, more(sheet.total - body.length), tail);
}
