/**
 * How many SMS segments a text costs, counted as carriers count them (3GPP TS 23.038): a text made
 * only of GSM-7 characters is 160 septets in one segment, or 153 per segment when split (the
 * concatenation header takes 7); the extension table's characters (€ [ ] { } \ ~ ^ |) take two
 * septets each, and one is never split across segments. One character outside GSM-7 makes the whole
 * text UCS-2: 70 UTF-16 code units in one segment, 67 per segment when split, and a surrogate pair
 * (an emoji, a rare Han character) is never split either. Twilio's own counter and the carriers'
 * agree on these rules; "smart encoding" (replacing curly quotes) is not assumed: we send what we count.
 */

const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENSION = "\f^{}\\[~]|€";

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export const SEGMENT = {
  gsm7: { single: 160, multi: 153 },
  ucs2: { single: 70, multi: 67 },
} as const;

export type Encoding = "GSM-7" | "UCS-2";
export type SegmentCount = { encoding: Encoding; segments: number; /** septets (GSM-7) or UTF-16 code units (UCS-2) */ units: number };

export const isGsm7 = (text: string): boolean => [...text].every((c) => BASIC.has(c) || EXTENSION.has(c));

/** Segments needed for `text` when each unit of `units` must stay whole in one segment. */
function pack(units: readonly number[], single: number, multi: number): number {
  const total = units.reduce((a, b) => a + b, 0);
  if (total <= single) return total === 0 ? 1 : 1;
  let segments = 1;
  let used = 0;
  for (const unit of units) {
    if (used + unit > multi) {
      segments++;
      used = 0;
    }
    used += unit;
  }
  return segments;
}

export function countSegments(text: string): SegmentCount {
  const chars = [...text];
  if (chars.every((c) => BASIC.has(c) || EXTENSION.has(c))) {
    const units = chars.map((c) => (EXTENSION.has(c) ? 2 : 1));
    return { encoding: "GSM-7", segments: pack(units, SEGMENT.gsm7.single, SEGMENT.gsm7.multi), units: units.reduce((a, b) => a + b, 0) };
  }
  // A code point above U+FFFF is a surrogate pair: two units that stay together.
  const units = chars.map((c) => c.length);
  return { encoding: "UCS-2", segments: pack(units, SEGMENT.ucs2.single, SEGMENT.ucs2.multi), units: units.reduce((a, b) => a + b, 0) };
}
