import type { Weekday } from "@/lib/places/types";
import type { HoursFacts } from "@/lib/places/hours";
import type { Language } from "@/lib/i18n/languages";
import { ltrInside } from "@/lib/i18n/bidi";
import { msg } from "@/lib/i18n/msg";
import type { Translator } from "@/lib/i18n/translator";
import { countSegments, isGsm7 } from "./segments";
import type { SmsNeed } from "./needs";

/**
 * The texts the service sends (docs/sms.md), in the language of the text it answers: whole
 * sentences from the catalogs (locales/<lang>/messages.po), the places' own values each on a line
 * of its own. Pure: the places, the links and the translator come in.
 *
 * Length: a reply is at most SMS.maxReplySegments segments as carriers count them (./segments.ts),
 * whatever the language and however long the places' names and addresses: fewer places, then a
 * shortened name, never a cut sentence, the 911 line or the link (tests/lib/sms/replies.test.ts
 * renders every reply in every language with the data's longest values and measures).
 *
 * Right-to-left (Farsi, Arabic): a text is shown by the phone's own bidi algorithm. Each value line
 * (address, phone, link) is its own paragraph, so it reads left to right; inside a sentence, a Latin
 * value is isolated (U+2066 … U+2069). Isolates are outside GSM-7, but these texts are UCS-2 already
 * (Persian and Arabic letters), so they cost two characters each, counted like the rest.
 */

export const SMS = {
  /** A lookup's reply, at most: 4 segments = 612 GSM-7 characters or 268 UCS-2. */
  maxReplySegments: 4,
  /** An alert, at most. */
  maxAlertSegments: 3,
  /**
   * The longest zone name an alert is guaranteed to hold within maxAlertSegments in every language
   * with the level, the official English term and the link (LA County's zones are named by ids such
   * as "LAC-E015"; the feed's names are cut at 200 by lib/hazards/properties.ts). A longer name is
   * never cut: that alert may then take a segment more (tests/lib/sms/alert-texts.test.ts).
   */
  alertZoneNameChars: 40,
  /** Places in a reply when they fit. */
  maxPlaces: 3,
  /** A name longer than this is shortened (with "…") before a place is dropped. */
  shortNameChars: 32,
  /** And shorter still before the link loses its label. */
  shortestNameChars: 16,
  /** An address is shortened only in the last form, past this. */
  shortAddressChars: 40,
  /** Replies per number per hour; past it one note, then silence until the hour passes. */
  repliesPerHour: 10,
  /** Areas followed per number. */
  followsPerNumber: 5,
} as const;

/** Where each sentence goes: the header of a lookup, and its closing lines. */
const TEXTS = {
  openNear: msg(/*i18n*/ "{need}: open now near {place}, nearest first:"),
  noneOpen: msg(/*i18n*/ "{need}: nothing is open now near {place}. The nearest:"),
  /** The same, when the place's name does not fit (the resident knows where they asked about). */
  openHere: msg(/*i18n*/ "{need}: open now, nearest first:"),
  noneOpenHere: msg(/*i18n*/ "{need}: nothing is open now. The nearest:"),
  noneFound: msg(/*i18n*/ "{need}: we know of no place near {place}."),
  sample: msg(/*i18n*/ "These are sample places, not real ones."),
  sampleShort: msg(/*i18n*/ "Sample data."),
  emergency: msg(/*i18n*/ "In immediate danger? Call 911."),
  list: msg(/*i18n*/ "Full list: {url}"),
  menu: msg(/*i18n*/ "Text what you need and your ZIP code, for example: {example}. Text HELP for help, STOP to stop."),
  needOnly: msg(/*i18n*/ "Where? Text {need} with a ZIP code or town of LA County, for example: {example}"),
  unknownPlace: msg(/*i18n*/ "We only know places in Los Angeles County. Text a ZIP code or town of the county, for example: {example}"),
  help: msg(/*i18n*/ "{site}: find open shelters, food and help near you by text. Text a need and a ZIP code, for example: {example}. Msg & data rates may apply. Reply STOP to stop. For emergencies, call 911. {url}"),
  stop: msg(/*i18n*/ "You will get no more texts from {site}. Reply START to text us again."),
  start: msg(/*i18n*/ "Welcome back to {site}. Text a need and a ZIP code, for example: {example}. Reply STOP to stop."),
  limited: msg(/*i18n*/ "You have sent many texts this hour: we will answer again within an hour. In immediate danger? Call 911."),
  unavailable: msg(/*i18n*/ "We cannot look up places right now. Try again in a few minutes. In immediate danger? Call 911."),
  alertsLater: msg(/*i18n*/ "Evacuation alerts by text are not set up on this number yet. Follow your area on the site: {url}"),
} as const;

export { TEXTS as SMS_TEXTS };

/** One place as a reply lists it, already in the reply's language. */
export type ReplyPlace = { name: string; address: string; hours: string; phone: string | null; distance: string };

export type Rendering = { i18n: Translator; language: Language; dir: "ltr" | "rtl"; site: string; example: string };

/** A Latin value inside a right-to-left sentence. */
const inside = (r: Rendering, value: string) => ltrInside(r.dir, value);
/** A value on its own line: its own paragraph, isolated in right-to-left texts (a phone's bubble may be right-to-left throughout). */
const line = (r: Rendering, value: string) => (/[\p{Script=Latin}\d]/u.test(value) ? ltrInside(r.dir, value) : value);

/**
 * Characters outside GSM-7 that have a plain twin in it: one "·" or "–" in an English text would
 * make the whole text UCS-2 and cost twice the segments. Only for texts that are otherwise GSM-7.
 */
const GSM_TWINS: Record<string, string> = { "·": "-", "–": "-", "—": "-", "‑": "-", "‘": "'", "’": "'", "“": '"', "”": '"', "…": "...", "\u00a0": " ", "\u202f": " ", "\u2009": " " };
export function gsmFriendly(text: string): string {
  const twinned = text.replace(/[·–—‑‘’“”…\u00a0\u202f\u2009]/g, (c) => GSM_TWINS[c]!);
  if (isGsm7(twinned)) return twinned;
  // Spanish and Tagalog: GSM-7 has é ñ ü but not á í ó ú, and one of them doubles the segments of
  // the whole text (70 characters a segment instead of 160). Written without those accents, as
  // Spanish texts commonly are, a reply holds three places instead of one. Only when that makes
  // the whole text GSM-7: Vietnamese and every other script keep every mark.
  const folded = [...twinned].map((c) => (isGsm7(c) ? c : c.normalize("NFD").replace(/\p{M}/gu, ""))).join("");
  return isGsm7(folded) ? folded : text;
}

/** No control, line or bidi characters from the data (a name cannot reorder or break the text). */
export function cleanValue(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/ {2,}/g, " ")
    .trim();
}

const shorten = (text: string, chars: number) => ([...text].length <= chars ? text : `${[...text].slice(0, chars - 1).join("").trimEnd()}…`);

function placeLines(r: Rendering, place: ReplyPlace, index: number | null, nameChars: number | null, withDistance = true, addressChars: number | null = null): string {
  const name = line(r, nameChars ? shorten(cleanValue(place.name), nameChars) : cleanValue(place.name));
  const address = cleanValue(place.address);
  // nameChars 0: the name is left out (the address and phone say where to go and whom to call).
  const lines = [...(nameChars === 0 ? [] : [index === null ? name : `${index}. ${name}`]), line(r, addressChars ? shorten(address, addressChars) : address), place.hours];
  if (place.phone) lines.push(line(r, cleanValue(place.phone)));
  if (withDistance) lines.push(place.distance);
  return lines.join("\n");
}

export type Lookup = {
  need: SmsNeed;
  placeLabel: string;
  open: boolean;
  places: ReplyPlace[];
  sample: boolean;
  /** The printable list with the reply's own filters and point. */
  listUrl: string;
  /** A shorter address of the list (the search word and the point only), for when the first does not fit. */
  shortListUrl?: string;
};

/** The reply to a need and a place: as many of the nearest places as fit in SMS.maxReplySegments. */
export function lookupReply(r: Rendering, lookup: Lookup): string {
  const need = r.i18n._(lookup.need.label);
  const place = inside(r, cleanValue(lookup.placeLabel));
  const sample = (short: boolean) => (lookup.sample ? [r.i18n._(short ? TEXTS.sampleShort : TEXTS.sample)] : []);
  const emergency = r.i18n._(TEXTS.emergency);
  const listLine = (url: string) => r.i18n._(TEXTS.list, { url: inside(r, url) });
  if (lookup.places.length === 0) {
    const none = r.i18n._(TEXTS.noneFound, { need, place });
    const forms = [[...sample(false), listLine(lookup.listUrl)], [...sample(true), line(r, lookup.listUrl)], [...sample(true), line(r, lookup.shortListUrl ?? lookup.listUrl)]];
    const texts = forms.map(([...rest]) => gsmFriendly([none, ...rest.slice(0, -1), emergency, rest.at(-1)!].join("\n")));
    return texts.find((t) => countSegments(t).segments <= SMS.maxReplySegments) ?? texts.at(-1)!;
  }
  const variant = (v: Variant) => {
    const header = !v.header ? [] : v.placeInHeader ? r.i18n._(lookup.open ? TEXTS.openNear : TEXTS.noneOpen, { need, place }) : r.i18n._(lookup.open ? TEXTS.openHere : TEXTS.noneOpenHere, { need });
    const head = Array.isArray(header) ? header : [header];
    const url = v.shortLink ? lookup.shortListUrl ?? lookup.listUrl : lookup.listUrl;
    // One place needs no number.
    const entries = lookup.places.slice(0, v.count).map((p, i) => placeLines(r, p, v.count === 1 ? null : i + 1, v.nameChars, v.withDistance, v.addressChars));
    return gsmFriendly([...head, ...entries, ...sample(v.shortSample), emergency, v.linkLabel ? listLine(url) : line(r, url)].join("\n"));
  };
  let text = "";
  for (const v of variants(Math.min(lookup.places.length, SMS.maxPlaces))) {
    text = variant(v);
    if (countSegments(text).segments <= SMS.maxReplySegments) return text;
  }
  return text;
}

type Variant = { count: number; nameChars: number | null; linkLabel: boolean; placeInHeader: boolean; shortSample: boolean; shortLink: boolean; withDistance: boolean; header: boolean; addressChars: number | null };

/**
 * The forms of a lookup's reply, from the fullest to the most compact: the first that fits is
 * sent. Most places first, then shorter names; then, with one place, one saving after another:
 * the link without its label, the header without the place's name (the resident just wrote it),
 * "Sample data." for the longer notice, the link without its kinds (the list then shows every
 * kind of place for the word, nearest first), the distance (the address says where it is), the
 * header (the place's hours line says whether it is open; the resident knows what they asked), and
 * last the end of an unusually long address, then the name (by then cut to a few letters). Never dropped: the places' name, address, hours and phone, the sample notice, 911 and the link.
 */
function variants(places: number): Variant[] {
  const out: Variant[] = [];
  const full = { linkLabel: true, placeInHeader: true, shortSample: false, shortLink: false, withDistance: true, header: true, addressChars: null };
  for (let count = places; count >= 1; count--) for (const nameChars of [null, SMS.shortNameChars, SMS.shortestNameChars]) out.push({ ...full, count, nameChars });
  const savings = ["linkLabel", "placeInHeader", "shortSample", "shortLink", "withDistance", "header"] as const;
  let v: Variant = { ...full, count: 1, nameChars: SMS.shortestNameChars };
  for (const saving of savings) {
    v = { ...v, [saving]: saving === "shortSample" || saving === "shortLink" ? true : false };
    out.push(v);
  }
  // Last, an unusually long address loses its end: the street and the town come first.
  out.push((v = { ...v, addressChars: SMS.shortAddressChars }));
  // And last of all, the place's name (already cut to a few letters).
  out.push({ ...v, nameChars: 0 });
  return out;
}

const fit = (text: string) => gsmFriendly(text);

export const menuReply = (r: Rendering) => fit(r.i18n._(TEXTS.menu, { example: inside(r, r.example) }));
export const needOnlyReply = (r: Rendering, need: SmsNeed) => fit(r.i18n._(TEXTS.needOnly, { need: r.i18n._(need.label), example: inside(r, r.example) }));
export const unknownPlaceReply = (r: Rendering) => fit(r.i18n._(TEXTS.unknownPlace, { example: inside(r, r.example) }));
export const helpReply = (r: Rendering, siteUrl: string) => fit(r.i18n._(TEXTS.help, { site: inside(r, r.site), example: inside(r, r.example), url: inside(r, siteUrl) }));
export const stopReply = (r: Rendering) => fit(r.i18n._(TEXTS.stop, { site: inside(r, r.site) }));
export const startReply = (r: Rendering) => fit(r.i18n._(TEXTS.start, { site: inside(r, r.site), example: inside(r, r.example) }));
export const limitedReply = (r: Rendering) => fit(r.i18n._(TEXTS.limited));
export const alertsLaterReply = (r: Rendering, alertsUrl: string) => fit(r.i18n._(TEXTS.alertsLater, { url: inside(r, alertsUrl) }));

export type { HoursFacts, Weekday };
