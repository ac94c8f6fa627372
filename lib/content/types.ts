/**
 * Built-in page copy is data, not JSX, so that every string can be enumerated (curated
 * translations must exist for each of them) and rendered by one set of components.
 * Strings never contain HTML: a link is its own inline part, so nothing is ever inserted as markup.
 */

/** An internal link starts with "/"; an external one is a full https URL to an official source. */
export type LinkPart = { href: string; label: string };

/** A run of text: plain strings and links, rendered in order. */
export type Inline = string | LinkPart;
export type RichText = Inline[];

export type Block =
  | { kind: "paragraph"; text: RichText }
  | { kind: "list"; items: RichText[] }
  /** Ordered steps, e.g. "Ready, Set, Go!" */
  | { kind: "steps"; items: { title: string; text: RichText }[] }
  /** A highlighted box: "danger" for life-safety warnings, "info" for tips. */
  | { kind: "callout"; tone: "danger" | "info"; title: string; text: RichText };

export type ContentSection = {
  /** Anchor id, when the section must be linkable (e.g. "wildfire-readiness"). */
  id?: string;
  title: string;
  blocks: Block[];
  subsections?: ContentSection[];
};

export type ContentPage = {
  title: string;
  /** One or two sentences under the page title; also the meta description. */
  lead: string;
  sections: ContentSection[];
  /** Official sources this page relies on, shown at the end. */
  sources?: LinkPart[];
};
