import type { Inline, LinkPart, RichText } from "./types";

/**
 * Page copy as messages: the English documents (lib/content/en/) are the structure — sections,
 * anchors, links, phone numbers, source lists — written once; every text in them is one message,
 * and a language supplies only its sentences (locales/<lang>/pages.po, msgctxt = the page). A
 * sentence with links is one message whose links are numbered tags, in English order:
 * ["Call ", {href: "tel:911", label: "911"}, " now."] ⇄ "Call <0>911</0> now." — so a translator
 * moves the link where the language needs it and never sees (or breaks) an address.
 */

/** Keys that hold structure, never text a reader sees. */
const STRUCTURAL_KEYS = new Set(["id", "kind", "tone", "href", "showFaqButtonsAfter"]);

const isLink = (value: unknown): value is LinkPart =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).sort().join() === "href,label";

const isRichText = (value: unknown): value is RichText =>
  Array.isArray(value) && value.length > 0 && value.every((part) => typeof part === "string" || isLink(part));

/** The message of a rich text: its text, with each link as a numbered tag around its label. */
export function richTextMessage(parts: readonly Inline[]): string {
  let index = 0;
  return parts.map((part) => (typeof part === "string" ? part : `<${index++}>${part.label}</${index - 1}>`)).join("");
}

/** The links of a rich text, in order: what its tags stand for. */
export const richTextLinks = (parts: readonly Inline[]): LinkPart[] => parts.filter(isLink);

const TAG = /<(\d+)>([\s\S]*?)<\/\1>/g;

/**
 * A translated message back to rich text: each `<n>label</n>` becomes the English text's n-th
 * link with the translated label. Null when the tags are not exactly the English ones (a broken
 * translation is never shown; the English is).
 */
export function richTextFrom(message: string, links: readonly LinkPart[]): RichText | null {
  const out: Inline[] = [];
  const seen = new Set<number>();
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const n = Number(match[1]);
    const link = links[n];
    if (!link || seen.has(n)) return null;
    seen.add(n);
    if (match.index > last) out.push(message.slice(last, match.index));
    out.push({ href: link.href, label: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < message.length) out.push(message.slice(last));
  if (seen.size !== links.length || out.some((p) => typeof p === "string" && /<\/?\d+>/.test(p))) return null;
  return out;
}

export type TextNode = { message: string; links: LinkPart[] };

/**
 * Every text of a document, in document order, as messages (what pages.po holds for a page), and
 * the document rebuilt with each text replaced (`replace` returns the new value, or undefined to
 * keep the English).
 */
export function mapTexts<T>(document: T, replace: (node: TextNode) => string | RichText | undefined): T {
  const walk = (value: unknown, key: string | null): unknown => {
    if (key !== null && STRUCTURAL_KEYS.has(key)) return value;
    if (typeof value === "string") return replace({ message: value, links: [] }) ?? value;
    if (isRichText(value)) {
      const replaced = replace({ message: richTextMessage(value), links: richTextLinks(value) });
      return typeof replaced === "string" ? [replaced] : (replaced ?? value);
    }
    if (isLink(value)) {
      const label = replace({ message: value.label, links: [] });
      return { href: value.href, label: typeof label === "string" ? label : value.label };
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, null));
    if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return walk(document, null) as T;
}

/** The messages of a document, in order (duplicates kept). */
export function textsOf(document: unknown): TextNode[] {
  const nodes: TextNode[] = [];
  mapTexts(document, (node) => {
    nodes.push(node);
    return undefined;
  });
  return nodes;
}
