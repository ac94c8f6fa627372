import type { Translator } from "@/lib/i18n/translator";

/**
 * The pieces an alert message is made of (./messages.ts), each written twice at once: plain text
 * (the mail's text part, the push notification) and HTML (the mail's HTML part). A sentence comes
 * whole from the catalog; what is filled into it (a zone's name, a place's name, a link) is
 * escaped in the HTML, isolated in right-to-left text, and cleaned of control characters, so a
 * feed's or a suggester's text can neither inject markup nor reorder the sentence around it.
 */

export type Dir = "ltr" | "rtl";

/** The same words as plain text and as HTML. */
export type Piece = { text: string; html: string };

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

// First-strong and left-to-right isolates (U+2068, U+2066 … U+2069): an English zone name or a
// URL inside Arabic or Farsi keeps its own direction and does not carry the sentence's punctuation.
const FSI = "\u2068";
const LRI = "\u2066";
const PDI = "\u2069";

// Marks where a filled-in value goes while the sentence is escaped (private-use characters).
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARK = /\uE000(\d+)\uE001/g;

/**
 * A filled-in value on one line: no line breaks (a subject is a mail header), no control or
 * bidirectional-override characters (a name cannot flip the sentence it is in), no markers.
 */
export function cleanValue(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\uE000\uE001]/g, "")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** Only absolute http(s) addresses become links: anything else is a bug upstream, not a message. */
export function checkedUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) throw new TypeError(`An alert link must be an absolute http(s) URL: ${JSON.stringify(url)}`);
  return url;
}

const LINK_STYLE = "color:#1d4ed8;text-decoration:underline;word-break:break-all";

export function linkHtml(url: string, label = url): string {
  return `<a href="${escapeHtml(checkedUrl(url))}" style="${LINK_STYLE}">${escapeHtml(label)}</a>`;
}

/**
 * Chinese and Japanese write sentences one after another without a space (their full stop is
 * wide); every other language here puts a space between them, Thai and Khmer included.
 */
const NO_SPACE_BETWEEN_SENTENCES = new Set(["zh", "zh-Hant", "ja"]);

export type Writer = {
  dir: Dir;
  /** Between two sentences: a space, or nothing in Chinese and Japanese. */
  gap: string;
  /** A catalog sentence: `values` are text (escaped, isolated) or numbers (plurals), `links` are URLs. */
  say(id: string, values?: Record<string, string | number>, links?: Record<string, string>): Piece;
  /** Sentences one after another, as the language writes them. */
  join(pieces: Piece[]): Piece;
  /** Labels on one line ("Open · Has space again · 2.3 miles away"). */
  row(pieces: Piece[]): Piece;
};

export function writer(i18n: Translator, language: string, dir: Dir): Writer {
  const isolate = (text: string, mark: string) => (dir === "rtl" ? `${mark}${text}${PDI}` : text);
  const gap = NO_SPACE_BETWEEN_SENTENCES.has(language) ? "" : " ";
  return {
    dir,
    gap,
    say(id, values = {}, links = {}) {
      const filled: { text: string; html: string }[] = [];
      const marked: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(values)) {
        if (typeof value === "number") {
          marked[name] = value;
          continue;
        }
        const clean = cleanValue(value);
        marked[name] = `${OPEN}${filled.length}${CLOSE}`;
        filled.push({ text: isolate(clean, FSI), html: `<bdi>${escapeHtml(clean)}</bdi>` });
      }
      for (const [name, url] of Object.entries(links)) {
        marked[name] = `${OPEN}${filled.length}${CLOSE}`;
        filled.push({ text: isolate(checkedUrl(url), LRI), html: linkHtml(url) });
      }
      const sentence = i18n._(id, marked);
      return {
        text: sentence.replace(MARK, (_, i: string) => filled[Number(i)]!.text),
        html: escapeHtml(sentence).replace(MARK, (_, i: string) => filled[Number(i)]!.html),
      };
    },
    join: (pieces) => ({ text: pieces.map((p) => p.text).join(gap), html: pieces.map((p) => p.html).join(gap) }),
    row: (pieces) => ({ text: pieces.map((p) => p.text).join(" · "), html: pieces.map((p) => p.html).join(" · ") }),
  };
}

/** Text that is not a catalog sentence (a place's name): cleaned and escaped like a value; in the HTML, a link if given one. */
export function plain(text: string, dir: Dir, url?: string): Piece {
  const clean = cleanValue(text);
  return { text: dir === "rtl" ? `${FSI}${clean}${PDI}` : clean, html: `<bdi>${url ? linkHtml(url, clean) : escapeHtml(clean)}</bdi>` };
}

// ---- Length: what a phone shows before it cuts a notification or a subject line ----

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** User-perceived characters (a Khmer or Hindi syllable with its marks is one). */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export const lengthOf = (text: string): number => graphemes(text).length;

/** At most `max` characters, cut with "…" (never in the middle of a character). */
export function shorten(text: string, max: number): string {
  const chars = graphemes(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
}

/** Below this many characters a shortened value says too little: the whole line is cut instead. */
const MIN_VALUE_CHARS = 4;

/**
 * A line with a value in it (a title naming a zone), at most `max` characters: the value is
 * shortened, never the words before it (the level comes first and must stay whole).
 */
export function fitValue(render: (value: string) => string, value: string, max: number): { text: string; shortened: boolean } {
  const full = render(value);
  const over = lengthOf(full) - max;
  if (over <= 0) return { text: full, shortened: false };
  const chars = graphemes(value);
  const keep = chars.length - over - 1;
  if (keep >= MIN_VALUE_CHARS) {
    const text = render(`${chars.slice(0, keep).join("").trimEnd()}…`);
    if (lengthOf(text) <= max) return { text, shortened: true };
  }
  return { text: shorten(full, max), shortened: true };
}

/**
 * Whole parts, as many as fit in `max` characters, chosen by `rank` (0 first: a part that does not
 * fit is left out and a less important, shorter one may still fit) and written in their own order;
 * if not even the most important fits, it is cut.
 */
export function fitParts(parts: string[], max: number, separator: string, rank: (index: number) => number = (i) => i): string {
  const chosen = new Set<number>();
  const text = () => parts.filter((_, i) => chosen.has(i)).join(separator);
  const byRank = parts.map((_, i) => i).sort((a, b) => rank(a) - rank(b));
  for (const i of byRank) {
    chosen.add(i);
    if (lengthOf(text()) > max) chosen.delete(i);
  }
  return chosen.size ? text() : shorten(parts[byRank[0]!] ?? "", max);
}
